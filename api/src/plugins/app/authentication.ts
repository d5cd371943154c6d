/**
 * Two kinds of bearer token. `app.authenticate`: our access token, whose user is re-read from the database on
 * every request (a deleted user gets 401, a role change applies at once). `app.authenticateIdToken`: a Firebase ID
 * token, for GET /jwt and POST /users.
 */
import type { UserRecord } from '@marketplace/shared/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { VerifiedIdentity } from './firebase-identity';

export type RequestHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: RequestHook;
    authenticateIdToken: RequestHook;
    /** Sets request.user when a valid access token is sent; without one (or with a bad one) goes on as anonymous. */
    authenticateIfPresent: RequestHook;
  }
  interface FastifyRequest {
    /** Set by app.authenticate: the signed-in user as the database has it now. */
    user: UserRecord | null;
    /** Set by app.authenticateIdToken: the verified Firebase identity. */
    identity: VerifiedIdentity | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('identity', null);

    function bearerToken(request: FastifyRequest): string {
      const match = BEARER.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw app.httpErrors.unauthorized('Missing bearer token');
      return match[1];
    }

    async function authenticate(request: FastifyRequest) {
      const claims = await app.accessTokens.verify(bearerToken(request));
      const user = await app.repos.users.findById(claims.sub);
      if (!user || user.email !== claims.email) {
        throw app.httpErrors.unauthorized('The account of this token no longer exists');
      }
      request.user = user;
    }
    app.decorate('authenticate', authenticate);

    app.decorate('authenticateIfPresent', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return;
      try {
        await authenticate(request);
      } catch {
        request.user = null;
      }
    });

    app.decorate('authenticateIdToken', async (request: FastifyRequest) => {
      request.identity = await app.identity.verifyIdToken(bearerToken(request));
    });
  },
  { name: 'authentication', dependencies: ['access-tokens', 'firebase-identity', 'repositories'] },
);
