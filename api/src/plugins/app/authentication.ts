/**
 * Two kinds of bearer token. `app.authenticate`: our access token, which names a server session; the session
 * and its user are re-read from the database on every request (after Log Out or for a deleted user: 401; a role
 * change applies at once), and a user with a Firebase account is re-checked with Firebase at most every
 * ACCOUNT_RECHECK_SECONDS (disabled or deleted there: 401). `app.authenticateIdToken`: a Firebase ID token,
 * for GET /jwt and POST /users. `app.startSession(user)`: a new session and its access token.
 */
import type { Role } from '@marketplace/shared/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { VerifiedIdentity } from './firebase-identity';
import type { SignedInUser } from './repositories/sessions-repository';

export type RequestHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: RequestHook;
    authenticateIdToken: RequestHook;
    /** Sets request.user when a valid access token is sent; without one (or with a bad one) goes on as anonymous. */
    authenticateIfPresent: RequestHook;
    /** Opens a server session for the user and answers its access token. */
    startSession: (user: { _id: string; email: string; role: Role }) => Promise<string>;
  }
  interface FastifyRequest {
    /** Set by app.authenticate: the signed-in user as the database has it now. */
    user: SignedInUser | null;
    /** Set by app.authenticate: the server session of the access token. */
    sessionId: string | null;
    /** Set by app.authenticateIdToken: the verified Firebase identity. */
    identity: VerifiedIdentity | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('identity', null);

    function bearerToken(request: FastifyRequest): string {
      const match = BEARER.exec(request.headers.authorization ?? '');
      if (!match?.[1]) throw app.httpErrors.unauthorized('Missing bearer token');
      return match[1];
    }

    async function authenticate(request: FastifyRequest) {
      const claims = await app.accessTokens.verify(bearerToken(request));
      const user = await app.repos.sessions.findUser(claims.sid, claims.sub);
      if (!user) throw app.httpErrors.unauthorized('This session has ended; sign in again');
      if (user.email !== claims.email) {
        throw app.httpErrors.unauthorized('The account of this token no longer exists');
      }
      if (user.firebaseUid && !(await app.identity.accountActive(user.firebaseUid))) {
        throw app.httpErrors.unauthorized('This account is disabled or deleted');
      }
      request.user = user;
      request.sessionId = claims.sid;
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

    app.decorate('startSession', async (user: { _id: string; email: string; role: Role }) => {
      const ttlSeconds = app.config.accessTokenTtlSeconds;
      const sessionId = await app.repos.sessions.start(user._id, ttlSeconds);
      return app.accessTokens.sign(
        { id: user._id, email: user.email, role: user.role, sessionId },
        ttlSeconds,
      );
    });
  },
  { name: 'authentication', dependencies: ['access-tokens', 'firebase-identity', 'repositories'] },
);
