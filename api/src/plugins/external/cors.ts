/** Only the configured front-end origins may call the API from a browser; the paging header is readable. */
import cors from '@fastify/cors';
import { NEXT_CURSOR_HEADER } from '@marketplace/shared/constants';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      exposedHeaders: [NEXT_CURSOR_HEADER, 'Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['env'] },
);
