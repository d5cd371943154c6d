/** Embedded PostgreSQL (WASM), persisted in a data folder; one process at a time may own the folder. */
import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, QueryResult, SqlExecutor } from './driver';
import { acquireFolderLock } from './folder-lock';

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

/**
 * `initialDump` (in memory only): a tar of a data folder, from PGlite's dumpDataDir, to start from instead of
 * initdb (the test suites open one for nearly every app they build).
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
    db = inMemory
      ? await PGlite.create({
          extensions: PGLITE_EXTENSIONS,
          loadDataDir: initialDump ? new Blob([readFileSync(initialDump)]) : undefined,
        })
      : await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  } catch (error) {
    release();
    throw error;
  }
  return pgliteDatabase(db, release);
}

/** unaccent: catalog search ignores accents (migration 003 creates the extension). */
export const PGLITE_EXTENSIONS = { unaccent };

/** The API's Database over an open PGlite; `release` runs once it is closed. */
export function pgliteDatabase(db: PGlite, release: () => void = () => {}): Database {
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
