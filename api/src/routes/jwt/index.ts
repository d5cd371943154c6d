import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { withErrors } from '@marketplace/shared/schemas/common';
import { JwtQuery, JwtResponse } from '@marketplace/shared/schemas/users';

/** GET /jwt: trades a Firebase ID token for the API's access token, for the verified email only. */
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
          'Authorization: Bearer <Firebase ID token>. The `email` query parameter is accepted for compatibility and ignored: the token decides. A first sign-in without a POST /users record creates a buyer.',
        querystring: JwtQuery,
        response: withErrors({ 200: JwtResponse }, 400, 401, 429),
      },
    },
    async (request) => {
      const identity = request.identity!;
      const user =
        (await app.repos.users.findByEmail(identity.email)) ??
        (await app.repos.users.findOrCreateBuyer({
          email: identity.email,
          name: identity.name || identity.email.split('@')[0]!,
          img: identity.picture ?? '',
        }));
      return {
        accessToken: await app.accessTokens.sign({ id: user._id, email: user.email, role: user.role }),
      };
    },
  );
};

export default jwtRoutes;
