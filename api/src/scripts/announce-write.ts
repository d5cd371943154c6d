/**
 * Tells the running API instances that a script wrote to their database, so they drop their cached answers
 * (cache-coherence.ts) at once instead of after RESPONSE_CACHE_TTL_MS: on the same channel they listen to
 * (Redis pub/sub with REDIS_URL, else PostgreSQL NOTIFY). Never fails the script: the TTL is the safety net.
 */
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/driver';
import { CACHE_INVALIDATE_TOPIC } from '../plugins/app/cache-coherence';
import { encode } from '../plugins/app/event-channel-messages';
import { channelName } from '../plugins/app/postgres-event-channel';
import { redisChannelName } from '../plugins/app/redis-event-channel';

export async function announceWrite(config: AppConfig, db: Database): Promise<void> {
  if (config.database.driver !== 'postgres') return;
  const schema = config.database.schema;
  const message = encode(CACHE_INVALIDATE_TOPIC, { from: 'script' });
  try {
    if (config.redisUrl) {
      const redis = new Redis(config.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        retryStrategy: () => null,
      });
      try {
        await redis.connect();
        await redis.publish(redisChannelName(config.redisKeyPrefix, schema), message);
      } finally {
        redis.disconnect();
      }
    } else {
      await db.query('SELECT pg_notify($1, $2)', [channelName(schema), message]);
    }
  } catch (error) {
    console.warn(
      `Could not tell the running API instances (${(error as Error).message}); their caches follow within RESPONSE_CACHE_TTL_MS.`,
    );
  }
}
