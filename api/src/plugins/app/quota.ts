/**
 * Hourly quotas, declared on the route after authentication: `preHandler: [app.quota('products', { things:
 * 'new products', limit })]`. Each validated request counts against its key (by default the signed-in account,
 * else the client's address; `key` picks another, such as a conversation). Over the limit: 429 with Retry-After
 * and `Too many <things> in an hour; try again in N minutes`. Counters live in Redis with REDIS_URL, else in the
 * database, so the limit holds for all instances together; while Redis fails, the database counts instead.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseQuotaCounter, type QuotaCounter, redisQuotaCounter } from './quota-counters';

export const QUOTA_WINDOW_MS = 3_600_000;

export interface QuotaOptions {
  /** The plural in the 429's message: "Too many <things> in an hour". */
  things: string;
  /** Requests allowed per rolling hour and key. */
  limit: number;
  /** Whose counter this request uses; by default the signed-in account, else the client's address. */
  key?: (request: FastifyRequest) => string;
}

export type QuotaHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that counts the request against the named quota, or answers 429. */
    quota: (name: string, options: QuotaOptions) => QuotaHook;
    /** Where the counters live: 'redis' or 'database'. */
    quotaCounter: QuotaCounter;
  }
}

export function quotaMessage(things: string, waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many ${things} in an hour; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const defaultKey = (request: FastifyRequest) =>
  request.user ? `account:${request.user._id}` : `address:${request.ip}`;

export default fp(
  async (app) => {
    const database = databaseQuotaCounter(app.db);
    const redis = app.redis ? redisQuotaCounter(app.redis, app.config.redisKeyPrefix) : null;
    const counter: QuotaCounter = redis
      ? {
          store: 'redis',
          async take(key, limit, windowMs) {
            try {
              return await redis.take(key, limit, windowMs);
            } catch (error) {
              app.log.warn({ err: error }, 'quota: Redis failed; counting in the database');
              return database.take(key, limit, windowMs);
            }
          },
        }
      : database;
    app.decorate('quotaCounter', counter);

    app.decorate('quota', (name: string, options: QuotaOptions): QuotaHook => {
      const keyOf = options.key ?? defaultKey;
      return async (request, reply) => {
        const waitMs = await counter.take(`${name}:${keyOf(request)}`, options.limit, QUOTA_WINDOW_MS);
        if (waitMs === 0) return;
        reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
        throw app.httpErrors.tooManyRequests(quotaMessage(options.things, waitMs));
      };
    });
  },
  { name: 'quota', dependencies: ['env', 'sensible', 'redis', 'database'] },
);
