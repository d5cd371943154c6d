/**
 * With REDIS_URL the rate limits count in Redis, so two instances together allow the limit once; without, each
 * instance counts alone. A fresh key prefix per run keeps runs (and engineers) apart on one Redis.
 */
import { randomBytes } from 'node:crypto';
import { buildTestApp } from '../../../test/helpers';
import type { App } from '../../app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 5;

async function twoInstances(redis: boolean): Promise<[App, App]> {
  const shared = {
    rateLimit: { timeWindowMs: 60_000, jwtMax: LIMIT, usersMax: 100_000, imagesMax: 100_000 },
    ...(redis ? { redisUrl: REDIS_URL, redisKeyPrefix: `t${randomBytes(5).toString('hex')}:` } : {}),
  };
  const first = await buildTestApp(shared);
  const second = await buildTestApp(shared);
  return [first, second];
}

/** GET /jwt without a token, alternating between the instances: the limit is counted before the token check. */
async function statuses(apps: [App, App], count: number): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await apps[i % 2]!.inject({ method: 'GET', url: '/jwt' });
    answers.push(response.statusCode);
    if (response.statusCode === 429) expect(response.json().message).toMatch(/^Too many requests/);
  }
  return answers;
}

describe(`rate limits across instances (${process.env.TEST_DB})`, () => {
  it(`holds the GET /jwt limit (${LIMIT}) for two instances together with REDIS_URL`, async () => {
    const apps = await twoInstances(true);
    try {
      expect(await statuses(apps, 2 * LIMIT)).toEqual([
        ...Array<number>(LIMIT).fill(401),
        ...Array<number>(LIMIT).fill(429),
      ]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  }, 60_000);

  it('counts per instance without Redis (the reason for the Redis store)', async () => {
    const apps = await twoInstances(false);
    try {
      expect(await statuses(apps, 2 * LIMIT)).toEqual(Array<number>(2 * LIMIT).fill(401));
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  }, 60_000);
});
