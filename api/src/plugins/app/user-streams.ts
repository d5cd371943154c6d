/**
 * Which open event streams each user holds, so that a 6th stream closes the user's oldest wherever it is open.
 * With Redis, every instance's streams are counted together: two sorted sets per user, one ordered by opening
 * (Redis's clock) and one by the last keep-alive, so the streams of an instance that died drop out after
 * STALE_KEEP_ALIVES missed keep-alives. Without Redis, this instance's streams are counted (one process).
 */
import type { Redis } from 'ioredis';

export interface UserStreams {
  readonly scope: 'all instances' | 'this instance';
  /** Counts a stream opened; answers the keys of the user's streams past `max`, oldest first, to be closed. */
  add(userId: string, key: string, max: number): Promise<string[]>;
  remove(userId: string, key: string): Promise<void>;
  /** This instance's streams are still open (each keep-alive). */
  refresh(streams: ReadonlyArray<{ userId: string; key: string }>): Promise<void>;
}

/** Missed keep-alives after which a stream of a silent instance no longer counts. */
export const STALE_KEEP_ALIVES = 3;

const ADD_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local stale = tonumber(ARGV[3])
for _, gone in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now - stale)) do
  redis.call('ZREM', KEYS[1], gone)
  redis.call('ZREM', KEYS[2], gone)
end
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZADD', KEYS[2], now, ARGV[1])
redis.call('PEXPIRE', KEYS[1], stale)
redis.call('PEXPIRE', KEYS[2], stale)
local excess = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[2])
if excess <= 0 then return {} end
return redis.call('ZRANGE', KEYS[1], 0, excess - 1)
`;

const REFRESH_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local stale = tonumber(ARGV[1])
for i = 1, #KEYS, 2 do
  redis.call('ZADD', KEYS[i + 1], 'XX', now, ARGV[(i + 1) / 2 + 1])
  redis.call('PEXPIRE', KEYS[i], stale)
  redis.call('PEXPIRE', KEYS[i + 1], stale)
end
return 0
`;

export function redisUserStreams(redis: Redis, keyPrefix: string, keepAliveMs: number): UserStreams {
  const staleMs = keepAliveMs * STALE_KEEP_ALIVES;
  const keys = (userId: string) => [`${keyPrefix}streams:${userId}`, `${keyPrefix}streams-seen:${userId}`];
  return {
    scope: 'all instances',
    async add(userId, key, max) {
      const [opened, seen] = keys(userId);
      return (await redis.eval(ADD_SCRIPT, 2, opened!, seen!, key, max, staleMs)) as string[];
    },
    async remove(userId, key) {
      const [opened, seen] = keys(userId);
      await redis.multi().zrem(opened!, key).zrem(seen!, key).exec();
    },
    async refresh(streams) {
      if (streams.length === 0) return;
      await redis.eval(
        REFRESH_SCRIPT,
        streams.length * 2,
        ...streams.flatMap((stream) => keys(stream.userId)),
        staleMs,
        ...streams.map((stream) => stream.key),
      );
    },
  };
}

export function localUserStreams(): UserStreams {
  /** Each user's stream keys in the order they opened (a Set keeps it). */
  const byUser = new Map<string, Set<string>>();
  return {
    scope: 'this instance',
    async add(userId, key, max) {
      let keys = byUser.get(userId);
      if (!keys) {
        keys = new Set();
        byUser.set(userId, keys);
      }
      keys.add(key);
      return [...keys].slice(0, Math.max(0, keys.size - max));
    },
    async remove(userId, key) {
      const keys = byUser.get(userId);
      keys?.delete(key);
      if (keys?.size === 0) byUser.delete(userId);
    },
    async refresh() {},
  };
}
