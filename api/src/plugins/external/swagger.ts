/** OpenAPI document built from the route schemas, served at GET /docs/openapi.json for the front-end teams. */
import swagger from '@fastify/swagger';
import { ErrorResponse } from '@marketplace/shared/schemas/common';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addSchema(ErrorResponse);
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Furniture marketplace API',
          version: '1.0.0',
          description:
            'Errors are JSON `{ message }`; 401 = missing/invalid/expired token, 403 = wrong role or owner.',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
    });
    app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
