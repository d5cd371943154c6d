import { randomBytes } from 'node:crypto';
import { buildTestApp } from '../../../test/helpers';
import type { App } from '../../app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe(`health (${process.env.TEST_DB})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it.each(['/health', '/health/live', '/health/ready'])('answers %s with 200 { ok: true }', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('is not ready while a migration is pending, and ready again once applied', async () => {
    const [{ id }] = (
      await app.db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id DESC LIMIT 1')
    ).rows as [{ id: string }];
    await app.db.query('DELETE FROM schema_migrations WHERE id = $1', [id]);
    try {
      const response = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: `Database not migrated: ${id} pending` });
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await app.db.query('INSERT INTO schema_migrations (id) VALUES ($1)', [id]);
    }
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
  });

  it('lists the three calls in the OpenAPI document', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json().paths;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/health', '/health/live', '/health/ready']));
    expect(paths['/health/ready'].get.responses['503']).toBeDefined();
    expect(Object.keys(paths).some((path) => path.startsWith('/internal'))).toBe(false);
  });

  it('pings Redis when REDIS_URL is set: 503 once it cannot', async () => {
    const withRedis = await buildTestApp({
      redisUrl: REDIS_URL,
      redisKeyPrefix: `t${randomBytes(4).toString('hex')}:`,
    });
    try {
      expect((await withRedis.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      withRedis.redis!.disconnect();
      const response = await withRedis.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'Redis unreachable' });
    } finally {
      await withRedis.close();
    }
  }, 60_000);

  it('is not ready as soon as shutdown begins, while still live; every answer then closes its connection', async () => {
    const closing = await buildTestApp({ database: app.config.database });
    try {
      const before = await closing.inject({ method: 'GET', url: '/health/live' });
      expect(before.headers.connection).not.toBe('close');
      closing.shutdown.begin();
      const response = await closing.inject({ method: 'GET', url: '/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'Shutting down' });
      expect(response.headers.connection).toBe('close');
      const live = await closing.inject({ method: 'GET', url: '/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe('close');
    } finally {
      await closing.close();
    }
  }, 60_000);
});
