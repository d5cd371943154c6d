/**
 * Rolling-window counters shared by every instance: a sorted set per key in Redis (one Lua script, so the
 * check and the count are one step), or rows of `quota_hits` in the database under a per-key advisory lock.
 * Both take the time from the server that keeps the counts, so instances' clocks need not agree.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/driver';

export interface QuotaCounter {
  readonly store: 'redis' | 'database';
  /**
   * Counts one more use of `key` if fewer than `limit` fell within the last `windowMs`; answers 0 when counted,
   * else the milliseconds until the oldest counted use leaves the window.
   */
  take(key: string, limit: number, windowMs: number): Promise<number>;
}

const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return math.max(1, tonumber(oldest[2]) + window - now)
`;

export function redisQuotaCounter(redis: Redis, keyPrefix: string): QuotaCounter {
  return {
    store: 'redis',
    async take(key, limit, windowMs) {
      const wait = await redis.eval(
        TAKE_SCRIPT,
        1,
        `${keyPrefix}quota:${key}`,
        limit,
        windowMs,
        randomUUID(),
      );
      return Number(wait);
    },
  };
}

export function databaseQuotaCounter(db: Database): QuotaCounter {
  return {
    store: 'database',
    take: (key, limit, windowMs) =>
      db.transaction(async (tx) => {
        // Two requests on one key wait for each other here, so they never both see the last free place.
        await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7274202))', [key]);
        await tx.query(
          `DELETE FROM quota_hits WHERE key = $1 AND at <= clock_timestamp() - make_interval(secs => $2::float8 / 1000)`,
          [key, windowMs],
        );
        const { rows } = await tx.query<{ used: number; wait_ms: number | null }>(
          `SELECT count(*)::int AS used,
                  ceil(extract(epoch FROM min(at) + make_interval(secs => $2::float8 / 1000) - clock_timestamp())
                       * 1000)::float8 AS wait_ms
           FROM quota_hits WHERE key = $1`,
          [key, windowMs],
        );
        const { used, wait_ms } = rows[0]!;
        if (used < limit) {
          await tx.query('INSERT INTO quota_hits (key) VALUES ($1)', [key]);
          return 0;
        }
        return Math.max(1, Number(wait_ms ?? windowMs));
      }),
  };
}

/** Drops the database counters' rows that left every window (the longest window is the hour). */
export async function sweepQuotaHits(db: Database, windowMs: number): Promise<number> {
  const { rowCount } = await db.query(
    'DELETE FROM quota_hits WHERE at <= clock_timestamp() - make_interval(secs => $1::float8 / 1000)',
    [windowMs],
  );
  return rowCount;
}
