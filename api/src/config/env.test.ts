import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testConfig } from '../../test/helpers';
import { buildApp } from '../app';
import { assertSafeEmulatorSetup, isLoopbackHost } from './emulator-safety';
import { DEFAULT_DATA_DIR, DEFAULT_POOL_SIZE, loadConfig } from './env';

/** The repository's site map: the local defaults come from it. */
const SITE_FILE = path.resolve(__dirname, '..', '..', '..', 'site.config.json');
const SITE = JSON.parse(readFileSync(SITE_FILE, 'utf8'));

describe('loadConfig', () => {
  it('has defaults that work locally', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: SITE.api.port,
      host: '127.0.0.1',
      database: { driver: 'pglite', dataDir: path.join(DEFAULT_DATA_DIR, 'pglite') },
      dataDir: DEFAULT_DATA_DIR,
      jwtSecret: undefined,
      accessTokenTtlSeconds: 3600,
      firebaseProjectId: 'demo-furniture',
      firebaseAuthEmulatorHost: undefined,
      imageUploadKey: 'dev-image-key',
      publicUrl: `http://${SITE.host}:${SITE.api.port}`,
      seedOnEmpty: true,
      responseCacheTtlMs: 5000,
      imageEncoder: 'child-process',
    });
    expect(config.corsOrigins).toContain(`http://localhost:${SITE.shell.port}`);
    expect(config.corsOrigins).toContain(`http://127.0.0.1:${SITE.remotes.at(-1).port}`);
    expect(config.corsOrigins).toHaveLength(2 * (1 + SITE.remotes.length));
    expect(config.rateLimit.jwtMax).toBeGreaterThan(0);
    expect(DEFAULT_DATA_DIR).toBe(path.resolve(__dirname, '..', '..', '.data'));
  });

  it('takes its local port, URL and allowed origins from the site map SITE_CONFIG names', () => {
    const moved = { ...SITE, api: { ...SITE.api, port: 4010 }, shell: { ...SITE.shell, port: 3010 } };
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'site-map-')), 'site.config.json');
    writeFileSync(file, JSON.stringify(moved));
    const config = loadConfig({ SITE_CONFIG: file });
    expect(config.port).toBe(4010);
    expect(config.publicUrl).toBe(`http://${SITE.host}:4010`);
    expect(config.corsOrigins).toContain('http://localhost:3010');
    expect(loadConfig({ SITE_CONFIG: file, PORT: '5000' }).port).toBe(5000);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATABASE_SCHEMA: 'app' });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgres://u@h/db',
      schema: 'app',
      poolSize: DEFAULT_POOL_SIZE,
    });
  });

  it('reads the pool size of PostgreSQL and refuses one outside 1..1000', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATABASE_POOL_SIZE: '2' });
    expect(config.database).toMatchObject({ driver: 'postgres', poolSize: 2 });
    for (const bad of ['0', '1001', 'x', '2.5']) {
      expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATABASE_POOL_SIZE: bad })).toThrow(
        /DATABASE_POOL_SIZE/,
      );
    }
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '5000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      JWT_SECRET: 's'.repeat(32),
      FIREBASE_PROJECT_ID: 'real-project',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      IMAGE_UPLOAD_KEY: 'k',
      PUBLIC_URL: 'https://api.example/',
      RATE_LIMIT_WINDOW_MS: '1000',
      RATE_LIMIT_JWT_MAX: '1',
      RATE_LIMIT_USERS_MAX: '2',
      RATE_LIMIT_IMAGES_MAX: '3',
      RESPONSE_CACHE_TTL_MS: '0',
      SEED_ON_EMPTY: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      REDIS_KEY_PREFIX: 'shop-a:',
      INSTANCE_ID: 'api-2',
      IMAGE_ENCODER: 'in-process',
    });
    expect(config).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      firebaseProjectId: 'real-project',
      firebaseAuthEmulatorHost: '127.0.0.1:9099',
      corsOrigins: ['https://a.example', 'https://b.example'],
      imageUploadKey: 'k',
      publicUrl: 'https://api.example',
      rateLimit: { timeWindowMs: 1000, jwtMax: 1, usersMax: 2, imagesMax: 3 },
      responseCacheTtlMs: 0,
      seedOnEmpty: false,
      trustProxy: true,
      logLevel: 'warn',
      redisUrl: 'redis://127.0.0.1:6379/2',
      redisKeyPrefix: 'shop-a:',
      instanceId: 'api-2',
      imageEncoder: 'in-process',
    });
  });

  it('leaves Redis and the instance name out unless set', () => {
    expect(loadConfig({})).toMatchObject({
      redisUrl: undefined,
      redisKeyPrefix: 'furniture:',
      instanceId: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET.*32/],
    [{ SEED_ON_EMPTY: 'maybe' }, /SEED_ON_EMPTY/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL/],
    [{ RATE_LIMIT_JWT_MAX: '0' }, /RATE_LIMIT_JWT_MAX/],
    [{ DATABASE_URL: 'postgres://x', DATABASE_SCHEMA: 'Robert"; DROP' }, /DATABASE_SCHEMA/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ IMAGE_ENCODER: 'gpu' }, /IMAGE_ENCODER/],
    [{ RESPONSE_CACHE_TTL_MS: '-1' }, /RESPONSE_CACHE_TTL_MS/],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, /REDIS_URL/],
    [{ REDIS_KEY_PREFIX: 'a b' }, /REDIS_KEY_PREFIX/],
    [{ INSTANCE_ID: 'api 1; rm' }, /INSTANCE_ID/],
  ])('rejects %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('emulator mode safety', () => {
  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])('treats %s as loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each(['0.0.0.0', '192.168.1.10', '::', 'example.com'])('treats %s as reachable from outside', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });

  it('refuses emulator mode on a non-loopback address', () => {
    const config = loadConfig({ HOST: '0.0.0.0', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(() => assertSafeEmulatorSetup(config)).toThrow(/Refusing to start/);
  });

  it('allows it with the explicit demo flag, or without the emulator', () => {
    expect(() =>
      assertSafeEmulatorSetup(
        loadConfig({
          HOST: '0.0.0.0',
          FIREBASE_AUTH_EMULATOR_HOST: 'x:1',
          ALLOW_EMULATOR_OFF_LOOPBACK: 'true',
        }),
      ),
    ).not.toThrow();
    expect(() => assertSafeEmulatorSetup(loadConfig({ HOST: '0.0.0.0' }))).not.toThrow();
  });

  it('makes buildApp refuse to start', async () => {
    await expect(buildApp(testConfig({ host: '0.0.0.0' }))).rejects.toThrow(/Refusing to start/);
  });
});
