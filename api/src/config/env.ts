/** The only module that reads process.env: parses and validates every setting, with defaults that work locally. */
import path from 'node:path';
import { type EmailConfig, loadEmailConfig } from './email-config';
import { decimal, type Env, EnvError, flag, integer, text, url } from './env-readers';
import { type LocalSite, localSite } from './local-site';

export type DatabaseConfig =
  | {
      driver: 'pglite' /** a folder, or 'memory://' */;
      dataDir: string;
      /** A 'memory://' database starts from this dump of a fresh data folder (PGlite's dumpDataDir), not from initdb. */
      initialDump?: string;
    }
  | {
      driver: 'postgres';
      url: string /** optional schema set as search_path on every connection */;
      schema?: string;
      /** Connections this process keeps open at most: statements beyond it wait in the process. */
      poolSize: number;
    };

/** Where uploaded pictures are encoded (plugins/app/image-encoder.ts). */
export type ImageEncoderKind = 'child-process' | 'in-process';

export interface RateLimitConfig {
  timeWindowMs: number;
  jwtMax: number;
  usersMax: number;
  imagesMax: number;
}

/** Per account, per rolling hour (plugins/app/quota.ts). */
export interface QuotaConfig {
  productsPerHour: number;
  /** Edits of one's products (PATCH /products/{id}): each price cut may notify every saver. */
  productEditsPerHour: number;
  bookingsPerHour: number;
  reportsPerHour: number;
  imageUploadsPerHour: number;
  /** Conversations an account opens by asking about a product. */
  conversationsPerHour: number;
  /** Messages one person sends in one conversation. */
  messagesPerConversationPerHour: number;
  /** Products saved and searches kept: a heart pressed over and over is a write each time. */
  savesPerHour: number;
}

