/** Role checks declared on the route: `onRequest: [app.authenticate, app.requireRole('admin')]`. */
import type { Role, UserRecord } from '@marketplace/shared/types';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RequestHook } from './authentication';
import type { SignedInUser } from './repositories/sessions-repository';

declare module 'fastify' {
  interface FastifyInstance {
    requireRole: (...roles: Role[]) => RequestHook;
    /** 403 until the signed-in user's address is verified (listing, booking, reporting). */
    requireVerifiedEmail: RequestHook;
    /** The signed-in user, or 401 (for handlers behind app.authenticate). */
    signedInUser: (request: FastifyRequest) => SignedInUser;
  }
}

/** The user acts for that email: themselves, or an admin acting for anyone. */
export function actsFor(user: UserRecord, email: string): boolean {
  return user.role === 'admin' || user.email === email.toLowerCase();
}

export default fp(
  async (app) => {
    app.decorate('signedInUser', (request: FastifyRequest) => {
      if (!request.user) throw app.httpErrors.unauthorized('Missing bearer token');
      return request.user;
    });

    app.decorate('requireVerifiedEmail', async (request: FastifyRequest) => {
      if (!request.user?.emailVerified) throw app.httpErrors.forbidden('Verify your email address first');
    });

    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      const user = app.signedInUser(request);
      if (!roles.includes(user.role)) {
        throw app.httpErrors.forbidden(`This action requires the ${roles.join(' or ')} role`);
      }
    });
  },
  { name: 'authorization', dependencies: ['authentication'] },
);
