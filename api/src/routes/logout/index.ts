import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, withErrors } from '@marketplace/shared/schemas/common';
import { Type } from '@sinclair/typebox';

/** POST /logout: ends the server session of the access token it is called with. */
const logoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        description:
          "Log Out: ends the caller's server session; its access token answers 401 from then on (other sessions of the user stay). No body; 204.",
        security: bearerAuth,
        response: withErrors({ 204: Type.Null() }, 400, 401),
      },
    },
    async (request, reply) => {
      await app.repos.sessions.end(request.sessionId!);
      return reply.code(204).send(null);
    },
  );
};

export default logoutRoutes;
