import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NEXT_CURSOR_HEADER } from '@marketplace/shared/constants';
import {
  bearerAuth,
  CreateResponse,
  DeleteResponse,
  IdParams,
  UpdateResponse,
  withErrors,
} from '@marketplace/shared/schemas/common';
import {
  AdvertiseBody,
  CategoryParams,
  CategoryQuery,
  CreateProductBody,
  ProductList,
  SellerProductList,
  SellerProductsQuery,
  UpdateProductBody,
} from '@marketplace/shared/schemas/products';
import type { Product, SellerProduct } from '@marketplace/shared/types';
import type { FastifyInstance } from 'fastify';
import { ADVERTISED_MAX } from '../../config/catalog';
import { actsFor } from '../../plugins/app/authorization';
import type { StoredProduct } from '../../plugins/app/repositories/product-rows';
import { decodeCursor, encodeCursor } from './page-cursor';

function sellerProduct({ sellerId: _s, createdKey: _c, seq: _q, ...product }: StoredProduct): SellerProduct {
  return product;
}

/**
 * Public lists leave sold products out (in their SQL), so their rows are `Product`s; and the seller's email out:
 * the seller sees it in their own list, an admin in the reports, a buyer on the accepted booking.
 */
export function publicProduct(stored: StoredProduct): Product {
  const { sellerEmail: _email, ...product } = sellerProduct(stored) as Product;
  return { ...product, sellerId: stored.sellerId };
}

/** `picture` and each of `pictures` must be stored by this API (uploaded through POST /images): 400 otherwise. */
async function checkPictures(
  app: FastifyInstance,
  picture: string | undefined,
  pictures: readonly string[] | undefined,
): Promise<void> {
  if (picture !== undefined && (await app.imageStore.firstForeignUrl([picture])) !== -1) {
    throw app.httpErrors.badRequest('body/picture must be a picture uploaded to this site (POST /images)');
  }
  if (!pictures) return;
  const foreign = await app.imageStore.firstForeignUrl(pictures);
  if (foreign !== -1) {
    throw app.httpErrors.badRequest(
      `body/pictures/${foreign} must be a picture uploaded to this site (POST /images)`,
    );
  }
}

const productsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/advertised',
    {
      config: { publicCache: true },
      schema: {
        tags: ['products'],
        description: `Advertised products that are still available, newest first, at most ${ADVERTISED_MAX}. Public.`,
        response: { 200: ProductList },
      },
    },
    async () => (await app.repos.products.listAdvertised(ADVERTISED_MAX)).map(publicProduct),
  );

  app.get(
    '/:categoryId',
    {
      config: { publicCache: true },
      schema: {
        tags: ['products'],
        description:
          'Products of a category (1-3), newest first by default. Returns a plain array; when more rows follow, the X-Next-Cursor response header holds the `cursor` for the next page. Public.',
        params: CategoryParams,
        querystring: CategoryQuery,
        response: withErrors({ 200: ProductList }, 400),
      },
    },
    async (request, reply) => {
      const { limit, sort, q, cursor } = request.query;
      const after = cursor === undefined || cursor === '' ? undefined : decodeCursor(cursor, sort);
      if (after === null)
        throw app.httpErrors.badRequest('querystring/cursor is not a cursor for this sort order');
      const page = await app.repos.products.listCategoryPage({
        categoryId: request.params.categoryId,
        limit,
        sort,
        q,
        after,
      });
      if (page.next) reply.header(NEXT_CURSOR_HEADER, encodeCursor(page.next));
      return page.items.map(publicProduct);
    },
  );

  app.get(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['products'],
        description:
          "A seller's own products (all statuses: available, booked, sold), newest first. Only that seller or an admin.",
        security: bearerAuth,
        querystring: SellerProductsQuery,
        response: withErrors({ 200: SellerProductList }, 400, 401, 403),
      },
    },
    async (request) => {
      const user = app.signedInUser(request);
      const email = request.query.email ?? user.email;
      if (!actsFor(user, email)) throw app.httpErrors.forbidden('You may only list your own products');
      const seller = email === user.email ? user : await app.repos.users.findByEmail(email);
      if (!seller) return [];
      return (await app.repos.products.listBySeller(seller._id)).map(sellerProduct);
    },
  );

  app.post(
    '',
    {
      onRequest: [app.authenticate, app.requireRole('seller'), app.requireVerifiedEmail],
      preHandler: [
        app.quota('products', { things: 'new products', limit: app.config.quotas.productsPerHour }),
      ],
      schema: {
        tags: ['products'],
        description:
          "Sellers only. sellerName, sellerEmail and postedTime come from the signed-in user and the clock. `picture` or `pictures` (1 to 6 pictures of this site's image host; `picture` = pictures[0]), optional `description` (at most 2,000 characters) and `dimensions` (cm).",
        security: bearerAuth,
        body: CreateProductBody,
        response: withErrors({ 201: CreateResponse }, 400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      const seller = app.signedInUser(request);
      const { sellerName: _name, sellerEmail: _email, postedTime: _time, ...product } = request.body;
      const picture = product.picture ?? product.pictures?.[0];
      if (picture === undefined)
        throw app.httpErrors.badRequest("body must have required property 'picture'");
      if (product.pictures && product.pictures[0] !== picture) {
        throw app.httpErrors.badRequest('body/picture must be the first of body/pictures');
      }
      await checkPictures(app, picture, product.pictures);
      const id = await app.repos.products.create(seller._id, {
        ...product,
        picture,
        name: product.name.trim(),
      });
      // Matched against the saved searches off this request (queued with the listing).
      app.savedSearchAlerts.wake();
      reply.code(201);
      return { acknowledged: true, insertedId: id, message: 'Product added' };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['products'],
        description:
          "The owner or an admin. Its reports are deleted with it; its bookings stay (a pending or accepted one becomes 'removed', and its buyer is notified).",
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: DeleteResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const user = app.signedInUser(request);
      const product = await app.repos.products.findById(request.params.id);
      if (!product) throw app.httpErrors.notFound('Product not found');
      if (product.sellerId !== user._id && user.role !== 'admin') {
        throw app.httpErrors.forbidden('Only the owner or an admin may delete this product');
      }
      const { deletedCount, notifications, conversations } = await app.repos.products.delete(product._id);
      await app.notifyUsers(notifications);
      await app.announceConversations(conversations);
      if (deletedCount > 0) await app.notifyUsers(await app.repos.savedProducts.notifyRemoved(product._id));
      return { deletedCount };
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: [app.authenticate],
      preHandler: [
        app.quota('product-edits', {
          things: 'product edits',
          limit: app.config.quotas.productEditsPerHour,
        }),
      ],
      schema: {
        tags: ['products'],
        description:
          "Its seller only (admins too get 403). `{ status: 'sold' }` marks it sold while it has an accepted booking, which becomes 'sold' (its buyer is notified; the product leaves the category lists and the advertised row), 409 otherwise. Any of the seller's fields (the same rules as POST /products) edits it, 409 once sold; every cached list shows the change at once; a lower price notifies each saver, at most once a day each (a lower one the same day rewrites that notice). Not both in one call (400). At most QUOTA_PRODUCT_EDITS_PER_HOUR (60) edits an hour per account (429).",
        security: bearerAuth,
        params: IdParams,
        body: UpdateProductBody,
        response: withErrors({ 200: UpdateResponse }, 400, 401, 403, 404, 409, 429),
      },
    },
    async (request) => {
      const user = app.signedInUser(request);
      const { status, picture, ...changes } = request.body;
      if (status !== undefined && (picture !== undefined || Object.keys(changes).length > 0)) {
        throw app.httpErrors.badRequest(
          "body: send either { status: 'sold' } or the fields to edit, not both",
        );
      }
      const product = await app.repos.products.findById(request.params.id);
      if (!product) throw app.httpErrors.notFound('Product not found');
      if (status === 'sold') {
        if (product.sellerId !== user._id) {
          throw app.httpErrors.forbidden('Only the seller of this product may mark it sold');
        }
        const outcome = await app.repos.bookings.markProductSold(product._id);
        if (outcome.kind === 'conflict') throw app.httpErrors.conflict(outcome.message);
        await app.notifyUsers(outcome.notifications);
        await app.announceConversations(outcome.conversations);
        await app.notifyUsers(await app.repos.savedProducts.notifySold(product._id, outcome.buyerId));
        return { acknowledged: true, modifiedCount: 1 };
      }
      if (product.sellerId !== user._id)
        throw app.httpErrors.forbidden('Only the seller may edit this product');
      if (picture !== undefined && changes.pictures && changes.pictures[0] !== picture) {
        throw app.httpErrors.badRequest('body/picture must be the first of body/pictures');
      }
      await checkPictures(app, picture, changes.pictures);
      // A new first picture alone replaces pictures[0] and keeps the others.
      const pictures =
        changes.pictures ?? (picture !== undefined ? [picture, ...product.pictures.slice(1)] : undefined);
      const outcome = await app.repos.products.update(product._id, {
        ...changes,
        name: changes.name?.trim(),
        pictures,
      });
      if (outcome === 'not-found') throw app.httpErrors.notFound('Product not found');
      if (outcome === 'sold') throw app.httpErrors.conflict('A sold product can no longer be edited');
      if (changes.resalePrice !== undefined && changes.resalePrice < product.resalePrice) {
        await app.notifyUsers(await app.repos.savedProducts.notifyPriceDrop(product._id));
      }
      return { acknowledged: true, modifiedCount: 1 };
    },
  );

  app.patch(
    '/:id/advertise',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['products'],
        description: 'The owner only, and only while the product is available (409 otherwise).',
        security: bearerAuth,
        params: IdParams,
        body: AdvertiseBody,
        response: withErrors({ 200: UpdateResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const user = app.signedInUser(request);
      const product = await app.repos.products.findById(request.params.id);
      if (!product) throw app.httpErrors.notFound('Product not found');
      if (product.sellerId !== user._id)
        throw app.httpErrors.forbidden('Only the owner may advertise this product');
      if (product.status !== 'available')
        throw app.httpErrors.conflict('Only available products can be advertised');
      const modifiedCount = await app.repos.products.setAdvertised(product._id, request.body.advertised);
      return { acknowledged: true, modifiedCount };
    },
  );
};

export default productsRoutes;
