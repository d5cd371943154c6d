/** Builds the Fastify instance from plugins and routes; used by server.ts, the scripts and the tests. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { type AppConfig, assertSafeEmulatorSetup } from './config/env';
import { formatValidationErrors, handleError, handleNotFound } from './error-handler';
import accessTokens from './plugins/app/access-tokens';
import accountRemoval from './plugins/app/account-removal';
import authentication from './plugins/app/authentication';
import authorization from './plugins/app/authorization';
import eventChannel from './plugins/app/event-channel';
import eventStream from './plugins/app/event-stream';
import firebaseIdentity from './plugins/app/firebase-identity';
import imageStore from './plugins/app/image-store';
import repositories from './plugins/app/repositories';
import requestBodyGuard from './plugins/app/request-body-guard';
import responseCache from './plugins/app/response-cache';
import cors from './plugins/external/cors';
import database from './plugins/external/database';
import env from './plugins/external/env';
import helmet from './plugins/external/helmet';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import sensible from './plugins/external/sensible';
import swagger from './plugins/external/swagger';
import { OneLinePerRequest, serializeRequest } from './request-log';
import bookingsRoutes from './routes/bookings/index';
import buyersRoutes from './routes/buyers/index';
import eventsRoutes from './routes/events/index';
import healthRoutes from './routes/health/index';
import imagesRoutes from './routes/images/index';
import itemsRoutes from './routes/items/index';
import jwtRoutes from './routes/jwt/index';
import notificationsRoutes from './routes/notifications/index';
import productsRoutes from './routes/products/index';
import reportsRoutes from './routes/reports/index';
import searchRoutes from './routes/search/index';
import sellersRoutes from './routes/sellers/index';
import usersRoutes from './routes/users/index';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  /** Where the logs go (tests); stdout by default. */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  assertSafeEmulatorSetup(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization'],
      // The event stream's ticket travels in its URL: never let it reach a log line.
      serializers: { req: serializeRequest },
      stream: options.logStream,
    },
    logController: new OneLinePerRequest(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Long enough for any email in a path parameter, so the schema (not the router) rejects bad ones.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 320 },
    // Bad URLs and over-long parameters are caught by the router: same `{ message }` contract.
    frameworkErrors: handleError,
    schemaErrorFormatter: formatValidationErrors,
    // Unknown body fields are refused (400), not silently dropped: the schemas list every field a client sends.
    ajv: { customOptions: { removeAdditional: false } },
    // PGlite compiles its WASM and extensions at start: over 20 s seen on the shared 2-core machine under load
    // (Fastify's default is 10 s per plugin).
    pluginTimeout: 60_000,
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
  await app.register(eventChannel);
  await app.register(eventStream);
  await app.register(accountRemoval);
  await app.register(requestBodyGuard);
  await app.register(responseCache);

  // One error contract: `{ message }` with the right status; real messages only below 500.
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);

  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(jwtRoutes, { prefix: '/jwt' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(productsRoutes, { prefix: '/products' });
  await app.register(bookingsRoutes, { prefix: '/bookings' });
  await app.register(buyersRoutes, { prefix: '/buyers' });
  await app.register(sellersRoutes, { prefix: '/sellers' });
  await app.register(reportsRoutes, { prefix: '/reports' });
  await app.register(imagesRoutes, { prefix: '/images' });
  await app.register(notificationsRoutes, { prefix: '/notifications' });
  await app.register(eventsRoutes, { prefix: '/events' });
  await app.register(itemsRoutes, { prefix: '/items' });
  await app.register(searchRoutes, { prefix: '/search' });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
