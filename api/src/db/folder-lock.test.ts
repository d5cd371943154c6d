import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireFolderLock, FolderInUseError, lockFileOf, processStartTicks } from './folder-lock';

describe('the PGlite folder lock', () => {
  let dir: string;
  let dataDir: string;
  let lockFile: string;
  let other: ChildProcess;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'folder-lock-'));
    dataDir = path.join(dir, 'pglite');
    lockFile = lockFileOf(dataDir);
    // A live process that is not this one: the "other server", or the stranger that got a reused id.
    other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  });
  afterAll(() => {
    other.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => rmSync(lockFile, { force: true }));

  const lockNaming = (content: object | number, writtenAt?: Date) => {
    writeFileSync(lockFile, typeof content === 'number' ? String(content) : JSON.stringify(content));
    if (writtenAt) utimesSync(lockFile, writtenAt, writtenAt);
  };
  const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  const otherPid = () => other.pid!;

  it('names its owner with its start time and boot, and removes itself on release', () => {
    const release = acquireFolderLock(dataDir);
    const owner = JSON.parse(readFileSync(lockFile, 'utf8')) as Record<string, unknown>;
    expect(owner).toEqual({ pid: process.pid, startTicks: processStartTicks(process.pid), bootId: bootId() });
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses while the live process that wrote the lock runs (two servers on one folder)', () => {
    lockNaming({ pid: otherPid(), startTicks: processStartTicks(otherPid()), bootId: bootId() });
    expect(() => acquireFolderLock(dataDir)).toThrow(FolderInUseError);
    expect(() => acquireFolderLock(dataDir)).toThrow(`is in use by process ${otherPid()}`);
  });

  it('opens the folder when the lock names a live process id with another start time (a reused id)', () => {
    lockNaming({ pid: otherPid(), startTicks: processStartTicks(otherPid())! - 1, bootId: bootId() });
    const release = acquireFolderLock(dataDir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });

  it('opens the folder when the lock comes from an earlier boot (a power loss)', () => {
    lockNaming({ pid: otherPid(), startTicks: processStartTicks(otherPid()), bootId: 'an-earlier-boot' });
    acquireFolderLock(dataDir)();
  });

  it('opens the folder when the lock names a process that is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    lockNaming({ pid: gone.pid!, startTicks: 1, bootId: bootId() });
    acquireFolderLock(dataDir)();
  });

  describe('a lock holding only a process id (an earlier version wrote it)', () => {
    it('opens the folder when that process started after the lock was written (a reused id)', () => {
      lockNaming(otherPid(), new Date(Date.now() - 3_600_000));
      acquireFolderLock(dataDir)();
    });

    it('refuses when that process started before the lock was written', () => {
      lockNaming(otherPid());
      expect(() => acquireFolderLock(dataDir)).toThrow(FolderInUseError);
    });
  });
});
