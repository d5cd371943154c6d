/**
 * `app.announceConversations(conversations)` after a write that changed them commits: each person of each
 * conversation hears of it on their open streams (a `conversation` signal with their unread total), so an open
 * list or thread reads it again. Messages, reads and the system lines of booking changes all end here.
 */
import type { ConversationSignal } from '@marketplace/shared/types';
import fp from 'fastify-plugin';
import type { ConversationRef } from './repositories/conversation-lines';

declare module 'fastify' {
  interface FastifyInstance {
    announceConversations: (conversations: readonly ConversationRef[]) => Promise<void>;
  }
}

export default fp(
  async (app) => {
    async function announce(conversation: ConversationRef): Promise<void> {
      const people = [conversation.buyerId, conversation.sellerId].filter((id): id is string => id !== null);
      const totals = await Promise.all(people.map((id) => app.repos.conversations.unreadTotal(id)));
      const signalByUser: Record<string, ConversationSignal> = {};
      people.forEach((id, index) => {
        signalByUser[id] = {
          type: 'conversation',
          version: 1,
          conversationId: conversation.id,
          unreadTotal: totals[index]!,
        };
      });
      await app.signalUsers(signalByUser);
    }

    app.decorate('announceConversations', async (conversations: readonly ConversationRef[]) => {
      // One at a time: a round of expired holds may touch hundreds, and each asks for two unread totals.
      for (const conversation of conversations) await announce(conversation);
    });
  },
  { name: 'conversation-signals', dependencies: ['repositories', 'event-stream'] },
);
