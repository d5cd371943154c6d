#!/usr/bin/env node
/**
 * Runs a front end's server on the port the site map gives its package, so no package.json names a port:
 *
 *   site serve   (from a front end's folder) the production build in dist/, as `npm start` serves it; the shell's
 *                with the release state of <repo>/site (shell-release-folder.js), its pages answered by the
 *                document server (tooling/documents)
 *   site dev     (from a front end's folder) the webpack dev server
 *   site emulator    the Auth Emulator, at the site map's address (its firebase.json written from the map), its
 *                accounts kept across runs beside the API's data (emulator-accounts.js)
 *   site maildev     MailDev, the local mail catcher, on the site map's SMTP and web ports (maildev.js)
 *   site emulator-host   prints host:port of the Auth Emulator (FIREBASE_AUTH_EMULATOR_HOST's value)
 *   site serve-config <shell|remote>   writes a static server's configuration (serve-handler's), prints its path
 *   site ready   waits until every part answers, then prints the URL to open (the end of `npm start`)
 *   site port <part>   prints a part's port (shell, api, emulator, catalog, ...)
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const waitOn = require('wait-on');
const { ROOT, emulatorHost, loadSite, partOfPackage, partsOf, urlOf } = require('./site-config');
const { DEFAULT_SITE: RELEASE_SITE } = require('../deploy/deploy-remote');
const { accountsDirOf } = require('./emulator-accounts');
const { MAILDEV_BIN, inboxUrlOf, mailDevArgs } = require('./maildev');
const { RUN_DIR, emulatorArgs, shellPageHeaders, writeServeConfig } = require('./run-files');
const { shellReleaseFolder } = require('./shell-release-folder');
const { startStaticServer } = require('./static-server');
const { startDocumentServer } = require('../documents/start-document-server');

function run(command, args) {
  const child = spawn(command, args, { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
}

function frontEndHere(site) {
  const pkg = path.basename(process.cwd());
  const part = partOfPackage(site, pkg);
  if (!part || (part.kind !== 'shell' && part.kind !== 'remote')) {
    throw new Error(`${pkg} is not a front end of the site map (site.config.json)`);
  }
  return part;
}

async function main([command, argument]) {
  const site = loadSite();
  if (command === 'serve') {
    const part = frontEndHere(site);
    const config = writeServeConfig(site, part.kind === 'shell' ? 'shell' : 'remote');
    if (part.kind === 'shell') {
      // The shell's port answers its pages with their documents, and its files as the static server would.
      const folder = shellReleaseFolder(site, {
        dist: path.resolve('dist'),
        releaseSite: RELEASE_SITE,
        runDir: path.join(RUN_DIR, 'shell-www'),
      }).dir;
      await startDocumentServer({
        site,
        port: part.port,
        shellDir: folder,
        apiUrl: urlOf(site, site.api.port),
        serveConfig: JSON.parse(fs.readFileSync(config, 'utf8')),
        pageHeaders: shellPageHeaders(site),
      });
      return;
    }
    await startStaticServer({
      dir: path.resolve('dist'),
      port: part.port,
      config: JSON.parse(fs.readFileSync(config, 'utf8')),
    });
  } else if (command === 'dev') {
    frontEndHere(site);
    run(require.resolve('webpack-cli/bin/cli.js'), ['serve', '--mode', 'development']);
  } else if (command === 'emulator') {
    const accountsDir = accountsDirOf(process.env.DATA_DIR);
    fs.mkdirSync(path.dirname(accountsDir), { recursive: true });
    // firebase makes its export's temporary folder in the working folder: the data folder, not the checkout.
    process.chdir(path.dirname(accountsDir));
    // The emulator gets the signal with its process group (Ctrl-C, npm start's stop) and exports before it exits;
    // this process waits for it. A second signal would make it exit at once, without exporting: none is forwarded.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
    run(path.join(ROOT, 'node_modules', '.bin', 'firebase'), emulatorArgs(site, RUN_DIR, { accountsDir }));
  } else if (command === 'maildev' && site.mail) {
    run(MAILDEV_BIN, mailDevArgs(site));
  } else if (command === 'serve-config' && (argument === 'shell' || argument === 'remote')) {
    console.log(writeServeConfig(site, argument));
  } else if (command === 'emulator-host') {
    console.log(emulatorHost(site));
  } else if (command === 'ready') {
    const parts = partsOf(site);
    try {
      await waitOn({ resources: parts.map((part) => `tcp:127.0.0.1:${part.port}`), timeout: 180_000 });
    } catch {
      console.error(
        `Not every part answered within 3 minutes: ${parts.map((p) => `${p.label} :${p.port}`).join(', ')}`,
      );
      process.exit(1);
    }
    console.log(
      `\n  The marketplace is ready: open ${urlOf(site, site.shell.port)}\n${site.mail ? `  Email the site sends: ${inboxUrlOf(site)} (MailDev)\n` : ''}  Demo accounts: see README.md. Ctrl-C stops everything.\n`,
    );
  } else if (command === 'port') {
    const part = partsOf(site).find((entry) => entry.name === argument);
    if (!part)
      throw new Error(
        `usage: site port <${partsOf(site)
          .map((entry) => entry.name)
          .join('|')}>`,
      );
    console.log(part.port);
  } else {
    throw new Error(
      'usage: site <serve|dev|emulator|maildev|emulator-host|serve-config <shell|remote>|ready|port <part>>',
    );
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
