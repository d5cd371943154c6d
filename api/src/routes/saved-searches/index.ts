/** Saved searches: kept from the search page, alerted on new matching listings. The owner's own only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  CreateResponse as CreateResponseSchema,
  DeleteResponse,
  IdParams,
  withErrors,
} from '@marketplace/shared/schemas/common';
import { SAVED_SEARCHES_MAX, SavedSearchBody, SavedSearchList } from '@marketplace/shared/schemas/saved';
import type { CreateResponse, SavedSearch } from '@marketplace/shared/types';

const savedSearchesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      onRequest: [app.authenticate],
      preHandler: [app.quota('saves', { things: 'saves', limit: app.config.quotas.savesPerHour })],
      schema: {
        tags: ['saved-searches'],
        description: `Keeps a search (its words, at least one, and filters, as GET /search takes them) for the signed-in user, who is then alerted of new listings that match it (at most once an hour per search). At most ${SAVED_SEARCHES_MAX} per account (409). With saved products, at most QUOTA_SAVES_PER_HOUR an hour (429).`,
        security: bearerAuth,
        body: SavedSearchBody,
        response: withErrors({ 201: CreateResponseSchema }, 400, 401, 409, 429),
      },
    },
    async (request, reply): Promise<CreateResponse> => {
      const { minPrice, maxPrice } = request.body;
      if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
        throw app.httpErrors.badRequest('body/minPrice must not be more than maxPrice');
      }
      const outcome = await app.repos.savedSearches.create(
        app.signedInUser(request)._id,
        request.body,
        SAVED_SEARCHES_MAX,
      );
      if (outcome.kind === 'no-words') throw app.httpErrors.badRequest('body/q must hold at least one word');
      if (outcome.kind === 'limit-reached') {
        throw app.httpErrors.conflict(`You can keep at most ${SAVED_SEARCHES_MAX} saved searches`);
      }
      reply.code(201);
      return { acknowledged: true, insertedId: outcome.id };
    },
  );

  app.get(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['saved-searches'],
        description: "The signed-in user's saved searches, newest first.",
        security: bearerAuth,
        response: withErrors({ 200: SavedSearchList }, 401),
      },
    },
    async (request): Promise<SavedSearch[]> => app.repos.savedSearches.list(app.signedInUser(request)._id),
  );

  app.delete(
    '/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['saved-searches'],
        description: 'Its owner only (403); unknown 404.',
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: DeleteResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const user = app.signedInUser(request);
      const owner = await app.repos.savedSearches.ownerOf(request.params.id);
      if (!owner) throw app.httpErrors.notFound('Saved search not found');
      if (owner !== user._id) throw app.httpErrors.forbidden('You may only delete your own saved searches');
      return { deletedCount: await app.repos.savedSearches.delete(request.params.id, user._id) };
    },
  );
};

export default savedSearchesRoutes;
