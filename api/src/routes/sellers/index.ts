import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  DeleteResponse,
  IdParams,
  UpdateResponse,
  withErrors,
} from '@marketplace/shared/schemas/common';
import { ProductList } from '@marketplace/shared/schemas/products';
import {
  SellerStorefront as SellerStorefrontSchema,
  STOREFRONT_LISTINGS,
  UserIdParams,
  UserProfile as UserProfileSchema,
} from '@marketplace/shared/schemas/reviews';
import { UserRows, VerifySellerBody } from '@marketplace/shared/schemas/users';
import type { Product, SellerStorefront, UserProfile } from '@marketplace/shared/types';
import { publicProduct } from '../products/index';

/** A seller's public page lists at most this many of their listings. */
const PROFILE_LISTINGS_MAX = 100;

const sellersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const adminOnly = [app.authenticate, app.requireRole('admin')];

  app.get(
    '',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        description: 'Admins only. Newest first; rows carry `verified`.',
        security: bearerAuth,
        response: withErrors({ 200: UserRows }, 401, 403),
      },
    },
    async () => app.repos.users.listByRole('seller'),
  );

  app.get(
    '/:id/profile',
    {
      config: { publicCache: true },
      schema: {
        tags: ['reviews'],
        description:
          "A user's public profile: name, picture, verified badge, member since, and the average (one decimal; null without reviews) and count of the published reviews about them. Unknown 404. Public.",
        params: UserIdParams,
        response: withErrors({ 200: UserProfileSchema }, 400, 404),
      },
    },
    async (request): Promise<UserProfile> => {
      const profile = await app.repos.reviews.profileOf(request.params.id);
      if (!profile) throw app.httpErrors.notFound('User not found');
      return profile;
    },
  );

  app.get(
    '/:id/storefront',
    {
      config: { publicCache: true },
      schema: {
        tags: ['products'],
        description: `The seller page's first screen in one read: the profile as GET /sellers/{id}/profile gives it, and the first ${STOREFRONT_LISTINGS} listings of GET /sellers/{id}/products (same order and fields). Unknown 404. Public.`,
        params: UserIdParams,
        response: withErrors({ 200: SellerStorefrontSchema }, 400, 404),
      },
    },
    async (request): Promise<SellerStorefront> => {
      const storefront = await app.repos.storefront.of(request.params.id, STOREFRONT_LISTINGS);
      if (!storefront) throw app.httpErrors.notFound('User not found');
      return { profile: storefront.profile, listings: storefront.listings.map(publicProduct) };
    },
  );

  app.get(
    '/:id/products',
    {
      config: { publicCache: true },
      schema: {
        tags: ['products'],
        description: `A seller's listings that are not sold (available and booked), newest first, at most ${PROFILE_LISTINGS_MAX}. Public.`,
        params: UserIdParams,
        response: withErrors({ 200: ProductList }, 400),
      },
    },
    async (request): Promise<Product[]> =>
      (await app.repos.products.listBySeller(request.params.id))
        .filter((product) => product.status !== 'sold')
        .slice(0, PROFILE_LISTINGS_MAX)
        .map(publicProduct),
  );

  app.delete(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        description:
          'Admins only. Removes the seller, their products (with the bookings and reports on them), their own bookings and reports, and their Firebase account.',
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: DeleteResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      if (!(await app.removeUserAccount(request.params.id, 'seller'))) {
        throw app.httpErrors.notFound('Seller not found');
      }
      return { deletedCount: 1 };
    },
  );

  app.patch(
    '/:id/verify',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        description: "Admins only. Sets the seller's verified badge (products carry it as sellerVerified).",
        security: bearerAuth,
        params: IdParams,
        body: VerifySellerBody,
        response: withErrors({ 200: UpdateResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const modifiedCount = await app.repos.users.setSellerVerified(request.params.id, request.body.verified);
      if (modifiedCount === null) throw app.httpErrors.notFound('Seller not found');
      return { acknowledged: true, modifiedCount };
    },
  );
};

export default sellersRoutes;
