/**
 * Rate limiting is opt-in per route (`onRequest: [app.rateLimit({ max })]`, first in the list): /jwt, POST /users and POST /images, with limits from
 * env. Over the limit: 429 `{ message }` through the app's error handler.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      timeWindow: app.config.rateLimit.timeWindowMs,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        message: `Too many requests: retry in ${context.after}`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['env'] },
);
