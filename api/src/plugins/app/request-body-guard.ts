/**
 * Two checks on request bodies that the route schemas cannot make:
 * - a call with no body schema (GET, DELETE, POST /images' multipart aside) refuses a body, rather than ignoring
 *   it and carrying on (a DELETE sent a form or a JSON document by mistake deletes nothing);
 * - JSON `null` and wrongly typed booleans (also inside objects and arrays) are refused before validation. Fastify's ajv coerces types (kept on
 *   purpose: numbers may be sent as strings), but that would also turn `null` into 0 or '' and `true` into a
 *   price of 1: wrong types that must be a 400, not a stored value.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface BodySchema {
  type?: unknown;
  properties?: Record<string, BodySchema>;
  items?: BodySchema;
  anyOf?: BodySchema[];
}

/** The first field (path) holding `null` or a wrongly typed boolean, at any depth the schema describes. */
function wronglyTyped(schema: BodySchema | undefined, value: unknown, path: string): string | null {
  if (!schema) return null;
  if (schema.anyOf) {
    // A union (`dimensions: { ... } | null`): the value is fine when one of its shapes takes it.
    if (value === null && schema.anyOf.some((shape) => shape.type === 'null')) return null;
    const problems = schema.anyOf
      .filter((shape) => shape.type !== 'null')
      .map((shape) => wronglyTyped(shape, value, path));
    return problems.includes(null) ? null : (problems[0] ?? null);
  }
  const type = schema.type;
  if (typeof type === 'string') {
    // ajv would also wrap a single value into an array: a list field takes a list.
    const wrong =
      value === null ||
      (type === 'boolean' ? typeof value !== 'boolean' : typeof value === 'boolean') ||
      (type === 'array' && !Array.isArray(value));
    if (wrong) return `${path} must be ${type}`;
  }
  if (schema.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [name, inner] of Object.entries(value)) {
      const found = wronglyTyped(schema.properties[name], inner, `${path}/${name}`);
      if (found) return found;
    }
  }
  if (schema.items && Array.isArray(value)) {
    for (const [index, inner] of value.entries()) {
      const found = wronglyTyped(schema.items, inner, `${path}/${index}`);
      if (found) return found;
    }
  }
  return null;
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
      const schema = request.routeOptions.schema?.body as BodySchema | undefined;
      const body = request.body;
      if (!schema?.properties || !body || typeof body !== 'object' || Array.isArray(body)) return;
      const wrong = wronglyTyped({ properties: schema.properties }, body, 'body');
      if (wrong) throw app.httpErrors.badRequest(wrong);
    });
  },
  { name: 'request-body-guard', dependencies: ['sensible'] },
);
