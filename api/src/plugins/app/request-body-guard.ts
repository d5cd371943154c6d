/**
 * Two checks on request bodies that the route schemas cannot make:
 * - a call with no body schema (GET, DELETE, POST /images' multipart aside) refuses a body, rather than ignoring
 *   it and carrying on (a DELETE sent a form or a JSON document by mistake deletes nothing);
 * - JSON `null` and wrongly typed booleans are refused before validation. Fastify's ajv coerces types (kept on
 *   purpose: numbers may be sent as strings), but that would also turn `null` into 0 or '' and `true` into a
 *   price of 1: wrong types that must be a 400, not a stored value.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface BodySchema {
  properties?: Record<string, { type?: unknown }>;
}

function sendsBody(request: FastifyRequest): boolean {
  return (
    Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined
  );
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const schema = request.routeOptions.schema;
      if (sendsBody(request) && request.routeOptions.url && !schema?.body && !schema?.consumes) {
        throw app.httpErrors.badRequest('This call takes no request body');
      }
    });

    app.addHook('preValidation', async (request) => {
      const properties = (request.routeOptions.schema?.body as BodySchema | undefined)?.properties;
      const body = request.body;
      if (!properties || !body || typeof body !== 'object' || Array.isArray(body)) return;
      for (const [name, value] of Object.entries(body)) {
        const type = properties[name]?.type;
        if (typeof type !== 'string') continue;
        const wrong =
          value === null || (type === 'boolean' ? typeof value !== 'boolean' : typeof value === 'boolean');
        if (wrong) throw app.httpErrors.badRequest(`body/${name} must be ${type}`);
      }
    });
  },
  { name: 'request-body-guard', dependencies: ['sensible'] },
);
