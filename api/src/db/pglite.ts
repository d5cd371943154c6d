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
