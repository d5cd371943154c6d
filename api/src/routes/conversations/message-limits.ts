/**
 * The messaging quotas (app.quota's counters, so they hold for all instances): conversations an account opens
 * by asking, and messages one person sends in one conversation, per rolling hour. Taken in the handler, once the
 * caller is known to be allowed to write there, so a refused request counts nothing.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { QUOTA_WINDOW_MS, quotaMessage } from '../../plugins/app/quota';

const messagesKey = (conversationId: string, userId: string) => `messages:${conversationId}:${userId}`;

async function take(
  app: FastifyInstance,
  reply: FastifyReply,
  quota: { key: string; limit: number; things: string },
): Promise<void> {
  const waitMs = await app.quotaCounter.take(quota.key, quota.limit, QUOTA_WINDOW_MS);
  if (waitMs === 0) return;
  reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
  throw app.httpErrors.tooManyRequests(quotaMessage(quota.things, waitMs));
}

/** One more message from the user in the conversation, or 429. */
export function takeMessageQuota(
  app: FastifyInstance,
  reply: FastifyReply,
  conversationId: string,
  userId: string,
) {
  return take(app, reply, {
    key: messagesKey(conversationId, userId),
    limit: app.config.quotas.messagesPerConversationPerHour,
    things: 'messages in this conversation',
  });
}

/** One more conversation opened by the user's asking, or 429. */
export function takeConversationQuota(app: FastifyInstance, reply: FastifyReply, userId: string) {
  return take(app, reply, {
    key: `conversations:account:${userId}`,
    limit: app.config.quotas.conversationsPerHour,
    things: 'new conversations',
  });
}

/** The message that opened a conversation counts among its messages too (it is the first: never refused). */
export async function countOpeningMessage(app: FastifyInstance, conversationId: string, userId: string) {
  await app.quotaCounter.take(
    messagesKey(conversationId, userId),
    app.config.quotas.messagesPerConversationPerHour,
    QUOTA_WINDOW_MS,
  );
}

/** A NUL character cannot be stored: refused before anything is counted or written. */
export function refuseNul(app: FastifyInstance, field: string, text: string): void {
  if (text.includes('\u0000'))
    throw app.httpErrors.badRequest(`body/${field} must not contain a NUL character`);
}
