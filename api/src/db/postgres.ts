/** PostgreSQL through a `pg` pool, used when DATABASE_URL is set. */
import pg from 'pg';
import type { Database, QueryResult, SqlExecutor } from './driver';

export interface PostgresOptions {
  url: string;
  /** Sets search_path on every pooled connection (tests use a throw-away schema). */
  schema?: string;
  poolSize?: number;
  onIdleError?: (error: Error) => void;
}

function executor(client: pg.Pool | pg.PoolClient): SqlExecutor {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params as unknown[]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`Invalid schema name ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // No JIT: the API runs short statements, and compiling one costs more than running it (a search of 0.4 ms
    // took 25 ms of JIT at a million products, whose row estimates pass jit_above_cost).
    options: ['-c jit=off', ...(options.schema ? [`-c search_path=${options.schema}`] : [])].join(' '),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  await pool.query('SELECT 1');
  const base = executor(pool);
  return {
    driver: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(executor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
