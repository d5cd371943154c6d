/**
 * One process at a time on a PGlite data folder (PGlite has no multi-process locking: a second process on the same
 * folder would corrupt it). The lock file names its owner by process id AND the owner's start time and boot, because
 * process ids are reused: after a crash or a power loss the old id may belong to any other process, and that process
 * must not keep the folder locked. Where /proc is missing (not Linux), a live process id is taken as the owner.
 */
import { linkSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds the folder (the API server, usually). */
export class FolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite data folder ${dataDir} is in use by process ${pid}. Stop it first (PGlite allows one process), or use DATABASE_URL.`,
    );
    this.name = 'FolderInUseError';
  }
}

export interface LockOwner {
  pid: number;
  /** Field 22 of /proc/<pid>/stat: clock ticks after boot. */
  startTicks?: number;
  bootId?: string;
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's start time, is 100 on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id')?.trim();

/** The start time of a process in clock ticks after boot; undefined without /proc or when it is gone. */
export function processStartTicks(pid: number): number | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[19]);
  return Number.isFinite(ticks) ? ticks : undefined;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Seconds since the epoch at which the system booted (`btime` of /proc/stat). */
function bootSeconds(): number | undefined {
  const line = readText('/proc/stat')
    ?.split('\n')
    .find((entry) => entry.startsWith('btime '));
  return line ? Number(line.slice(6)) : undefined;
}

export function currentOwner(): LockOwner {
  return { pid: process.pid, startTicks: processStartTicks(process.pid), bootId: bootId() };
}

/**
 * Whether the process the lock names still runs. A lock of the current format compares the start time and the boot;
 * a lock holding only a process id (written by an earlier version) compares the process's start with the time the
 * lock was written: a process that started after it cannot be its owner.
 */
export function ownerIsAlive(owner: LockOwner, lockWrittenMs: number): boolean {
  if (!processIsAlive(owner.pid)) return false;
  const ticks = processStartTicks(owner.pid);
  if (ticks === undefined) return true;
  if (owner.startTicks !== undefined) {
    return owner.startTicks === ticks && (owner.bootId === undefined || owner.bootId === bootId());
  }
  const booted = bootSeconds();
  if (booted === undefined) return true;
  const startedMs = (booted + ticks / TICKS_PER_SECOND) * 1000;
  // A second of slack: btime is in whole seconds.
  return startedMs <= lockWrittenMs + 1000;
}

export function parseLock(text: string): LockOwner | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const parsed = JSON.parse(trimmed) as Partial<LockOwner>;
    if (!Number.isInteger(parsed.pid)) return null;
    return {
      pid: parsed.pid!,
      startTicks: typeof parsed.startTicks === 'number' ? parsed.startTicks : undefined,
      bootId: typeof parsed.bootId === 'string' ? parsed.bootId : undefined,
    };
  } catch {
    return null;
  }
}

export const lockFileOf = (dataDir: string) => path.join(dataDir, '..', `${path.basename(dataDir)}.lock`);

/** Takes the folder's lock, or throws FolderInUseError naming its live owner; returns the release. */
export function acquireFolderLock(dataDir: string): () => void {
  const lockFile = lockFileOf(dataDir);
  // Written beside and hard-linked into place: the lock appears whole or not at all, never empty.
  const written = `${lockFile}.${process.pid}`;
  writeFileSync(written, JSON.stringify(currentOwner()));
  try {
    return takeLock(dataDir, lockFile, written);
  } finally {
    rmSync(written, { force: true });
  }
}

function takeLock(dataDir: string, lockFile: string, written: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      linkSync(written, lockFile);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const text = readText(lockFile);
      const writtenMs = text === null ? 0 : statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs;
      const owner = text === null ? null : parseLock(text);
      if (owner && owner.pid !== process.pid && ownerIsAlive(owner, writtenMs ?? 0)) {
        throw new FolderInUseError(dataDir, owner.pid);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
