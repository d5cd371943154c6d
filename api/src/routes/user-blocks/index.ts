/** Blocking: POST and DELETE /users/{id}/block (registered under /users beside the users routes). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  DeleteResponse,
  IdParams,
  UpdateResponse,
  withErrors,
} from '@marketplace/shared/schemas/common';

const userBlocksRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/block',
    {
      onRequest: [app.authenticate, app.requireVerifiedEmail],
      schema: {
        tags: ['conversations'],
        description:
          'Any signed-in user with a verified address (else 403) blocks another: from then on neither can message, book or make an offer to the other (403, without saying who blocked whom), their conversations stay readable. modifiedCount 0 when already blocked. Oneself 400; unknown user 404. No body.',
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: UpdateResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const user = app.signedInUser(request);
      if (request.params.id === user._id) throw app.httpErrors.badRequest('You cannot block yourself');
      const modifiedCount = await app.repos.blocks.block(user._id, request.params.id);
      if (modifiedCount === null) throw app.httpErrors.notFound('User not found');
      return { acknowledged: true, modifiedCount };
    },
  );

  app.delete(
    '/:id/block',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['conversations'],
        description:
          "Lifts the caller's own block of that user (deletedCount 0 when there was none; a block by the other person stays).",
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: DeleteResponse }, 400, 401),
      },
    },
    async (request) => ({
      deletedCount: await app.repos.blocks.unblock(app.signedInUser(request)._id, request.params.id),
    }),
  );
};

export default userBlocksRoutes;
