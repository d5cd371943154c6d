/**
 * OpenAPI document built from the route schemas, for the front-end teams: a page to read at GET /docs
 * (@fastify/swagger-ui, its scripts and styles served from /docs/static), the document itself at
 * GET /docs/json (what the page loads) and GET /docs/openapi.json.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
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
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      theme: { title: 'Furniture marketplace API' },
    });
    app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
