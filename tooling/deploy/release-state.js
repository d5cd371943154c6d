/**
 * The release state of each remote in a site folder's `remotes.json` (the file the shell reads), changed under
 * `<site>/.releases.lock` and written atomically, with one line per change appended to
 * `<site>/releases-audit.jsonl`. The API's release guard and Releases page (api/src/releases/release-file.ts)
 * read and change the same files the same way.
 *
 * Per remote: `entry` and `version` are the stable release; `canary` ({ entry, version, share, startedAt }) the
 * version `share`% of browsers get while `status` is 'canary'; `status` is 'stable', 'canary' or 'rolled back'.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const LOCK_STALE_MS = 10_000;
const LOCK_WAIT_MS = 5_000;

const remotesFileOf = (site) => path.join(site, 'remotes.json');
const auditFileOf = (site) => path.join(site, 'releases-audit.jsonl');

function readJson(file, fallback) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : fallback;
}

/** Writes beside the target and renames over it: a reader sees the old file or the new one, never half. */
function writeJsonAtomically(file, value) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function withLock(site, fn) {
  fs.mkdirSync(site, { recursive: true });
  const lock = path.join(site, '.releases.lock');
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const stat = fs.statSync(lock, { throwIfNoEntry: false });
      // A holder that died leaves its lock behind; a change takes milliseconds, so an old lock is abandoned.
      if (stat && Date.now() - stat.mtimeMs > LOCK_STALE_MS) fs.rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`${lock} is held by another process`);
      sleep(20);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** The version an entry names: `/<package>/<version>/mf-manifest.json` as deploy writes it. */
function versionOfEntry(entry) {
  const match = /\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(entry ?? '');
  return match ? match[1] : 'unversioned';
}

/** Who ran a command, for the audit log. */
function commandUser(command) {
  let user = process.env.USER;
  try {
    user = os.userInfo().username;
  } catch {
    // no passwd entry in some containers
  }
  return `${command} (${user ?? 'unknown user'})`;
}

/**
 * Changes one remote under the lock: `change(current, config)` returns `{ next, audit }` (audit without `at` and
 * `remote`), or throws to change nothing. Returns `next`.
 */
function changeRemote(site, remote, change) {
  return withLock(site, () => {
    const file = remotesFileOf(site);
    const config = readJson(file, { remotes: {} });
    const { next, audit } = change(config.remotes?.[remote], config);
    writeJsonAtomically(file, { ...config, remotes: { ...config.remotes, [remote]: next } });
    fs.appendFileSync(
      auditFileOf(site),
      `${JSON.stringify({ at: new Date().toISOString(), remote, ...audit })}\n`,
    );
    return next;
  });
}

function readRemote(site, remote) {
  return readJson(remotesFileOf(site), { remotes: {} }).remotes?.[remote];
}

/** The audit log's entries of one remote, newest first. */
function readAudit(site, remote) {
  if (!fs.existsSync(auditFileOf(site))) return [];
  return fs
    .readFileSync(auditFileOf(site), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
    .filter((entry) => !remote || entry.remote === remote)
    .reverse();
}

module.exports = {
  readJson,
  writeJsonAtomically,
  changeRemote,
  readRemote,
  readAudit,
  versionOfEntry,
  commandUser,
  remotesFileOf,
  auditFileOf,
};
