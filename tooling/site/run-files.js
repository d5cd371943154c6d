/**
 * The files the local servers read, written from the site map when they start, into a run folder outside git:
 * the static servers' headers (`serve --config`) and the Auth Emulator's firebase.json (`firebase --config`).
 * Nothing of them is committed, so a port is written only in site.config.json.
 */
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, contentSecurityPolicy, preconnectLinks, shellOrigin } = require('./site-config');
const { keptAccountsArgs } = require('./emulator-accounts');
const { headerRules, serveJson } = require('./static-headers');

/** Where the files are written; `node_modules/.cache` is ignored by git and by every tool's inputs. */
const RUN_DIR = path.join(ROOT, 'node_modules', '.cache', 'site');

/** Writes `file` in the run folder when its content changed (servers of one start share it); returns its path. */
function writeRunFile(name, text, dir = RUN_DIR) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) {
    // Written beside and renamed, so a server starting at the same moment never reads half a file.
    const next = `${file}.${process.pid}`;
    fs.writeFileSync(next, text);
    fs.renameSync(next, file);
  }
  return file;
}

/**
 * The static server's configuration of a front end of the site map: the shell's (its Content-Security-Policy
 * names the remotes, the API and the emulator; its preconnect hints open their connections early) or a
 * remote's (CORS answers the shell's origin).
 * @param {import('./site-config').SiteConfig} site
 * @param {'shell' | 'remote'} kind
 * @returns {string} the file's path
 */
function writeServeConfig(site, kind, dir = RUN_DIR) {
  const options =
    kind === 'shell'
      ? { contentSecurityPolicy: contentSecurityPolicy(site), preconnect: preconnectLinks(site) }
      : { shellOrigin: shellOrigin(site) };
  return writeRunFile(`serve.${kind}.json`, `${JSON.stringify(serveJson(kind, options))}\n`, dir);
}

/** The headers of the shell's page as npm start's shell port answers it (its CSP and preconnect hints). */
function shellPageHeaders(site) {
  const rules = headerRules('shell', {
    contentSecurityPolicy: contentSecurityPolicy(site),
    preconnect: preconnectLinks(site),
  });
  return Object.fromEntries([...rules.everyFile, ...rules.indexHtml].map(({ key, value }) => [key, value]));
}

/** firebase.json for the Auth Emulator alone, at the site map's address, without its UI. */
function firebaseConfig(site) {
  return {
    emulators: {
      auth: { host: site.authEmulator.host, port: site.authEmulator.port },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

/** @returns {string} the path of the emulator's firebase.json, written from the site map */
function writeFirebaseConfig(site, dir = RUN_DIR) {
  return writeRunFile('firebase.json', `${JSON.stringify(firebaseConfig(site), null, 2)}\n`, dir);
}

/**
 * The arguments of `firebase` that start the site's Auth Emulator.
 * @param {{ accountsDir?: string }} [options] accountsDir: keep the accounts there across runs (emulator-accounts.js);
 *   without it the emulator starts empty and forgets (the tests' own emulators)
 */
function emulatorArgs(site, dir = RUN_DIR, options = {}) {
  return [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    site.authEmulator.projectId,
    '--config',
    writeFirebaseConfig(site, dir),
    ...(options.accountsDir ? keptAccountsArgs(options.accountsDir) : []),
  ];
}

module.exports = {
  RUN_DIR,
  writeRunFile,
  writeServeConfig,
  shellPageHeaders,
  firebaseConfig,
  writeFirebaseConfig,
  emulatorArgs,
};
