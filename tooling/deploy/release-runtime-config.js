/**
 * The cluster's remotes.json follows the release state that `npm run deploy` and `npm run release` keep in a
 * site folder (@marketplace/release-state): each remote released there (a versioned entry) gets its stable
 * entry, canary and status from it (nothing else: the file is public), served from that folder under the same path on nginx's origin; the others
 * keep the entry of their build. `watchReleaseState` rewrites the file, in one atomic write, on each change.
 */
const fs = require('node:fs');
const {
  publicRelease,
  readJson,
  remotesFileOf,
  versionOfEntry,
  writeJsonAtomically,
} = require('@marketplace/release-state');

/** `config` (a runtime config) with the release state of `releaseSite` for each remote released there. */
function withReleaseState(config, releaseSite) {
  const released = readJson(remotesFileOf(releaseSite), { remotes: {} }).remotes ?? {};
  const remotes = Object.fromEntries(
    Object.entries(config.remotes).map(([name, remote]) => {
      const release = released[name];
      if (!release || versionOfEntry(release.entry) === 'unversioned') return [name, remote];
      return [name, { ...remote, ...publicRelease(release) }];
    }),
  );
  return { ...config, remotes };
}

/**
 * Writes `file` from `buildConfig()` merged with the release state now, then again each time the release site's
 * remotes.json changes (polled by its inode, size and time: a rename over it is seen too). Returns the function
 * that stops watching.
 */
function watchReleaseState(file, buildConfig, releaseSite, { intervalMs = 250 } = {}) {
  const watched = remotesFileOf(releaseSite);
  const stamp = () => {
    const stat = fs.statSync(watched, { throwIfNoEntry: false });
    return stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : 'none';
  };
  let seen = stamp();
  writeJsonAtomically(file, withReleaseState(buildConfig(), releaseSite));
  const timer = setInterval(() => {
    const now = stamp();
    if (now === seen) return;
    try {
      writeJsonAtomically(file, withReleaseState(buildConfig(), releaseSite));
      seen = now;
    } catch (error) {
      // A release file being replaced can fail to parse for a moment: the next poll tries again.
      process.stderr.write(`cluster: could not apply the release state of ${watched}: ${error.message}\n`);
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

module.exports = { withReleaseState, watchReleaseState };
