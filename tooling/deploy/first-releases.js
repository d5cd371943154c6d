/**
 * `npm start` on a fresh clone: each remote's build becomes its stable release in the release site folder, so
 * `npm run release` and the Releases page work from the first start. A remote the release state already names
 * keeps what it says (a canary, a promote or a rollback made before the restart stays as it was; an entry on the
 * remote's own server, not a version folder, keeps the site loading it from there); a newer build waits for
 * `npm run deploy` or `npm run release`, which is what a team would run to ship it.
 */
const fs = require('node:fs');
const path = require('node:path');
const { commandUser, readRemote, versionOfEntry } = require('@marketplace/release-state');
const { contentHash, deploy } = require('./deploy-remote');

/**
 * @param {import('../site/site-config').SiteConfig} site
 * @param {{ releaseSite: string, root: string, print: (line: string) => void }} options
 * @returns {Promise<{ placed: string[], kept: string[] }>} the remotes released now, and those already released
 */
async function placeFirstReleases(site, { releaseSite, root, print }) {
  const placed = [];
  const kept = [];
  for (const remote of site.remotes) {
    const current = readRemote(releaseSite, remote.name);
    const dist = path.join(root, remote.package, 'dist');
    if (current) {
      kept.push(remote.name);
      const released = versionOfEntry(current.entry) !== 'unversioned';
      const built = released && fs.existsSync(dist) ? contentHash(dist) : null;
      if (
        built &&
        !current.version?.endsWith(`-${built}`) &&
        !current.canary?.version.endsWith(`-${built}`)
      ) {
        print(
          `${remote.name}: serving its release ${current.version}; the newer build ships with: npm run deploy -w ${remote.package}`,
        );
      }
      continue;
    }
    const { version } = await deploy({
      packageName: remote.package,
      site: releaseSite,
      from: dist,
      by: commandUser('npm start, first release'),
    });
    placed.push(remote.name);
    print(`${remote.name}: its build is the stable release ${version}`);
  }
  return { placed, kept };
}

module.exports = { placeFirstReleases };
