/** Builds the Fastify instance from plugins and routes; used by server.ts, the scripts and the tests. */
import { STATUS_CODES } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifySchemaValidationError } from 'fastify';
import { type AppConfig, assertSafeEmulatorSetup } from './config/env';
import { sqlState } from './db/driver';
import accountRemoval from './plugins/app/account-removal';
import accessTokens from './plugins/app/access-tokens';
import authentication from './plugins/app/authentication';
import authorization from './plugins/app/authorization';
import firebaseIdentity from './plugins/app/firebase-identity';
import imageStore from './plugins/app/image-store';
import repositories from './plugins/app/repositories';
import cors from './plugins/external/cors';
import database from './plugins/external/database';
import env from './plugins/external/env';
import helmet from './plugins/external/helmet';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import sensible from './plugins/external/sensible';
import swagger from './plugins/external/swagger';
import bookingsRoutes from './routes/bookings/index';
import buyersRoutes from './routes/buyers/index';
import healthRoutes from './routes/health/index';
import imagesRoutes from './routes/images/index';
import jwtRoutes from './routes/jwt/index';
import productsRoutes from './routes/products/index';
import reportsRoutes from './routes/reports/index';
import sellersRoutes from './routes/sellers/index';
import usersRoutes from './routes/users/index';

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Readable validation messages: "body/role must be one of: buyer, seller". */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const messages = errors.map((error) => {
    const params = error.params as Record<string, unknown>;
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      message = `must be one of: ${params.allowedValues.join(', ')}`;
    } else if (error.keyword === 'pattern' && params.pattern === '\\S') {
      message = 'must not be blank';
    } else if (error.keyword === 'pattern' && params.pattern === '^https?://') {
      message = 'must be an http(s) URL';
    }
    return `${dataVar}${error.instancePath} ${message}`;
  });
  return new Error(messages.join('; '));
}

/** SQLSTATEs caused by input rather than by us: never a 500. */
const CLIENT_SQL_STATES: Record<string, number> = {
  '22P02': 400, // invalid text representation (e.g. not a uuid)
  '22001': 400, // value too long
  '22003': 400, // numeric out of range
  '22007': 400, // invalid date-time
  '22008': 400, // date-time out of range
  '23514': 400, // check constraint
  '23502': 400, // not null
  '23505': 409, // unique violation
  '23503': 409, // foreign key violation
};

export function statusOf(error: FastifyError): number {
  if (error.validation) return 400;
  const state = sqlState(error);
  if (state) return CLIENT_SQL_STATES[state] ?? 500;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

export async function buildApp(config: AppConfig) {
  assertSafeEmulatorSetup(config);
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    schemaErrorFormatter: formatValidationErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Third-party wiring
  await app.register(env, { config });
  await app.register(sensible);
  await app.register(helmet);
  await app.register(cors);
  await app.register(rateLimit);
  await app.register(multipart);
  await app.register(swagger);
  await app.register(database);

  // Our services
  await app.register(repositories);
  await app.register(firebaseIdentity);
  await app.register(accessTokens);
  await app.register(authentication);
  await app.register(authorization);
  await app.register(imageStore);
  await app.register(accountRemoval);

  // One error contract: `{ message }` with the right status; real messages only below 500.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      return reply.code(status).send({ message: STATUS_CODES[status] ?? 'Internal Server Error' });
    }
    const message = sqlState(error) ? 'The request conflicts with stored data or has invalid values' : error.message;
    request.log.info({ status, message }, 'request rejected');
    return reply.code(status).send({ message: message || STATUS_CODES[status] || 'Bad Request' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });

  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(jwtRoutes, { prefix: '/jwt' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(productsRoutes, { prefix: '/products' });
  await app.register(bookingsRoutes, { prefix: '/bookings' });
  await app.register(buyersRoutes, { prefix: '/buyers' });
  await app.register(sellersRoutes, { prefix: '/sellers' });
  await app.register(reportsRoutes, { prefix: '/reports' });
  await app.register(imagesRoutes, { prefix: '/images' });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
