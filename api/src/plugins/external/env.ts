/** Makes the parsed configuration (src/config/env.ts) available as `app.config`. */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'env' },
);