/** Real-user telemetry (POST /telemetry) and the release guard (plugins/app/release-guard.ts); docs/releases.md. */
export interface ReleaseConfig {
  /** The site folder whose remotes.json holds each remote's release state (RELEASE_SITE_DIR). */
  siteDir: string;
  /** How often the guard compares each canary with its stable version (RELEASE_GUARD_INTERVAL_MS). */
  guardIntervalMs: number;
  /** Canary page views needed before the guard judges it (RELEASE_GUARD_MIN_PAGE_VIEWS). */
  minPageViews: number;
  /** Roll back when the canary's error-session rate is over this many times stable's (RELEASE_GUARD_ERROR_RATE_RATIO)... */
  errorRateRatio: number;
  /** ...and at least this many percentage points above it (RELEASE_GUARD_ERROR_RATE_MIN_POINTS). */
  errorRateMinPoints: number;
  /** Roll back when the canary's load failures exceed this percentage of its page views (RELEASE_GUARD_MAX_LOAD_FAILURE_PERCENT). */
  maxLoadFailurePercent: number;
  /** Roll back when the canary's LCP or INP p75 is over this many times stable's (RELEASE_GUARD_VITAL_RATIO). */
  vitalRatio: number;
  /** Telemetry batches one address may send per minute (TELEMETRY_RATE_LIMIT_PER_MINUTE). */
  telemetryPerMinute: number;
  /** Largest telemetry batch in bytes (TELEMETRY_BODY_LIMIT_BYTES). */
  telemetryBodyLimit: number;
  /** Days of telemetry kept (TELEMETRY_RETENTION_DAYS). */
  retentionDays: number;
  /** Telemetry sessions the site issues to one address in an hour (TELEMETRY_SESSIONS_PER_ADDRESS_PER_HOUR). */
  sessionsPerAddressPerHour: number;
  /** How long an issued telemetry session counts (TELEMETRY_SESSION_TTL_MINUTES). */
  sessionTtlSeconds: number;
}

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Folder for local state: PGlite files and the generated dev JWT secret. */
  dataDir: string;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  /** How long one instance trusts its last check that a Firebase account is neither disabled nor deleted. */
  accountRecheckMs: number;
  firebaseProjectId: string;
  firebaseAuthEmulatorHost?: string;
  /** Lets emulator mode run on a non-loopback address (demos only: the emulator accepts unsigned tokens). */
  allowEmulatorOffLoopback: boolean;
  corsOrigins: string[];
  imageUploadKey: string;
  publicUrl: string;
  rateLimit: RateLimitConfig;
  quotas: QuotaConfig;
  /** Pending bookings one buyer may hold at once (BOOKING_MAX_PENDING). */
  maxPendingBookings: number;
  /** How long a pending booking holds its product before it expires (BOOKING_HOLD_HOURS). */
  bookingHoldMs: number;
  /** How long an offer (or a counter-offer) stays open unanswered before it expires (OFFER_EXPIRY_HOURS). */
  offerExpiryMs: number;
  /** How often each instance runs its scheduled work: expiring holds, sweeping counters and unused uploads. */
  maintenanceIntervalMs: number;
  /** Lifetime of a cached public answer (plugins/app/response-cache.ts); 0 = no cache. */
  responseCacheTtlMs: number;
  seedOnEmpty: boolean;
  /** Interval of the keep-alive comments on GET /events streams. */
  eventsKeepAliveMs: number;
  /** How often each instance ends the streams of ended sessions (EVENTS_SESSION_CHECK_MS; plugins/app/stream-sessions.ts). */
  eventsSessionCheckMs: number;
  /** Open GET /events streams this instance keeps at most; past it a new one answers 503 (EVENTS_MAX_STREAMS). */
  eventsMaxStreams: number;
  /** Pictures encoded at once by this instance (IMAGE_ENCODE_CONCURRENCY); each holds about one core. */
  imageEncodeConcurrency: number;
  /** Uploads that may wait for an encoder; past it they answer 503 with Retry-After (IMAGE_ENCODE_QUEUE_MAX). */
  imageEncodeQueueMax: number;
  /** Where pictures are encoded (IMAGE_ENCODER, plugins/app/image-encoder.ts): a low-priority child by default. */
  imageEncoder: ImageEncoderKind;
  trustProxy: boolean;
  logLevel: string;
  /** Redis for the cross-instance parts (event channel, rate limits); unset = PostgreSQL NOTIFY / in memory. */
  redisUrl?: string;
  /** Prefix of every Redis key and pub/sub channel of this deployment. */
  redisKeyPrefix: string;
  /** Names this instance in every log line (several instances behind a balancer). */
  instanceId?: string;
  /** How long after a sale its two sides may review it; then whatever exists is published. */
  reviewWindowSeconds: number;
  /** How often each instance publishes the reviews that are due. */
  reviewPublishIntervalMs: number;
  /** At most one alert per saved search in this time; later matches are counted into the next one. */
  savedSearchAlertIntervalSeconds: number;
  /** How often each instance looks for queued listings and counted alerts (its own listings are matched at once). */
  listingMatchPollMs: number;
  releases: ReleaseConfig;
  email: EmailConfig;
}

/** `<repo>/api/.data`, both from src/config (ts-jest) and dist/config (built). */
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '..', '..', '.data');
/** `<repo>/site`, the folder `npm run deploy` and `npm run release` write to when not told another. */
export const DEFAULT_RELEASE_SITE_DIR = path.resolve(__dirname, '..', '..', '..', 'site');

/**
 * Connections per instance. On the 2-core machine, 4 served no more requests per second than 10 at 50 concurrent
 * requests, and often fewer: with fewer statements in flight, PostgreSQL waits while this process is busy with
 * HTTP and JSON (bench/results/notes.md, search).
 */
