#!/usr/bin/env node
/**
 * `npm start`: builds every package for production through nx, its graph and its cache (unchanged packages are
 * instant), showing each package as it ends and a summary with each one's time (nx-build.js). Then it serves
 * every part of the site (site-parts.js) under the supervisor: a part that dies is reported with its restart
 * command while the rest keeps serving, and Ctrl-C stops everything. Before serving, each remote not yet released
 * in <repo>/site gets its build as its stable release (tooling/deploy/first-releases.js).
 *
 *   node tooling/start/start.js             build, then serve
 *   node tooling/start/start.js --no-build  serve what is built (npm run serve:all)
 *   node tooling/start/start.js --no-serve  build only
 */
const { DEFAULT_SITE: RELEASE_SITE } = require('../deploy/deploy-remote');
const { placeFirstReleases } = require('../deploy/first-releases');
const { ROOT, loadSite } = require('../site/site-config');
const { buildWithNx } = require('./nx-build');
const { servedParts } = require('./site-parts');
const { Supervisor } = require('./supervisor');

const print = (line) => process.stdout.write(`${line}\n`);
const colour =
  (process.stdout.isTTY === true || 'FORCE_COLOR' in process.env) && !('NO_COLOR' in process.env);

function serve() {
  const supervisor = new Supervisor({
    parts: servedParts(loadSite()),
    cwd: ROOT,
    print,
    colour,
    onEveryPartGone: () => {
      print('Every part of the site has stopped.');
      process.exit(1);
    },
  });
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    print(`\n${signal}: stopping every part...`);
    await supervisor.stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
  supervisor.start();
}

async function main(args) {
  if (!args.includes('--no-build') && !(await buildWithNx({ cwd: ROOT, print }))) {
    process.exitCode = 1;
    return;
  }
  if (args.includes('--no-serve')) return;
  await placeFirstReleases(loadSite(), { releaseSite: RELEASE_SITE, root: ROOT, print });
  serve();
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error);
  process.exit(1);
});
