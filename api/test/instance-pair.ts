import type { App } from '../src/app';
import { buildTestApp } from './helpers';

/**
 * Two instances on one Redis (a key prefix of their own) and one PostgreSQL schema, as in the cluster; on PGlite,
 * whose database is one process's, the same instance twice. Close the second (when it differs) before the first.
 */
export async function buildInstancePair(): Promise<[App, App]> {
  const redis = {
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisKeyPrefix: `t${Math.random().toString(36).slice(2, 10)}:`,
  };
  const first = await buildTestApp(redis);
  const second =
    process.env.TEST_DB === 'postgres'
      ? await buildTestApp({ ...redis, database: first.config.database })
      : first;
  return [first, second];
}
