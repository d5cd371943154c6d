import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NEXT_CURSOR_HEADER, SEARCH_SORTS } from '@marketplace/shared/constants';
import { withErrors } from '@marketplace/shared/schemas/common';
import { ProductList } from '@marketplace/shared/schemas/products';
import { SearchQuery } from '@marketplace/shared/schemas/search';
import type { CategoryId, Product, SearchSort } from '@marketplace/shared/types';
import { sqlState } from '../../db/driver';
import { publicProduct } from '../products/index';
import { decodeCursor, encodeCursor } from '../products/page-cursor';

/** GET /search: the catalog search of every category (public). */
const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { publicCache: true },
      schema: {
        tags: ['search'],
        description:
          "Products of every category that are not sold. `q`: every word in the name or the description, any order, ignoring case and accents, the last word as a prefix. Filters: categoryId, minPrice, maxPrice, location (a city), condition. sort: relevance (every word in the name first, then newest), date-desc, price-asc, price-desc. A plain array; X-Next-Cursor holds the next page's `cursor`. Public.",
        querystring: SearchQuery,
        response: withErrors({ 200: ProductList }, 400),
      },
    },
    async (request, reply): Promise<Product[]> => {
      const { cursor, sort, minPrice, maxPrice, categoryId, ...filters } = request.query;
      for (const [name, price] of [
        ['minPrice', minPrice],
        ['maxPrice', maxPrice],
      ] as const) {
        // The querystring parser reads 'Infinity' as a number.
        if (price !== undefined && !Number.isFinite(price))
          throw app.httpErrors.badRequest(`querystring/${name} must be a finite number`);
      }
      if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
        throw app.httpErrors.badRequest('querystring/minPrice must not be more than maxPrice');
      }
      const after =
        cursor === undefined || cursor === ''
          ? undefined
          : decodeCursor<SearchSort>(cursor, sort, SEARCH_SORTS);
      if (after === null)
        throw app.httpErrors.badRequest('querystring/cursor is not a cursor for this sort order');
      let page: Awaited<ReturnType<typeof app.repos.search.search>>;
      try {
        page = await app.repos.search.search({
          ...filters,
          categoryId: categoryId as CategoryId | undefined,
          minPrice,
          maxPrice,
          sort,
          after,
        });
      } catch (error) {
        // A word the text-search parser still refuses; bad values (22xxx) are 400s in the error handler.
        if (sqlState(error) === '42601') throw app.httpErrors.badRequest('querystring/q cannot be searched');
        throw error;
      }
      if (page.next) reply.header(NEXT_CURSOR_HEADER, encodeCursor(page.next));
      return page.items.map(publicProduct);
    },
  );
};

export default searchRoutes;
