/** The messaging limits and their 429: `Retry-After` and a message saying when to try again. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES_PER_CONVERSATION_PER_HOUR, NEW_CONVERSATIONS_PER_HOUR } from '../../config/catalog';
import type { WindowLimit } from '../../plugins/app/repositories/messages-repository';

const HOUR = 3600;

export const MESSAGE_LIMITS: { newConversations: WindowLimit; messages: WindowLimit } = {
  newConversations: { max: NEW_CONVERSATIONS_PER_HOUR, windowSeconds: HOUR },
  messages: { max: MESSAGES_PER_CONVERSATION_PER_HOUR, windowSeconds: HOUR },
};

/** Throws the 429 of a limit reached. */
export function refuseOverLimit(
  app: FastifyInstance,
  reply: FastifyReply,
  things: string,
  retryAfterSeconds: number,
): never {
  reply.header('retry-after', String(retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  throw app.httpErrors.tooManyRequests(
    `Too many ${things} in an hour; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  );
}