export const DEFAULT_POOL_SIZE = 10;
const IMAGE_ENCODERS: readonly ImageEncoderKind[] = ['child-process', 'in-process'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const INSTANCE_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const REDIS_KEY_PREFIX = /^[A-Za-z0-9._:-]{0,64}$/;

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = path.resolve(text(env, 'DATA_DIR') ?? DEFAULT_DATA_DIR);
  const databaseUrl = text(env, 'DATABASE_URL');
  const databaseSchema = text(env, 'DATABASE_SCHEMA');
  if (databaseSchema !== undefined && !SCHEMA_NAME.test(databaseSchema)) {
    throw new EnvError('DATABASE_SCHEMA', databaseSchema, 'a lower-case SQL identifier');
  }
  const jwtSecret = text(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new EnvError('JWT_SECRET', '<hidden>', 'at least 32 characters');
  }
  const imageEncoder = (text(env, 'IMAGE_ENCODER') ?? 'child-process') as ImageEncoderKind;
  if (!IMAGE_ENCODERS.includes(imageEncoder)) {
    throw new EnvError('IMAGE_ENCODER', imageEncoder, IMAGE_ENCODERS.join('|'));
  }
  const logLevel = text(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new EnvError('LOG_LEVEL', logLevel, LOG_LEVELS.join('|'));
  const redisUrl = text(env, 'REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    throw new EnvError('REDIS_URL', redisUrl, 'a redis:// or rediss:// URL');
  }
  const redisKeyPrefix = env.REDIS_KEY_PREFIX?.trim() ?? 'furniture:';
  if (!REDIS_KEY_PREFIX.test(redisKeyPrefix)) {
    throw new EnvError('REDIS_KEY_PREFIX', redisKeyPrefix, 'at most 64 letters, digits or ._:-');
  }
  const instanceId = text(env, 'INSTANCE_ID');
  if (instanceId !== undefined && !INSTANCE_ID.test(instanceId)) {
    throw new EnvError('INSTANCE_ID', instanceId, 'at most 64 letters, digits or ._:-');
  }
  // The local defaults come from the site map (SITE_CONFIG, or the repository's), read only when a value is unset.
  let local: LocalSite | undefined;
  const fromSiteMap = <T>(name: string, pick: (site: LocalSite) => T): T => {
    local ??= localSite(text(env, 'SITE_CONFIG'));
    if (!local) throw new Error(`${name} is not set, and no site.config.json gives its local default`);
    return pick(local);
  };
  const corsOrigins = text(env, 'CORS_ORIGINS')
    ?.split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);

  return {
    port: integer(env, 'PORT', text(env, 'PORT') ? 0 : fromSiteMap('PORT', (site) => site.apiPort), 0, 65535),
    host: text(env, 'HOST') ?? '127.0.0.1',
    database: databaseUrl
      ? {
          driver: 'postgres',
          url: databaseUrl,
          schema: databaseSchema,
          poolSize: integer(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 1, 1000),
        }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    dataDir,
    jwtSecret,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 3600, 60, 86_400),
    accountRecheckMs: integer(env, 'ACCOUNT_RECHECK_SECONDS', 30, 0, 60) * 1000,
    firebaseProjectId: text(env, 'FIREBASE_PROJECT_ID') ?? 'demo-furniture',
    firebaseAuthEmulatorHost: text(env, 'FIREBASE_AUTH_EMULATOR_HOST'),
    allowEmulatorOffLoopback: flag(env, 'ALLOW_EMULATOR_OFF_LOOPBACK', false),
    corsOrigins:
      corsOrigins && corsOrigins.length > 0
        ? corsOrigins
        : fromSiteMap('CORS_ORIGINS', (site) => site.frontEndOrigins),
    imageUploadKey: text(env, 'IMAGE_UPLOAD_KEY') ?? 'dev-image-key',
    publicUrl: url(
      env,
      'PUBLIC_URL',
      text(env, 'PUBLIC_URL') ? '' : fromSiteMap('PUBLIC_URL', (site) => site.apiUrl),
    ),
    rateLimit: {
      timeWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
      jwtMax: integer(env, 'RATE_LIMIT_JWT_MAX', 60, 1, 1_000_000),
      usersMax: integer(env, 'RATE_LIMIT_USERS_MAX', 30, 1, 1_000_000),
      imagesMax: integer(env, 'RATE_LIMIT_IMAGES_MAX', 30, 1, 1_000_000),
    },
    quotas: {
      productsPerHour: integer(env, 'QUOTA_PRODUCTS_PER_HOUR', 50, 1, 1_000_000),
      productEditsPerHour: integer(env, 'QUOTA_PRODUCT_EDITS_PER_HOUR', 60, 1, 1_000_000),
      bookingsPerHour: integer(env, 'QUOTA_BOOKINGS_PER_HOUR', 20, 1, 1_000_000),
      reportsPerHour: integer(env, 'QUOTA_REPORTS_PER_HOUR', 10, 1, 1_000_000),
      imageUploadsPerHour: integer(env, 'QUOTA_IMAGE_UPLOADS_PER_HOUR', 300, 1, 1_000_000),
      conversationsPerHour: integer(env, 'QUOTA_CONVERSATIONS_PER_HOUR', 10, 1, 1_000_000),
      messagesPerConversationPerHour: integer(
        env,
        'QUOTA_MESSAGES_PER_CONVERSATION_PER_HOUR',
        60,
        1,
        1_000_000,
      ),
      savesPerHour: integer(env, 'QUOTA_SAVES_PER_HOUR', 200, 1, 1_000_000),
    },
    maxPendingBookings: integer(env, 'BOOKING_MAX_PENDING', 3, 1, 1000),
    bookingHoldMs: integer(env, 'BOOKING_HOLD_HOURS', 48, 1, 8760) * 3_600_000,
    offerExpiryMs: integer(env, 'OFFER_EXPIRY_HOURS', 48, 1, 8760) * 3_600_000,
    maintenanceIntervalMs: integer(env, 'MAINTENANCE_INTERVAL_MS', 60_000, 100, 3_600_000),
    responseCacheTtlMs: integer(env, 'RESPONSE_CACHE_TTL_MS', 5000, 0, 86_400_000),
    seedOnEmpty: flag(env, 'SEED_ON_EMPTY', true),
    eventsMaxStreams: integer(env, 'EVENTS_MAX_STREAMS', 2000, 1, 1_000_000),
    imageEncodeConcurrency: integer(env, 'IMAGE_ENCODE_CONCURRENCY', 1, 1, 64),
    imageEncodeQueueMax: integer(env, 'IMAGE_ENCODE_QUEUE_MAX', 50, 0, 10_000),
    imageEncoder,
    eventsKeepAliveMs: integer(env, 'EVENTS_KEEP_ALIVE_MS', 15_000, 50, 600_000),
    eventsSessionCheckMs: integer(env, 'EVENTS_SESSION_CHECK_MS', 2000, 50, 5000),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    logLevel,
    redisUrl,
    redisKeyPrefix,
    instanceId,
    reviewWindowSeconds: integer(env, 'REVIEW_WINDOW_SECONDS', 14 * 86_400, 1, 365 * 86_400),
    reviewPublishIntervalMs: integer(env, 'REVIEW_PUBLISH_INTERVAL_MS', 60_000, 50, 86_400_000),
    savedSearchAlertIntervalSeconds: integer(env, 'SAVED_SEARCH_ALERT_INTERVAL_SECONDS', 3600, 1, 86_400),
    listingMatchPollMs: integer(env, 'LISTING_MATCH_POLL_MS', 10_000, 50, 3_600_000),
    releases: {
      siteDir: path.resolve(text(env, 'RELEASE_SITE_DIR') ?? DEFAULT_RELEASE_SITE_DIR),
      guardIntervalMs: integer(env, 'RELEASE_GUARD_INTERVAL_MS', 10_000, 50, 3_600_000),
      minPageViews: integer(env, 'RELEASE_GUARD_MIN_PAGE_VIEWS', 50, 1, 1_000_000),
      errorRateRatio: decimal(env, 'RELEASE_GUARD_ERROR_RATE_RATIO', 2, 1, 100),
      errorRateMinPoints: decimal(env, 'RELEASE_GUARD_ERROR_RATE_MIN_POINTS', 2, 0, 100),
      maxLoadFailurePercent: decimal(env, 'RELEASE_GUARD_MAX_LOAD_FAILURE_PERCENT', 1, 0, 100),
      vitalRatio: decimal(env, 'RELEASE_GUARD_VITAL_RATIO', 1.5, 1, 100),
      telemetryPerMinute: integer(env, 'TELEMETRY_RATE_LIMIT_PER_MINUTE', 60, 1, 1_000_000),
      telemetryBodyLimit: integer(env, 'TELEMETRY_BODY_LIMIT_BYTES', 64 * 1024, 1024, 1024 * 1024),
      retentionDays: integer(env, 'TELEMETRY_RETENTION_DAYS', 14, 1, 365),
      sessionsPerAddressPerHour: integer(env, 'TELEMETRY_SESSIONS_PER_ADDRESS_PER_HOUR', 20, 1, 1_000_000),
      sessionTtlSeconds: integer(env, 'TELEMETRY_SESSION_TTL_MINUTES', 60, 1, 1440) * 60,
    },
    email: loadEmailConfig(env, () => {
      local ??= localSite(text(env, 'SITE_CONFIG'));
      return local;
    }),
  };
}
