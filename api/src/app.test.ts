import { NEXT_CURSOR_HEADER } from '@marketplace/shared/constants';
import { buildTestApp } from '../test/helpers';
import type { App } from './app';

describe('the app shell', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers GET /health with { ok: true }', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('allows a configured front-end origin and exposes the paging header', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/products/1',
      headers: { origin: 'http://localhost:3001' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(String(response.headers['access-control-expose-headers']).toLowerCase()).toContain(
      NEXT_CURSOR_HEADER,
    );
  });

  it('answers a CORS preflight from a front end with the methods and Authorization header', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/products',
      headers: {
        origin: 'http://127.0.0.1:3003',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3003');
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/Authorization/i);
    expect(String(response.headers['access-control-allow-methods'])).toMatch(/DELETE/);
    // PUT /users/{id}/admin (Manage Buyers and Manage Sellers).
    expect(String(response.headers['access-control-allow-methods'])).toMatch(/PUT/);
  });

  it('gives no CORS grant to an origin that is not configured', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends helmet security headers, with a cross-origin resource policy so pictures embed', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('publishes an OpenAPI document built from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/jwt',
        '/users',
        '/products/{categoryId}',
        '/bookings',
        '/images',
        '/reports',
      ]),
    );
  });
});
