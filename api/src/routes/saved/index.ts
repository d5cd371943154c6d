/** Saved products: the heart button and the Saved page. The signed-in user's own list only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  DeleteResponse,
  UpdateResponse as UpdateResponseSchema,
  withErrors,
} from '@marketplace/shared/schemas/common';
import { SAVED_PRODUCTS_MAX, SavedProductList, SavedProductParams } from '@marketplace/shared/schemas/saved';
import type { SavedProduct, UpdateResponse } from '@marketplace/shared/types';

const savedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['saved'],
        description:
          "The signed-in user's saved products, last saved first, with their current name, price and status ('removed' once the listing is deleted).",
        security: bearerAuth,
        response: withErrors({ 200: SavedProductList }, 401),
      },
    },
    async (request): Promise<SavedProduct[]> => app.repos.savedProducts.list(app.signedInUser(request)._id),
  );

  app.put(
    '/:productId',
    {
      onRequest: [app.authenticate],
      preHandler: [app.quota('saves', { things: 'saves', limit: app.config.quotas.savesPerHour })],
      schema: {
        tags: ['saved'],
        description: `Saves a product for the signed-in user (again: modifiedCount 0). Unknown product 404; at most ${SAVED_PRODUCTS_MAX} per account (409). With saved searches, at most QUOTA_SAVES_PER_HOUR an hour (429).`,
        security: bearerAuth,
        params: SavedProductParams,
        response: withErrors({ 200: UpdateResponseSchema }, 400, 401, 404, 409, 429),
      },
    },
    async (request): Promise<UpdateResponse> => {
      const user = app.signedInUser(request);
      const outcome = await app.repos.savedProducts.save(
        user._id,
        request.params.productId,
        SAVED_PRODUCTS_MAX,
      );
      if (outcome === 'unknown-product') throw app.httpErrors.notFound('Product not found');
      if (outcome === 'limit-reached') {
        throw app.httpErrors.conflict(`You can save at most ${SAVED_PRODUCTS_MAX} products`);
      }
      return { acknowledged: true, modifiedCount: outcome === 'saved' ? 1 : 0 };
    },
  );

  app.delete(
    '/:productId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['saved'],
        description:
          "Removes a product from the signed-in user's saved products (deletedCount 0 if it was not there).",
        security: bearerAuth,
        params: SavedProductParams,
        response: withErrors({ 200: DeleteResponse }, 400, 401),
      },
    },
    async (request) => ({
      deletedCount: await app.repos.savedProducts.unsave(
        app.signedInUser(request)._id,
        request.params.productId,
      ),
    }),
  );
};

export default savedRoutes;
