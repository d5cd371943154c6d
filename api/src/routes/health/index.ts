import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    { schema: { tags: ['health'], response: { 200: Type.Object({ ok: Type.Literal(true) }) } } },
    async () => {
      await app.db.query('SELECT 1');
      return { ok: true as const };
    },
  );
};

export default healthRoutes;
