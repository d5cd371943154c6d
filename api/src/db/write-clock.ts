/**
 * Counts the writes that went through one Database: `clock.version` moves on after every statement that may have
 * changed data has finished (committed, failed or rolled back), and after every transaction. Whatever was read
 * while the version stayed the same is still what the database holds; the response cache relies on that.
 */
import type { Database, QueryResult, SqlExecutor } from './driver';

export interface WriteClock {
  /** Moves on after each finished write; compare two readings to know whether anything was written between. */
  readonly version: number;
  /** Runs after every tick (the cross-instance cache invalidation announces writes from here). */
  onWrite(listener: () => void): void;
}

/** Only plain reads leave the clock alone; anything else (INSERT, UPDATE, DELETE, WITH ..., DDL) counts as a write. */
const READ_ONLY = /^\s*(SELECT|SHOW|EXPLAIN)\b/i;

export function isReadOnlyStatement(sql: string): boolean {
  return READ_ONLY.test(sql);
}

export function withWriteClock(db: Database): { db: Database; clock: WriteClock } {
  const listeners: Array<() => void> = [];
  const clock: { version: number; onWrite: WriteClock['onWrite'] } = {
    version: 0,
    onWrite: (listener) => {
      listeners.push(listener);
    },
  };
  const tick = () => {
    clock.version++;
    for (const listener of listeners) listener();
  };

  async function query<Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
    if (isReadOnlyStatement(sql)) return db.query<Row>(sql, params);
    try {
      return await db.query<Row>(sql, params);
    } finally {
      tick();
    }
  }

  const tracked: Database = {
    driver: db.driver,
    query,
    async exec(sql: string) {
      try {
        await db.exec(sql);
      } finally {
        tick();
      }
    },
    // The statements inside only become visible at COMMIT, so the clock moves when the whole transaction is over.
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      try {
        return await db.transaction(fn);
      } finally {
        tick();
      }
    },
    close: () => db.close(),
  };
  return { db: tracked, clock };
}
