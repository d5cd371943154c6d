import type { Database } from './driver';
import { openPostgres, preparedName } from './postgres';

describe('preparedName', () => {
  it('names a text with parameters once, and sends a text without parameters unnamed', () => {
    const sql = 'SELECT $1::int AS n -- preparedName test';
    const name = preparedName(sql, [1]);
    expect(name).toMatch(/^s\d+$/);
    expect(preparedName(sql, [2])).toBe(name);
    expect(preparedName(`${sql} again`, [1])).not.toBe(name);
    expect(preparedName('SELECT 1', [])).toBeUndefined();
  });
});

const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

onPostgres('PostgreSQL driver', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPostgres({ url: process.env.DATABASE_URL as string, poolSize: 2 });
  });
  afterAll(() => db.close());

  it('turns JIT and parallel workers off and plans every execution on its connections', async () => {
    const { rows } = await db.query<{ jit: string; workers: string; plans: string }>(
      `SELECT current_setting('jit') AS jit, current_setting('max_parallel_workers_per_gather') AS workers,
              current_setting('plan_cache_mode') AS plans, $1::int AS unused`,
      [0],
    );
    expect(rows).toEqual([{ jit: 'off', workers: '0', plans: 'force_custom_plan', unused: 0 }]);
  });

  it('prepares a statement once per connection and binds new values each time', async () => {
    const sql = `SELECT $1::int * 2 AS doubled,
                        (SELECT count(*)::int FROM pg_prepared_statements WHERE statement = $2) AS prepared`;
    // The statement's own text as pg_prepared_statements keeps it.
    const first = await db.transaction((tx) => tx.query(sql, [21, sql]));
    expect(first.rows).toEqual([{ doubled: 42, prepared: 1 }]);
    const values = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => db.query(sql, [n, sql])));
    expect(values.map(({ rows }) => rows[0])).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => ({ doubled: n * 2, prepared: 1 })),
    );
  });

  it('opens at most poolSize connections, however many statements wait', async () => {
    const pids = await Promise.all(
      Array.from({ length: 6 }, () =>
        db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep($1)', [0.05]),
      ),
    );
    expect(new Set(pids.map(({ rows }) => rows[0]?.pid)).size).toBe(2);
  });
});
