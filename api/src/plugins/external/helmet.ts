/** Security headers. Images are embedded by the front ends on other origins, hence cross-origin CORP. */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(helmet, {
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
  },
  { name: 'helmet' },
);
