import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withErrors } from '@marketplace/shared/schemas/common';
import { JwtQuery, JwtResponse } from '@marketplace/shared/schemas/users';

/**
 * GET /jwt: trades a Firebase ID token for the API's access token (a new server session), for the verified email
 * only. Each call also records whether the address is verified, so a client that has just verified it calls
 * GET /jwt again with a fresh ID token and can act at once.
 */
const jwtRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      // The limit is checked before the token, so failed attempts count too.
      onRequest: [
        app.rateLimit({ max: app.config.rateLimit.jwtMax, timeWindow: app.config.rateLimit.timeWindowMs }),
        app.authenticateIdToken,
      ],
      schema: {
        tags: ['auth'],
        description:
          "Authorization: Bearer <Firebase ID token>. The `email` query parameter is accepted for compatibility and ignored: the token decides. A first sign-in without a POST /users record creates a buyer. The token's `email_verified` (a Google account counts as verified) is recorded: call again with a fresh ID token after the address is verified. A new Firebase account with the address of a deleted one gets a fresh buyer, never the old account's role or data; 403 while the earlier account still exists.",
        querystring: JwtQuery,
        response: withErrors({ 200: JwtResponse }, 400, 401, 403, 429),
      },
    },
    async (request) => {
      const identity = request.identity!;
      await app.claimAddress(identity);
      const user =
        (await app.repos.users.findByEmail(identity.email)) ??
        (await app.repos.users.findOrCreateBuyer({
          email: identity.email,
          name: identity.name || identity.email.split('@')[0]!,
          img: identity.picture ?? '',
        }));
      await app.bindIdentity(user._id, identity);
      return { accessToken: await app.startSession(user) };
    },
  );
};

export default jwtRoutes;
