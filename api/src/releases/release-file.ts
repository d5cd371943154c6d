/**
 * Each remote's release state lives in the site folder's `remotes.json`, the file the shell reads, so a change
 * is one atomic write (a temporary file renamed over it) and every server of that folder follows it. Changes
 * are made under `<site>/.releases.lock` (the release command of tooling/deploy takes the same lock) and each
 * appends one line to `<site>/releases-audit.jsonl`.
 *
 * Per remote: `entry` and `version` are the stable release (what shells without canary support read);
 * `canary` the other version, with the share of browsers (0-100) sent to it while `status` is 'canary'.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type ReleaseStatus = 'stable' | 'canary' | 'rolled back';

export interface CanaryRelease {
  entry: string;
  version: string;
  share: number;
  startedAt: string;
}

export interface RemoteRelease {
  entry: string;
  version?: string;
  canary?: CanaryRelease;
  status?: ReleaseStatus;
  /** The guard's figures and reasons when it rolled the canary back. */
  rollback?: { at: string; by: string; reasons: string[]; figures?: unknown };
}

export interface RemotesFile {
  remotes: Record<string, RemoteRelease>;
  [setting: string]: unknown;
}

export interface AuditEntry {
  at: string;
  remote: string;
  action: 'deploy' | 'rollback' | 'canary' | 'promote' | 'guard rollback';
  /** A person (email), a command, or the guard's rule. */
  by: string;
  stable?: string;
  canary?: string;
  share?: number;
  reasons?: string[];
  figures?: unknown;
}

const LOCK_STALE_MS = 10_000;
const LOCK_WAIT_MS = 5_000;

export const remotesFileOf = (site: string) => path.join(site, 'remotes.json');
export const auditFileOf = (site: string) => path.join(site, 'releases-audit.jsonl');

export async function readRemotesFile(site: string): Promise<RemotesFile | null> {
  try {
    return JSON.parse(await fs.readFile(remotesFileOf(site), 'utf8')) as RemotesFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function withLock<T>(site: string, fn: () => Promise<T>): Promise<T> {
  const lock = path.join(site, '.releases.lock');
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      await fs.writeFile(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = await fs.stat(lock).catch(() => null);
      // A holder that died leaves its lock behind; a change takes milliseconds, so an old lock is abandoned.
      if (stat && Date.now() - stat.mtimeMs > LOCK_STALE_MS) await fs.rm(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`${lock} is held by another process`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lock, { force: true });
  }
}

async function writeAtomically(file: string, value: unknown): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`,
  );
  await fs.writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await fs.rename(temporary, file);
}

/**
 * Changes one remote's release under the lock. `change` gets the current state and returns the new one and its
 * audit entry, or null to leave everything as it is.
 */
export async function changeRelease(
  site: string,
  remote: string,
  change: (
    current: RemoteRelease,
  ) => { next: RemoteRelease; audit: Omit<AuditEntry, 'at' | 'remote'> } | null,
): Promise<RemoteRelease | null> {
  return withLock(site, async () => {
    const file = await readRemotesFile(site);
    const current = file?.remotes[remote];
    if (!file || !current) return null;
    const outcome = change(current);
    if (!outcome) return null;
    await writeAtomically(remotesFileOf(site), {
      ...file,
      remotes: { ...file.remotes, [remote]: outcome.next },
    });
    const entry: AuditEntry = { at: new Date().toISOString(), remote, ...outcome.audit };
    await fs.appendFile(auditFileOf(site), `${JSON.stringify(entry)}\n`);
    return outcome.next;
  });
}

/** The audit log, newest first. */
export async function readAudit(site: string, limit: number): Promise<AuditEntry[]> {
  let text: string;
  try {
    text = await fs.readFile(auditFileOf(site), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as AuditEntry];
      } catch {
        return [];
      }
    })
    .reverse()
    .slice(0, limit);
}

/** The version a stable entry names: `/<package>/<version>/mf-manifest.json` as deploy writes it. */
export function versionOfEntry(entry: string): string {
  const match = /\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(entry);
  return match?.[1] ?? 'unversioned';
}

export const stableVersionOf = (release: RemoteRelease) => release.version ?? versionOfEntry(release.entry);

/** A canary rolled back: share 0, status 'rolled back'; the stable release untouched. */
export function rolledBack(
  release: RemoteRelease,
  by: string,
  reasons: string[],
  figures?: unknown,
): RemoteRelease {
  if (!release.canary) return release;
  return {
    ...release,
    canary: { ...release.canary, share: 0 },
    status: 'rolled back',
    rollback: { at: new Date().toISOString(), by, reasons, ...(figures === undefined ? {} : { figures }) },
  };
}

/** The canary becomes the stable release for everyone. */
export function promoted(release: RemoteRelease): RemoteRelease {
  if (!release.canary) return release;
  const { canary, rollback: _previous, ...rest } = release;
  return { ...rest, entry: canary.entry, version: canary.version, status: 'stable' };
}
