/** Builds the Fastify instance from plugins and routes; used by server.ts, the scripts and the tests. */
import os from 'node:os';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { assertSafeEmulatorSetup } from './config/emulator-safety';
import type { AppConfig } from './config/env';
import { formatValidationErrors, handleError, handleNotFound } from './error-handler';
import accessTokens from './plugins/app/access-tokens';
import accountBinding from './plugins/app/account-binding';
import accountRemoval from './plugins/app/account-removal';
import authentication from './plugins/app/authentication';
import authorization from './plugins/app/authorization';
import cacheCoherence from './plugins/app/cache-coherence';
import conversationSignals from './plugins/app/conversation-signals';
import emailOutbox from './plugins/app/email/email-outbox';
import eventChannel from './plugins/app/event-channel';
import eventStream from './plugins/app/event-stream';
import firebaseIdentity from './plugins/app/firebase-identity';
import imageStore from './plugins/app/image-store';
import internalAdmin from './plugins/app/internal-admin';
import maintenance from './plugins/app/maintenance';
import quota from './plugins/app/quota';
import releaseGuard from './plugins/app/release-guard';
import repositories from './plugins/app/repositories';
import requestBodyGuard from './plugins/app/request-body-guard';
import responseCache from './plugins/app/response-cache';
import reviewPublication from './plugins/app/review-publication';
import savedSearchAlerts from './plugins/app/saved-search-alerts';
import shutdown from './plugins/app/shutdown';
import streamSessions from './plugins/app/stream-sessions';
import cors from './plugins/external/cors';
import database from './plugins/external/database';
import env from './plugins/external/env';
import helmet from './plugins/external/helmet';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/external/redis';
import sensible from './plugins/external/sensible';
import swagger from './plugins/external/swagger';
import { OneLinePerRequest, serializeRequest } from './request-log';
import bookingsRoutes from './routes/bookings/index';
import buyersRoutes from './routes/buyers/index';
import conversationReportsRoutes from './routes/conversation-reports/index';
import conversationsRoutes from './routes/conversations/index';
import emailRoutes from './routes/email/index';
import emailPreferencesRoutes from './routes/email-preferences/index';
import eventsRoutes from './routes/events/index';
import healthRoutes from './routes/health/index';
import imagesRoutes from './routes/images/index';
import internalRoutes from './routes/internal/index';
import itemsRoutes from './routes/items/index';
import jwtRoutes from './routes/jwt/index';
import logoutRoutes from './routes/logout/index';
import notificationsRoutes from './routes/notifications/index';
import offersRoutes from './routes/offers/index';
import productOffersRoutes from './routes/offers/product-offers';
import productsRoutes from './routes/products/index';
import releasesRoutes from './routes/releases/index';
import reportsRoutes from './routes/reports/index';
import reviewsRoutes from './routes/reviews/index';
import savedRoutes from './routes/saved/index';
import savedSearchesRoutes from './routes/saved-searches/index';
import searchRoutes from './routes/search/index';
import sellersRoutes from './routes/sellers/index';
import sitemapRoutes from './routes/sitemap/index';
import telemetryRoutes from './routes/telemetry/index';
import userBlocksRoutes from './routes/user-blocks/index';
import usersRoutes from './routes/users/index';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildOptions {
  /** Where the logs go (tests); stdout by default. */
  logStream?: { write(line: string): void };
  /** Told of every route as it is registered (the authorization matrix lists the app's routes this way). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  assertSafeEmulatorSetup(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Several instances write to one place: each line names the instance (pino's default base plus INSTANCE_ID).
      base: {
        pid: process.pid,
        hostname: os.hostname(),
        ...(config.instanceId ? { instance: config.instanceId } : {}),
      },
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
    // While the instance drains, a request that reached it (on a connection opened before it stopped listening)
    // is answered normally: Fastify's default 503 would fail a POST, which the balancer must never send elsewhere.
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // Third-party wiring
  await app.register(env, { config });
  await app.register(sensible);
  await app.register(helmet);
  await app.register(cors);
  await app.register(redis);
  await app.register(rateLimit);
  await app.register(multipart);
  await app.register(swagger);
  await app.register(database);

  // Our services
  await app.register(shutdown);
  await app.register(repositories);
  await app.register(firebaseIdentity);
  await app.register(accessTokens);
  await app.register(authentication);
  await app.register(authorization);
  await app.register(quota);
  await app.register(imageStore);
  await app.register(internalAdmin);
  await app.register(eventChannel);
  await app.register(eventStream);
  await app.register(streamSessions);
  await app.register(conversationSignals);
  await app.register(accountRemoval);
  await app.register(accountBinding);
  await app.register(maintenance);
  await app.register(requestBodyGuard);
  await app.register(responseCache);
  await app.register(cacheCoherence);
  await app.register(reviewPublication);
  await app.register(savedSearchAlerts);
  await app.register(releaseGuard);
  await app.register(emailOutbox);

  // One error contract: `{ message }` with the right status; real messages only below 500.
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);

  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(jwtRoutes, { prefix: '/jwt' });
  await app.register(logoutRoutes, { prefix: '/logout' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(userBlocksRoutes, { prefix: '/users' });
  await app.register(productsRoutes, { prefix: '/products' });
  await app.register(productOffersRoutes, { prefix: '/products' });
  await app.register(offersRoutes, { prefix: '/offers' });
  await app.register(bookingsRoutes, { prefix: '/bookings' });
  await app.register(buyersRoutes, { prefix: '/buyers' });
  await app.register(sellersRoutes, { prefix: '/sellers' });
  await app.register(reportsRoutes, { prefix: '/reports' });
  await app.register(conversationReportsRoutes, { prefix: '/reports/conversations' });
  await app.register(conversationsRoutes, { prefix: '/conversations' });
  await app.register(imagesRoutes, { prefix: '/images' });
  await app.register(notificationsRoutes, { prefix: '/notifications' });
  await app.register(eventsRoutes, { prefix: '/events' });
  await app.register(itemsRoutes, { prefix: '/items' });
  await app.register(searchRoutes, { prefix: '/search' });
  await app.register(sitemapRoutes, { prefix: '/sitemap' });
  await app.register(internalRoutes, { prefix: '/internal' });
  // Reviews belong to a booking (written) and to a user (read): their routes name both.
  await app.register(reviewsRoutes);
  await app.register(savedRoutes, { prefix: '/saved' });
  await app.register(savedSearchesRoutes, { prefix: '/saved-searches' });
  await app.register(telemetryRoutes, { prefix: '/telemetry' });
  await app.register(releasesRoutes, { prefix: '/releases' });
  await app.register(emailPreferencesRoutes, { prefix: '/email-preferences' });
  await app.register(emailRoutes, { prefix: '/email' });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
