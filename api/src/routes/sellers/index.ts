import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  DeleteResponse,
  IdParams,
  UpdateResponse,
  withErrors,
} from '@marketplace/shared/schemas/common';
import { UserRows, VerifySellerBody } from '@marketplace/shared/schemas/users';

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
