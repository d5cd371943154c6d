/** Embedded PostgreSQL (WASM), persisted in a data folder; one process at a time may own the folder. */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, QueryResult, SqlExecutor } from './driver';

type PGliteLike = Pick<PGlite, 'query' | 'exec'> | Transaction;

function executor(target: PGliteLike): SqlExecutor {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

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

/** PGlite has no multi-process locking: a second process on the same folder would corrupt it. */
function acquireFolderLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, '..', `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner !== process.pid && processIsAlive(owner)) {
        throw new FolderInUseError(dataDir, owner);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/**
 * `initialDump` (in memory only): a tar of a fresh data folder, from PGlite's dumpDataDir. Loading it takes about a
 * third of the time initdb takes, which the test suites pay for every app they build.
 */
export async function openPglite(dataDir: string, initialDump?: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireFolderLock(dataDir);
  }
  let db: PGlite;
  try {
    // unaccent: catalog search ignores accents (migration 003 creates the extension).
    db = inMemory
      ? await PGlite.create({
          extensions: { unaccent },
          loadDataDir: initialDump ? new Blob([readFileSync(initialDump)]) : undefined,
        })
      : await PGlite.create(dataDir, { extensions: { unaccent } });
  } catch (error) {
    release();
    throw error;
  }
  const base = executor(db);
  return {
    driver: 'pglite',
    query: base.query,
    exec: base.exec,
    // PGlite runs one transaction at a time, so concurrent callers queue here.
    transaction: (fn) => db.transaction((tx) => fn(executor(tx))),
    async close() {
      try {
        if (!db.closed) await db.close();
      } finally {
        release();
      }
    },
  };
}
