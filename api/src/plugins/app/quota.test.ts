/**
 * The hourly quotas: each route's limit per account with its 429, and the counters shared by instances (Redis,
 * or the database) with exactly `limit` winners among simultaneous requests.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  bearer,
  buildTestApp,
  createProduct,
  createUser,
  IMAGE_KEY,
  IMAGE_SAMPLES,
  multipartBody,
  sampleProduct,
  testConfig,
} from '../../../test/helpers';
import { type App, buildApp } from '../../app';
import type { QuotaConfig } from '../../config/env';
import { QUOTA_WINDOW_MS, quotaMessage } from './quota';
import { databaseQuotaCounter, redisQuotaCounter } from './quota-counters';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const quotas = (limit: number): QuotaConfig => ({
  productsPerHour: limit,
  productEditsPerHour: limit,
  bookingsPerHour: limit,
  reportsPerHour: limit,
  imageUploadsPerHour: limit,
  conversationsPerHour: limit,
  messagesPerConversationPerHour: limit,
  savesPerHour: limit,
});
const freshPrefix = () => `t${randomBytes(5).toString('hex')}:`;

function expectOverQuota(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  things: string,
) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: `Too many ${things} in an hour; try again in 60 minutes` });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
}

describe(`hourly quotas per account (${process.env.TEST_DB})`, () => {
  const LIMIT = 3;
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ quotas: quotas(LIMIT) });
  }, 120_000);
  afterAll(() => app.close());

  it('stops new products at the limit, and only for that seller', async () => {
    const [seller, other] = await Promise.all([createUser(app, 'seller'), createUser(app, 'seller')]);
    const picture = (await app.imageStore.save(IMAGE_SAMPLES.png, 'image/png')).url;
    const post = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/products',
        headers: bearer(token),
        payload: sampleProduct({ picture }),
      });
    for (let i = 0; i < LIMIT; i++) expect((await post(seller.token)).statusCode).toBe(201);
    expectOverQuota(await post(seller.token), 'new products');
    expect((await post(other.token)).statusCode).toBe(201);
    const { rows } = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE seller_id = $1',
      [seller.id],
    );
    expect(rows[0]!.n).toBe(LIMIT);
  });

  it('stops saves at the limit, a heart pressed again and again and saved searches counted together', async () => {
    const [seller, saver] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
    const productId = await createProduct(app, seller);
    const heart = (method: 'PUT' | 'DELETE') =>
      app.inject({ method, url: `/saved/${productId}`, headers: bearer(saver.token) });
    for (let i = 0; i < LIMIT - 1; i++) {
      expect((await heart('PUT')).statusCode).toBe(200);
      expect((await heart('DELETE')).statusCode).toBe(200);
    }
    const search = () =>
      app.inject({
        method: 'POST',
        url: '/saved-searches',
        headers: bearer(saver.token),
        payload: { q: 'oak' },
      });
    expect((await search()).statusCode).toBe(201);
    expectOverQuota(await heart('PUT'), 'saves');
    expectOverQuota(await search(), 'saves');
    const { rows } = await app.db.query<{ products: number; searches: number }>(
      `SELECT (SELECT count(*)::int FROM saved_products WHERE user_id = $1) AS products,
              (SELECT count(*)::int FROM saved_searches WHERE user_id = $1) AS searches`,
      [saver.id],
    );
    expect(rows[0]).toEqual({ products: 0, searches: 1 });
  });

  it('stops reports at the limit', async () => {
    const [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
    const products = await Promise.all(Array.from({ length: LIMIT + 1 }, () => createProduct(app, seller)));
    const report = (productId: string) =>
      app.inject({
        method: 'POST',
        url: '/reports',
        headers: bearer(buyer.token),
        payload: { productId, reason: 'fake' },
      });
    for (const productId of products.slice(0, LIMIT)) expect((await report(productId)).statusCode).toBe(201);
    expectOverQuota(await report(products[LIMIT]!), 'reports');
  });

  it('counts booking attempts, refused ones too', async () => {
    const [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
    const productId = await createProduct(app, seller);
    const book = () =>
      app.inject({
        method: 'POST',
        url: '/bookings',
        headers: bearer(buyer.token),
        payload: { productId, phone: '01700000000', meetLocation: 'Dhaka' },
      });
    expect((await book()).statusCode).toBe(201);
    for (let i = 1; i < LIMIT; i++) expect((await book()).statusCode).toBe(409);
    expectOverQuota(await book(), 'bookings');
  });

  it('counts image uploads per account with a token, else per address', async () => {
    const user = await createUser(app, 'buyer');
    const upload = (headers: Record<string, string> = {}) => {
      const body = multipartBody('image', IMAGE_SAMPLES.png);
      return app.inject({
        method: 'POST',
        url: `/images?key=${IMAGE_KEY}`,
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
    };
    for (let i = 0; i < LIMIT; i++) expect((await upload(bearer(user.token))).statusCode).toBe(200);
    const over = await upload(bearer(user.token));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      success: false,
      message: 'Too many image uploads in an hour; try again in 60 minutes',
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500);
    // Anonymous uploads (sign-up) count for the address, apart from the account.
    expect((await upload()).statusCode).toBe(200);
  });
});

describe('quota messages', () => {
  it.each([
    [1, '1 minute'],
    [60_000, '1 minute'],
    [60_001, '2 minutes'],
    [QUOTA_WINDOW_MS, '60 minutes'],
  ])('after %i ms reads "try again in %s"', (waitMs, words) => {
    expect(quotaMessage('reports', waitMs)).toBe(`Too many reports in an hour; try again in ${words}`);
  });
});

describe(`quota counters have exactly limit winners (${process.env.TEST_DB})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 120_000);
  afterAll(() => app.close());

  it('in the database', async () => {
    const counter = databaseQuotaCounter(app.db);
    const key = `race:${randomUUID()}`;
    const waits = await Promise.all(Array.from({ length: 20 }, () => counter.take(key, 5, QUOTA_WINDOW_MS)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait > 0 && wait <= QUOTA_WINDOW_MS)).toHaveLength(15);
  });

  it('in Redis', async () => {
    const redisApp = await buildTestApp({ redisUrl: REDIS_URL, redisKeyPrefix: freshPrefix() });
    try {
      expect(redisApp.quotaCounter.store).toBe('redis');
      const counter = redisQuotaCounter(redisApp.redis!, redisApp.config.redisKeyPrefix);
      const waits = await Promise.all(
        Array.from({ length: 20 }, () => counter.take('race', 5, QUOTA_WINDOW_MS)),
      );
      expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
      expect(waits.filter((wait) => wait > 0 && wait <= QUOTA_WINDOW_MS)).toHaveLength(15);
    } finally {
      await redisApp.close();
    }
  }, 120_000);

  it('rolls: a use leaves the window after windowMs', async () => {
    const counter = databaseQuotaCounter(app.db);
    const key = `roll:${randomUUID()}`;
    expect(await counter.take(key, 1, 300)).toBe(0);
    expect(await counter.take(key, 1, 300)).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await counter.take(key, 1, 300)).toBe(0);
  });
});

describe(`quotas hold for two instances together (${process.env.TEST_DB})`, () => {
  const LIMIT = 4;
  const upload = (app: App) => {
    const body = multipartBody('image', IMAGE_SAMPLES.png);
    return app.inject({
      method: 'POST',
      url: `/images?key=${IMAGE_KEY}`,
      payload: body.payload,
      headers: body.headers,
    });
  };

  it('with REDIS_URL, each instance on its own database', async () => {
    const shared = { quotas: quotas(LIMIT), redisUrl: REDIS_URL, redisKeyPrefix: freshPrefix() };
    const apps = [await buildTestApp(shared), await buildTestApp(shared)];
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 2 * LIMIT; i++) statuses.push((await upload(apps[i % 2]!)).statusCode);
      expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), ...Array<number>(LIMIT).fill(429)]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  }, 120_000);

  // Two in-memory PGlite databases cannot be one: this runs on PostgreSQL only.
  (process.env.TEST_DB === 'postgres' ? it : it.skip)(
    'without Redis, on one database',
    async () => {
      const first = await buildTestApp({ quotas: quotas(LIMIT) });
      const second = await buildApp(testConfig({ quotas: quotas(LIMIT), database: first.config.database }));
      try {
        expect(second.quotaCounter.store).toBe('database');
        const seller = await createUser(first, 'seller');
        const picture = (await first.imageStore.save(IMAGE_SAMPLES.png, 'image/png')).url;
        const statuses: number[] = [];
        for (let i = 0; i < 2 * LIMIT; i++) {
          const response = await [first, second][i % 2]!.inject({
            method: 'POST',
            url: '/products',
            headers: bearer(seller.token),
            payload: sampleProduct({ picture }),
          });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), ...Array<number>(LIMIT).fill(429)]);
      } finally {
        await second.close();
        await first.close();
      }
    },
    120_000,
  );
});
