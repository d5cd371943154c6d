import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, DeleteResponse, IdParams, withErrors } from '@marketplace/shared/schemas/common';
import { UserRows } from '@marketplace/shared/schemas/users';

const buyersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const adminOnly = [app.authenticate, app.requireRole('admin')];

  app.get(
    '',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        description: 'Admins only. Newest first.',
        security: bearerAuth,
        response: withErrors({ 200: UserRows }, 401, 403),
      },
    },
    async () => app.repos.users.listByRole('buyer'),
  );

  app.delete(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        description:
          "Admins only. Removes the buyer, their reports and their Firebase account; their bookings stay as the sellers' records, reading 'Deleted user' without email or phone. 404 when no buyer has that id.",
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: DeleteResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      if (!(await app.removeUserAccount(request.params.id, 'buyer'))) {
        throw app.httpErrors.notFound('Buyer not found');
      }
      return { deletedCount: 1 };
    },
  );
};

export default buyersRoutes;
