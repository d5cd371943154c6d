import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  bearerAuth,
  CreateResponse,
  IdParams,
  UpdateResponse,
  withErrors,
} from '@marketplace/shared/schemas/common';
import {
  CreateUserBody,
  EmailParams,
  IsAdminResponse,
  IsSellerResponse,
} from '@marketplace/shared/schemas/users';
import { AdminRevocationRefused } from '../../plugins/app/repositories/users-repository';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      // The limit is checked before the token, so failed attempts count too.
      onRequest: [
        app.rateLimit({ max: app.config.rateLimit.usersMax, timeWindow: app.config.rateLimit.timeWindowMs }),
        app.authenticateIdToken,
      ],
      schema: {
        tags: ['users'],
        description:
          'Sign-up record. Authorization: Bearer <Firebase ID token> whose email must equal body.email. Upsert on email: repeated (Google) sign-ups update name and picture, never duplicate, and never downgrade an admin or a seller.',
        body: CreateUserBody,
        response: withErrors({ 200: CreateResponse, 201: CreateResponse }, 400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      const identity = request.identity!;
      if (request.body.email.toLowerCase() !== identity.email) {
        throw app.httpErrors.forbidden('The email does not match the signed-in account');
      }
      await app.claimAddress(identity);
      const { user, inserted } = await app.repos.users.upsertFromSignUp({
        email: identity.email,
        name: request.body.name.trim(),
        img: request.body.img,
        role: request.body.role,
      });
      await app.bindIdentity(user._id, identity);
      reply.code(inserted ? 201 : 200);
      return inserted
        ? { acknowledged: true, insertedId: user._id }
        : {
            acknowledged: true,
            insertedId: user._id,
            message: `User already registered as ${user.role}; profile updated`,
          };
    },
  );

  app.get(
    '/admin/:email',
    {
      config: { publicCache: true },
      schema: { tags: ['users'], params: EmailParams, response: withErrors({ 200: IsAdminResponse }, 400) },
    },
    async (request) => {
      const user = await app.repos.users.findByEmail(request.params.email);
      return { isAdmin: user?.role === 'admin' };
    },
  );

  app.get(
    '/seller/:email',
    {
      config: { publicCache: true },
      schema: { tags: ['users'], params: EmailParams, response: withErrors({ 200: IsSellerResponse }, 400) },
    },
    async (request) => {
      const user = await app.repos.users.findByEmail(request.params.email);
      return { isSeller: user?.role === 'seller' };
    },
  );

  const adminOnly = [app.authenticate, app.requireRole('admin')];

  app.put(
    '/:id/admin',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        description:
          'Admins only. Makes the user an admin (they keep appearing in Manage Buyers or Manage Sellers with role admin). No body. modifiedCount 0 when already an admin; 404 when no user has that id.',
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: UpdateResponse }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const modified = await app.repos.users.grantAdmin(request.params.id);
      if (modified === null) throw app.httpErrors.notFound('User not found');
      return { acknowledged: true, modifiedCount: modified };
    },
  );

  app.delete(
    '/:id/admin',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        description:
          'Admins only. Gives an admin back the role they had before (buyer when unknown). 409 for the last admin (two admins removing each other at once: exactly one succeeds); modifiedCount 0 when not an admin; 404 when no user has that id.',
        security: bearerAuth,
        params: IdParams,
        response: withErrors({ 200: UpdateResponse }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      try {
        const modified = await app.repos.users.revokeAdmin(request.params.id, app.signedInUser(request)._id);
        if (modified === null) throw app.httpErrors.notFound('User not found');
        return { acknowledged: true, modifiedCount: modified };
      } catch (error) {
        if (!(error instanceof AdminRevocationRefused)) throw error;
        throw error.reason === 'last-admin'
          ? app.httpErrors.conflict(error.message)
          : app.httpErrors.forbidden(error.message);
      }
    },
  );
};

export default usersRoutes;
