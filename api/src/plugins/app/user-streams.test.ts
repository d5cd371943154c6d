/**
 * Counting a user's streams over instances: two registries on one Redis (two instances) see each other's streams,
 * the oldest past the cap are named, a closed stream stops counting, and an instance that stops refreshing its
 * streams (it died) drops out after its keep-alives are missed. The local registry counts one process.
 */
import { Redis } from 'ioredis';
import { localUserStreams, redisUserStreams, STALE_KEEP_ALIVES } from './user-streams';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('user streams counted over instances (Redis)', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const prefix = `t${Math.random().toString(36).slice(2, 10)}:`;
  afterAll(() => redis.quit());

  it("names the user's oldest streams past the cap, wherever they opened", async () => {
    const a = redisUserStreams(redis, prefix, 60_000);
    const b = redisUserStreams(redis, prefix, 60_000);
    const opened: string[] = [];
    for (const [index, registry] of [a, b, a, b, a].entries()) {
      opened.push(`s${index}`);
      expect(await registry.add('u1', `s${index}`, 5)).toEqual([]);
      await sleep(2);
    }
    expect(await b.add('u1', 's5', 5)).toEqual(['s0']);
    await a.remove('u1', 's0');
    await sleep(2);
    expect(await a.add('u1', 's6', 5)).toEqual(['s1']);
    // Another user's streams count apart.
    expect(await b.add('u2', 'x0', 5)).toEqual([]);
  });

  it('stops counting the streams of an instance that no longer refreshes them', async () => {
    // Long enough that a loaded machine's event-loop pauses never make the live instance look silent.
    const keepAliveMs = 400;
    const live = redisUserStreams(redis, prefix, keepAliveMs);
    const dead = redisUserStreams(redis, prefix, keepAliveMs);
    for (let i = 0; i < 4; i++) await dead.add('u3', `dead${i}`, 5);
    await live.add('u3', 'live0', 5);
    const deadline = Date.now() + keepAliveMs * (STALE_KEEP_ALIVES + 2);
    while (Date.now() < deadline) {
      await live.refresh([{ userId: 'u3', key: 'live0' }]);
      await sleep(keepAliveMs / 2);
    }
    await live.refresh([{ userId: 'u3', key: 'live0' }]);
    for (let i = 1; i < 5; i++) expect(await live.add('u3', `live${i}`, 5)).toEqual([]);
    expect(await live.add('u3', 'live5', 5)).toEqual(['live0']);
  });
});

describe('user streams counted in one process', () => {
  it('names the oldest past the cap, and forgets a closed one', async () => {
    const registry = localUserStreams();
    for (let i = 0; i < 5; i++) expect(await registry.add('u', `s${i}`, 5)).toEqual([]);
    expect(await registry.add('u', 's5', 5)).toEqual(['s0']);
    await registry.remove('u', 's0');
    expect(await registry.add('u', 's6', 5)).toEqual(['s1']);
  });
});
