/** Sending: the first message about a product (POST /conversations) and the next ones in a conversation. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, CreateResponse, IdParams, withErrors } from '@marketplace/shared/schemas/common';
import {
  SendMessageBody,
  StartConversationBody,
  StartConversationResponse,
} from '@marketplace/shared/schemas/conversations';
import { BLOCKED_MESSAGE, sendingState } from './conversation-access';
import { countOpeningMessage, refuseNul, takeConversationQuota, takeMessageQuota } from './message-limits';

const sendingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      onRequest: [app.authenticate, app.requireVerifiedEmail],
      schema: {
        tags: ['conversations'],
        description:
          "Any signed-in user with a verified address (else 403) asks a product's seller: opens the caller's conversation about the product (or reuses it) and adds `text` (1-2000 characters). 201 `{ _id }` of the conversation. Own product 403; a block either way 403; unknown product 404; a new conversation about a sold product 409; more than QUOTA_CONVERSATIONS_PER_HOUR (10) new conversations, or QUOTA_MESSAGES_PER_CONVERSATION_PER_HOUR (60) messages from the caller in one conversation, in an hour: 429 with Retry-After.",
        security: bearerAuth,
        body: StartConversationBody,
        response: withErrors({ 201: StartConversationResponse }, 400, 401, 403, 404, 409, 429),
      },
    },
    async (request, reply) => {
      const user = app.signedInUser(request);
      const product = await app.repos.products.findById(request.body.productId);
      if (!product) throw app.httpErrors.notFound('Product not found');
      if (product.sellerId === user._id) {
        throw app.httpErrors.forbidden('You cannot message yourself about your own listing');
      }
      const blocks = await app.repos.blocks.between(user._id, product.sellerId);
      if (blocks.aBlockedB || blocks.bBlockedA) throw app.httpErrors.forbidden(BLOCKED_MESSAGE);
      const existing = await app.repos.conversations.findIdByProductAndBuyer(product._id, user._id);
      if (!existing && product.status === 'sold')
        throw app.httpErrors.conflict('This product is already sold');
      refuseNul(app, 'text', request.body.text);
      if (existing) await takeMessageQuota(app, reply, existing, user._id);
      else await takeConversationQuota(app, reply, user._id);
      const outcome = await app.repos.messages.start({
        productId: product._id,
        sellerId: product.sellerId,
        sender: { id: user._id, name: user.name },
        text: request.body.text.trim(),
      });
      if (!outcome) throw app.httpErrors.notFound('Product not found');
      if (outcome === 'blocked') throw app.httpErrors.forbidden(BLOCKED_MESSAGE);
      if (!existing) await countOpeningMessage(app, outcome.conversationId, user._id);
      await app.notifyUsers(outcome.notifications);
      await app.announceConversations([
        { id: outcome.conversationId, buyerId: user._id, sellerId: product.sellerId },
      ]);
      reply.code(201);
      return { _id: outcome.conversationId };
    },
  );

  app.post(
    '/:id/messages',
    {
      onRequest: [app.authenticate, app.requireVerifiedEmail],
      schema: {
        tags: ['conversations'],
        description:
          'Its buyer or its seller, with a verified address, adds a message (1-2000 characters); others 403. A block either way 403 `You cannot message this user`; a removed listing or account 409 (read-only); more than QUOTA_MESSAGES_PER_CONVERSATION_PER_HOUR (60) messages from the caller in this conversation in an hour 429 with Retry-After.',
        security: bearerAuth,
        params: IdParams,
        body: SendMessageBody,
        response: withErrors({ 201: CreateResponse }, 400, 401, 403, 404, 409, 429),
      },
    },
    async (request, reply) => {
      const user = app.signedInUser(request);
      const conversation = await app.repos.conversations.find(request.params.id, user._id);
      if (!conversation) throw app.httpErrors.notFound('Conversation not found');
      const { refusal } = await sendingState(app, conversation, user);
      if (refusal?.status === 403) throw app.httpErrors.forbidden(refusal.message);
      if (refusal) throw app.httpErrors.conflict(refusal.message);
      refuseNul(app, 'text', request.body.text);
      await takeMessageQuota(app, reply, conversation.id, user._id);
      const outcome = await app.repos.messages.send({
        conversationId: conversation.id,
        sender: { id: user._id, name: user.name },
        text: request.body.text.trim(),
      });
      if (!outcome) throw app.httpErrors.notFound('Conversation not found');
      if (outcome === 'blocked') throw app.httpErrors.forbidden(BLOCKED_MESSAGE);
      await app.notifyUsers(outcome.notifications);
      await app.announceConversations([conversation]);
      reply.code(201);
      return { acknowledged: true, insertedId: outcome.messageId };
    },
  );
};

export default sendingRoutes;
