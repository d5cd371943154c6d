/** PostgreSQL through a `pg` pool, used when DATABASE_URL is set. */
import pg from 'pg';
import type { Database, QueryResult, SqlExecutor } from './driver';

export interface PostgresOptions {
  url: string;
  /** Sets search_path on every pooled connection (tests use a throw-away schema). */
  schema?: string;
  /** Connections open at most; statements beyond them wait in this process. */
  poolSize: number;
  onIdleError?: (error: Error) => void;
}

/**
 * Texts sent as named (prepared) statements, so each connection parses a statement once and then only binds
 * and plans it. Every statement of the API is a fixed text with parameters (no SQL is built from input), so
 * this stays small; the cap keeps a caller that did build texts from growing every connection's memory.
 */
const MAX_PREPARED = 500;
const preparedNames = new Map<string, string>();

/** The name a statement is prepared under on every connection, or undefined to send it unnamed. */
export function preparedName(sql: string, params: readonly unknown[]): string | undefined {
  // Without parameters: DDL, BEGIN/COMMIT and the like, sent through the simple protocol as before.
  if (params.length === 0) return undefined;
  let name = preparedNames.get(sql);
  if (name === undefined && preparedNames.size < MAX_PREPARED) {
    name = `s${preparedNames.size + 1}`;
    preparedNames.set(sql, name);
  }
  return name;
}

function executor(client: pg.Pool | pg.PoolClient): SqlExecutor {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query({
        text: sql,
        values: params as unknown[],
        name: preparedName(sql, params),
      });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

/**
 * The API runs short statements (a page of rows through an index), for which these defaults cost more than
 * they save (bench/results/notes.md, search):
 * - No JIT: compiling took longer than running the short searches of a large catalog, whose row estimates
 *   pass jit_above_cost (docs/measured-figures.md).
 * - No parallel workers: a walk along an index with a LIMIT, split between workers, scans each worker's share
 *   of the index before the gather has its page (many times the rows a single walk reads), and starting
 *   workers costs time on the same few cores.
 * - A plan per execution, as an unnamed statement gets: a prepared statement (above) may otherwise switch to a
 *   generic plan after five runs, which cannot see the page size or which filters are null.
 */
const SESSION_SETTINGS = [
  '-c jit=off',
  '-c max_parallel_workers_per_gather=0',
  '-c plan_cache_mode=force_custom_plan',
];

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`Invalid schema name ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    // Connections stay open once made (pg closes them after 10 s idle by default). A new one costs its server
    // process, its session settings, cold catalog caches and re-preparing every statement: opened in the middle
    // of a burst of requests, it held every request queued behind it (bench/results/notes.md, offers).
    idleTimeoutMillis: 0,
    options: [...SESSION_SETTINGS, ...(options.schema ? [`-c search_path=${options.schema}`] : [])].join(' '),
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
