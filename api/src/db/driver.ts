/** The one small interface both storage drivers implement; repositories only see this. */

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface SqlExecutor {
  /** One statement, parameterised with $1, $2, ... */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends SqlExecutor {
  readonly driver: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A Database whose transactions join `tx` (code that opens its own transactions, run inside a migration's). */
export function joinedTransaction(tx: SqlExecutor, driver: Database['driver']): Database {
  return {
    driver,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (fn) => fn(tx),
    close: async () => {},
  };
}

/** The SQLSTATE of a PostgreSQL error (both drivers expose it as `code`). */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code)
    ? code
    : undefined;
}
