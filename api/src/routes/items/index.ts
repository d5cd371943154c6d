import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withErrors } from '@marketplace/shared/schemas/common';
import { ItemParams, Product as ProductSchema } from '@marketplace/shared/schemas/products';
import type { Product } from '@marketplace/shared/types';
import { publicProduct } from '../products/index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The product page's call: GET /items/{id}, public. */
const itemsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['items'],
        description:
          "One product with every field its page shows (pictures, description, dimensions, the seller's name and verified badge, status: available, booked or sold). 404 `{ message }` for an unknown, deleted or malformed id. Public.",
        params: ItemParams,
        response: withErrors({ 200: ProductSchema }, 404),
      },
    },
    async (request): Promise<Product> => {
      const { id } = request.params;
      const product = UUID.test(id) ? await app.repos.products.findById(id) : null;
      if (!product) throw app.httpErrors.notFound('This product is no longer available');
      return publicProduct(product);
    },
  );
};

export default itemsRoutes;
