/**
 * Rate limiting is opt-in per route (`onRequest: [app.rateLimit({ max })]`, first in the list): /jwt, POST /users and POST /images, with limits from
 * env. Over the limit: 429 `{ message }` through the app's error handler.
 * With REDIS_URL the counters live in Redis (@fastify/rate-limit's Redis store, keys under
 * `<REDIS_KEY_PREFIX>rate-limit:`), so a limit holds for all instances together; without, in this process.
 * While Redis is unreachable the limits are skipped (logged), never turned into 5xx answers.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      timeWindow: app.config.rateLimit.timeWindowMs,
      ...(app.redis
        ? { redis: app.redis, nameSpace: `${app.config.redisKeyPrefix}rate-limit:`, skipOnError: true }
        : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many requests: retry in ${context.after}`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['env', 'redis'] },
);
