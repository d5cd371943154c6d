import { bearer, buildTestApp, createUser, storeImage, type TestUser } from '../test/helpers';
import type { App } from './app';

/** The error contract: every failure is JSON `{ message }` with the right status, never a 500 caused by input. */
describe('error handler', () => {
  let app: App;
  let seller: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    seller = await createUser(app, 'seller');
  });
  afterAll(() => app.close());

  it('turns a validation error into 400 with a readable message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/products',
      headers: bearer(seller.token),
      payload: { name: 'Chair' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^body must have required property/) });
  });

  it('names the allowed values of an enum', async () => {
    const response = await app.inject({ method: 'GET', url: '/products/1?sort=cheapest' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'querystring/sort must be one of: date-desc, date-asc, price-asc, price-desc',
    );
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/products',
      headers: { ...bearer(seller.token), 'content-type': 'application/json' },
      payload: '{"name": "Chair",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/products',
      headers: { ...bearer(seller.token), 'content-type': 'application/xml' },
      payload: '<product/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/products',
      headers: { ...bearer(seller.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers an unknown route with 404 { message }', async () => {
    const response = await app.inject({ method: 'GET', url: '/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /nope not found' });
  });

  it.each([
    ['DELETE', '/products/123'],
    ['DELETE', '/products/not-a-uuid'],
    ['GET', '/images/42'],
    ['PATCH', '/products/%27%3B%20DROP%20TABLE%20products%3B--/advertise'],
  ])('answers the malformed id in %s %s with 400, never 500', async (method, url) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: bearer(seller.token),
      payload: method === 'PATCH' ? { advertised: true } : undefined,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringContaining('uuid') });
  });

  it('answers a well-formed but unknown id with 404', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/products/00000000-0000-4000-8000-000000000000',
      headers: bearer(seller.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found' });
  });

  it('stores SQL text in strings as plain text', async () => {
    const name = "Robert'); DROP TABLE products; --";
    const created = await app.inject({
      method: 'POST',
      url: '/products',
      headers: bearer(seller.token),
      payload: {
        name,
        picture: await storeImage(app),
        resalePrice: 1,
        originalPrice: 2,
        yearsOfUse: "1' OR '1'='1",
        location: 'Dhaka',
        categoryId: 1,
        condition: 'good',
      },
    });
    expect(created.statusCode).toBe(201);
    const search = await app.inject({
      method: 'GET',
      url: `/products/1?q=${encodeURIComponent("'); DROP")}`,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().map((p: { name: string }) => p.name)).toEqual([name]);
  });

  it('treats % and _ in a search as literal characters', async () => {
    const response = await app.inject({ method: 'GET', url: `/products/1?q=${encodeURIComponent('%_%')}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('hides the message of a 500 and logs it', async () => {
    const probe = await buildTestApp();
    try {
      const logged: unknown[] = [];
      probe.log.error = ((obj: unknown) => {
        logged.push(obj);
      }) as typeof probe.log.error;
      // Close the database under the app: the next query fails inside the server.
      await probe.db.close();
      const response = await probe.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal Server Error' });
    } finally {
      await probe.close();
    }
  });

  it('answers a missing token with 401 { message } and a wrong role with 403 { message }', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/buyers' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Missing bearer token' });
    const forbidden = await app.inject({ method: 'GET', url: '/buyers', headers: bearer(seller.token) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'This action requires the admin role' });
  });
});
