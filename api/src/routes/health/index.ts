/**
 * Health for people and balancers: GET /health (database answers), GET /health/live (the process answers) and
 * GET /health/ready (this instance should get traffic: database reachable and migrated, Redis answers when
 * configured, not shutting down; else 503 `{ message }`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse, withErrors } from '@marketplace/shared/schemas/common';
import { pendingMigrations } from '../../db/migrate';

/** Why this instance should not get traffic now, or null. */
async function notReadyReason(app: Parameters<FastifyPluginAsyncTypebox>[0]): Promise<string | null> {
  if (app.shutdown.begun) return 'Shutting down';
  try {
    const pending = await pendingMigrations(app.db);
    if (pending.length > 0) return `Database not migrated: ${pending.join(', ')} pending`;
  } catch {
    return 'Database unreachable';
  }
  if (app.redis) {
    try {
      await app.redis.ping();
    } catch {
      return 'Redis unreachable';
    }
  }
  return null;
}

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: { tags: ['health'], response: { 200: HealthResponse } } }, async () => {
    await app.db.query('SELECT 1');
    return { ok: true as const };
  });

  app.get(
    '/live',
    {
      schema: {
        tags: ['health'],
        description: 'The process answers (no dependency is checked).',
        response: { 200: HealthResponse },
      },
    },
    async () => ({ ok: true as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        description:
          'This instance should get traffic: the database is reachable and migrated, Redis answers (when REDIS_URL is set) and it is not shutting down. Otherwise 503 `{ message }` with the reason.',
        response: withErrors({ 200: HealthResponse }, 503),
      },
    },
    async (_request, reply) => {
      const reason = await notReadyReason(app);
      // Answered here, not thrown: a balancer polls this, and a 5xx through the error handler logs an error.
      if (reason !== null) return reply.code(503).send({ message: reason });
      return { ok: true as const };
    },
  );
};

export default healthRoutes;
