import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  CreateResponse,
  IdParams,
  UpdateResponse,
  withErrors,
} from '@marketplace/shared/schemas/common';
import {
  ConversationDetail,
  ConversationsQuery,
  ConversationsResponse,
  MessagesQuery,
  MessagesResponse,
  ReportConversationBody,
  UnreadTotalResponse,
} from '@marketplace/shared/schemas/conversations';
import { isParticipant, readableConversation, sendingState } from './conversation-access';
import { refuseNul } from './message-limits';
import sendingRoutes from './sending';

const READERS = 'Its buyer and its seller; an admin once it is reported; others 403.';

const conversationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(sendingRoutes);

  app.get(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['conversations'],
        description:
          "The caller's conversations (as buyer and as seller), newest activity first, each with the caller's unreadCount; unreadTotal over all of them. Paged: before= the last _id of the previous page.",
        security: bearerAuth,
        querystring: ConversationsQuery,
        response: withErrors({ 200: ConversationsResponse }, 400, 401),
      },
    },
    async (request) => {
      const user = app.signedInUser(request);
      const [page, unreadTotal] = await Promise.all([
        app.repos.conversations.listFor(user._id, {
          limit: request.query.limit ?? 30,
          before: request.query.before,
        }),
        app.repos.conversations.unreadTotal(user._id),
      ]);
      return { ...page, unreadTotal };
    },
  );

  app.get(
    '/unread',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['conversations'],
        description: "The caller's unread messages over all their conversations (the Messages menu's count).",
        security: bearerAuth,
        response: withErrors({ 200: UnreadTotalResponse }, 401),
      },
    },
    async (request) => ({
      unreadTotal: await app.repos.conversations.unreadTotal(app.signedInUser(request)._id),
    }),
  );

  app.get(
    '/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['conversations'],
        description: `One conversation: the other person, the product (status 'removed' once deleted), the caller's unread count, and whether the caller can send (readOnlyReason if not). ${READERS}`,
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: ConversationDetail }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const user = app.signedInUser(request);
      const conversation = await readableConversation(app, request.params.id, user);
      const { refusal, blockedByMe } = await sendingState(app, conversation, user);
      return {
        ...conversation.summary,
        canSend: refusal === null,
        readOnlyReason: refusal?.message ?? null,
        blockedByMe,
      };
    },
  );

  app.get(
    '/:id/messages',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['conversations'],
        description: `A page of the thread, newest first: limit (default 30, at most 100) messages older than the message before= (400 if it is not one of this conversation). System lines tell the booking's changes. ${READERS}`,
        security: bearerAuth,
        params: IdParams,
        querystring: MessagesQuery,
        response: withErrors({ 200: MessagesResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const user = app.signedInUser(request);
      const conversation = await readableConversation(app, request.params.id, user);
      const { before, limit = 30 } = request.query;
      const beforeSeq = before ? await app.repos.conversations.messageSeq(conversation.id, before) : null;
      if (before && beforeSeq === null) {
        throw app.httpErrors.badRequest('querystring/before must be a message of this conversation');
      }
      return app.repos.conversations.messagesPage(conversation.id, user._id, { limit, beforeSeq });
    },
  );

  app.post(
    '/:id/read',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['conversations'],
        description:
          'Marks the conversation read for the caller (its buyer or its seller; others 403): their unread count and its bell notification. No body.',
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: UpdateResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const user = app.signedInUser(request);
      const conversation = await readableConversation(app, request.params.id, user);
      if (!isParticipant(conversation, user)) {
        throw app.httpErrors.forbidden('Only the buyer and the seller of this conversation may mark it read');
      }
      const modifiedCount = await app.repos.conversations.markRead(conversation.id, user._id);
      if (modifiedCount > 0) await app.announceConversations([conversation]);
      return { acknowledged: true, modifiedCount };
    },
  );

  app.post(
    '/:id/report',
    {
      onRequest: [app.authenticate, app.requireVerifiedEmail],
      preHandler: [app.quota('reports', { things: 'reports', limit: app.config.quotas.reportsPerHour })],
      schema: {
        tags: ['conversations'],
        description:
          'Its buyer or its seller, with a verified address, reports the conversation to the admins (reason 1-500 characters), once: a second report by the same account 409; others 403. Counts in the same QUOTA_REPORTS_PER_HOUR (10) as product reports (429). The admins then read it in Reported Items.',
        security: bearerAuth,
        params: IdParams,
        body: ReportConversationBody,
        response: withErrors({ 201: CreateResponse }, 400, 401, 403, 404, 409, 429),
      },
    },
    async (request, reply) => {
      const user = app.signedInUser(request);
      const conversation = await app.repos.conversations.find(request.params.id, user._id);
      if (!conversation) throw app.httpErrors.notFound('Conversation not found');
      if (!isParticipant(conversation, user)) {
        throw app.httpErrors.forbidden('Only the buyer and the seller of this conversation may report it');
      }
      refuseNul(app, 'reason', request.body.reason);
      const id = await app.repos.conversationReports.create(
        conversation.id,
        user._id,
        request.body.reason.trim(),
      );
      if (id === null) throw app.httpErrors.conflict('You already reported this conversation');
      reply.code(201);
      return { acknowledged: true, insertedId: id };
    },
  );
};

export default conversationsRoutes;
