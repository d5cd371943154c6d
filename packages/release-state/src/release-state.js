/**
 * Each remote's release state lives in a site folder's `remotes.json`, the file the shell's runtime config is made
 * from, so a switch is one atomic write (a temporary file renamed over it) and every server of that folder follows
 * it. Every change is made under `<site>/.releases.lock` and appends one line to `<site>/releases-audit.jsonl`.
 * The release commands (tooling/deploy) and the API (release guard, Releases page) both change it through here.
 *
 * Per remote: `entry` and `version` are the stable release (what shells without canary support read); `canary`
 * the other version, with the share of browsers (0-100) sent to it while `status` is 'canary'; `rollback` why a
 * canary was sent back. The state names no person: the audit log, which only admins and the release command
 * read, keeps who did what.
 */
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

// A change takes milliseconds: a lock this old was left by a holder that died.
const LOCK_STALE_MS = 10_000;
const LOCK_WAIT_MS = 5_000;
const LOCK_RETRY_MS = 20;

/** @param {string} site */
const remotesFileOf = (site) => path.join(site, 'remotes.json');
/** @param {string} site */
const auditFileOf = (site) => path.join(site, 'releases-audit.jsonl');
/** @param {string} site */
const lockFileOf = (site) => path.join(site, '.releases.lock');

/**
 * @param {string} file
 * @param {unknown} fallback what a missing file reads as
 */
function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return fallback;
    throw error;
  }
}

/**
 * Writes beside the target and renames over it: a reader sees the old file or the new one, never half.
 * @param {string} file
 * @param {unknown} value
 */
function writeJsonAtomically(file, value) {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`,
  );
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/**
 * Runs `fn` holding the site's release lock; waits (without blocking the event loop) while another holds it.
 * @template T
 * @param {string} site
 * @param {() => T | Promise<T>} fn
 * @returns {Promise<T>}
 */
async function withLock(site, fn) {
  fs.mkdirSync(site, { recursive: true });
  const lock = lockFileOf(site);
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const stat = fs.statSync(lock, { throwIfNoEntry: false });
      if (stat && Date.now() - stat.mtimeMs > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`${lock} is held by another process`);
      await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/**
 * Appends one line, first ending a line a crash cut short, so that one is the only line lost.
 * @param {string} file
 * @param {string} line
 */
function appendLine(file, line) {
  const size = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  let ended = size === 0;
  if (!ended) {
    const last = Buffer.alloc(1);
    const handle = fs.openSync(file, 'r');
    try {
      fs.readSync(handle, last, 0, 1, size - 1);
    } finally {
      fs.closeSync(handle);
    }
    ended = last[0] === 0x0a;
  }
  fs.appendFileSync(file, `${ended ? '' : '\n'}${line}\n`);
}

/**
 * @param {string} site
 * @returns {import('./release-state').RemotesFile | null}
 */
function readRemotesFile(site) {
  return readJson(remotesFileOf(site), null);
}

/**
 * @param {string} site
 * @param {string} remote
 * @returns {import('./release-state').RemoteRelease | undefined}
 */
function readRemote(site, remote) {
  return readRemotesFile(site)?.remotes?.[remote];
}

/**
 * Changes one remote under the lock. `change(current, file)` returns the new state and its audit entry (without
 * `at` and `remote`), or null to leave everything as it is; it may throw to refuse. Resolves to the new state, or
 * null when nothing changed.
 * @type {typeof import('./release-state').changeRemote}
 */
function changeRemote(site, remote, change) {
  return withLock(site, () => {
    const file = readRemotesFile(site) ?? { remotes: {} };
    const outcome = change(file.remotes?.[remote], file);
    if (!outcome) return null;
    writeJsonAtomically(remotesFileOf(site), {
      ...file,
      remotes: { ...file.remotes, [remote]: outcome.next },
    });
    const entry = { at: new Date().toISOString(), remote, ...outcome.audit };
    appendLine(auditFileOf(site), JSON.stringify(entry));
    return outcome.next;
  });
}

/**
 * The audit log, newest first: of one remote when `remote` is given, at most `limit` entries.
 * @type {typeof import('./release-state').readAudit}
 */
function readAudit(site, { remote, limit = Number.POSITIVE_INFINITY } = {}) {
  let text;
  try {
    text = fs.readFileSync(auditFileOf(site), 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        // A line cut by a crash mid-append: the others still count.
        return [];
      }
    })
    .filter((entry) => !remote || entry.remote === remote)
    .reverse()
    .slice(0, limit);
}

/**
 * The version an entry names: `/<package>/<version>/mf-manifest.json` as a deploy writes it.
 * @param {string | undefined} entry
 */
function versionOfEntry(entry) {
  const match = /\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(entry ?? '');
  return match?.[1] ?? 'unversioned';
}

/** @param {import('./release-state').RemoteRelease} release */
const stableVersionOf = (release) => release.version ?? versionOfEntry(release.entry);

/**
 * A canary sent back: share 0, status 'rolled back', the stable release untouched.
 * @type {typeof import('./release-state').rolledBack}
 */
function rolledBack(release, reasons, figures) {
  if (!release.canary) return release;
  return {
    ...release,
    canary: { ...release.canary, share: 0 },
    status: 'rolled back',
    rollback: { at: new Date().toISOString(), reasons, ...(figures === undefined ? {} : { figures }) },
  };
}

/**
 * The canary becomes the stable release for everyone.
 * @type {typeof import('./release-state').promoted}
 */
function promoted(release) {
  if (!release.canary) return release;
  const { canary, rollback: _previous, ...rest } = release;
  return { ...rest, entry: canary.entry, version: canary.version, status: 'stable' };
}

/**
 * What a browser may read of a release: where each cohort's code is and who gets which. Reasons, figures and
 * anything else the state keeps stay on the server.
 * @type {typeof import('./release-state').publicRelease}
 */
function publicRelease(release) {
  const { entry, version, status, canary } = release;
  return {
    entry,
    ...(version === undefined ? {} : { version }),
    ...(status === undefined ? {} : { status }),
    ...(canary === undefined ? {} : { canary }),
  };
}

/**
 * Who ran a command, for the audit log only.
 * @param {string} command
 */
function commandUser(command) {
  let user = 'unknown user';
  try {
    user = os.userInfo().username;
  } catch {
    // Some containers have no passwd entry for the user.
  }
  return `${command} (${user})`;
}

module.exports = {
  remotesFileOf,
  auditFileOf,
  readJson,
  writeJsonAtomically,
  readRemotesFile,
  readRemote,
  changeRemote,
  readAudit,
  versionOfEntry,
  stableVersionOf,
  rolledBack,
  promoted,
  publicRelease,
  commandUser,
};
