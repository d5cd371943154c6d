/**
 * `app.redis`: one ioredis connection when REDIS_URL is set (rate-limit counters, event channel publishes,
 * readiness ping), else null. An unreachable Redis stops the start with a clear message; later outages are
 * retried by ioredis, and a command fails fast meanwhile instead of queueing.
 */
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

const CONNECT_TIMEOUT_MS = 5000;

/** The URL without its password, for messages. */
export function redactedRedisUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}

export default fp(
  async (app) => {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const client = new Redis(url, {
      lazyConnect: true,
      connectTimeout: CONNECT_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
    });
    client.on('error', (error: Error) => app.log.warn({ err: error }, 'redis: connection failed; retrying'));
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      throw new Error(
        `Cannot reach Redis at REDIS_URL=${redactedRedisUrl(url)}: ${(error as Error).message}`,
      );
    }
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  },
  { name: 'redis', dependencies: ['env'] },
);
