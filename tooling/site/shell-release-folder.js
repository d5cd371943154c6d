/**
 * The folder `npm start` serves the shell from, so the local site follows the release state as the cluster does:
 * `npm run deploy` and `npm run release` write it into the release site folder (<repo>/site). A run folder of
 * links: each file of the shell's build but remotes.json; `/<package>` of each remote -> its version folders in
 * the release site; and a remotes.json written from the build's one with the release state, rewritten on each
 * change. A remote never released there keeps the build's entry (its own server).
 */
const fs = require('node:fs');
const path = require('node:path');
const { watchReleaseState } = require('../deploy/release-runtime-config');

/**
 * Fills `runDir` and starts following the release state; `stop()` ends that.
 * @param {import('./site-config').SiteConfig} site
 * @param {{ dist: string, releaseSite: string, runDir: string, intervalMs?: number }} options
 */
function shellReleaseFolder(site, { dist, releaseSite, runDir, intervalMs }) {
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(runDir, { recursive: true });
  for (const name of fs.readdirSync(dist)) {
    if (name !== 'remotes.json') fs.symlinkSync(path.join(dist, name), path.join(runDir, name));
  }
  // A link to a folder a first deploy creates later: until then the path answers 404, like a missing file.
  for (const remote of site.remotes) {
    fs.symlinkSync(path.join(releaseSite, remote.package), path.join(runDir, remote.package), 'dir');
  }
  const built = path.join(dist, 'remotes.json');
  const stop = watchReleaseState(
    path.join(runDir, 'remotes.json'),
    () => JSON.parse(fs.readFileSync(built, 'utf8')),
    releaseSite,
    { intervalMs },
  );
  return { dir: runDir, stop };
}

module.exports = { shellReleaseFolder };
