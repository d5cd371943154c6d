import { NEXT_CURSOR_HEADER } from '@marketplace/shared/constants';
import type { Product } from '@marketplace/shared/types';
import {
  bearer,
  buildTestApp,
  createFirebaseAccount,
  createProduct,
  createUser,
  sampleProduct,
  storeImage,
  type TestUser,
} from '../../../test/helpers';
import type { App } from '../../app';
import { isReadOnlyStatement, type WriteClock } from '../../db/write-clock';
import { etagMatches, etagOf, ResponseCache } from './response-cache';

describe('response cache of the public reads', () => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, buyer, admin] = await Promise.all([
      createUser(app, 'seller'),
      createUser(app, 'buyer'),
      createUser(app, 'admin'),
    ]);
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const names = async (url: string) => (await get(url)).json().map((p: Product) => p.name) as string[];
  const byName = async (url: string, name: string) =>
    ((await get(url)).json() as Product[]).find((p) => p.name === name);

  /** GETs the URL twice and checks the second answer came from the cache. */
  async function cached(url: string) {
    // A new listing wakes the saved-search matcher, whose queue write drops the cache like any write: let it
    // finish first, so both reads see the same write-clock version.
    await app.savedSearchAlerts.runNow();
    const hits = app.responseCache.hits;
    const first = await get(url);
    const second = await get(url);
    expect(app.responseCache.hits).toBeGreaterThan(hits);
    return { first, second };
  }

  it('answers a hit with the same status, body and route headers as the fresh read', async () => {
    for (let i = 0; i < 3; i++) await createProduct(app, seller, { categoryId: 1, name: `Page ${i}` });
    const { first, second } = await cached('/products/1?limit=2');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.json()).toHaveLength(2);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers[NEXT_CURSOR_HEADER]).toBe(first.headers[NEXT_CURSOR_HEADER]);
    expect(second.headers[NEXT_CURSOR_HEADER]).toEqual(expect.any(String));
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toBe(etagOf(first.body));
    expect(second.headers['cache-control']).toBe('no-cache');
    // Per-request headers (helmet, CORS) are still set on a hit.
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    const cors = await get('/products/1?limit=2', { origin: 'http://localhost:3000' });
    expect(cors.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(cors.body).toBe(first.body);
  });

  it.each([
    '/products/advertised',
    '/products/2?sort=price-asc',
    '/users/admin/someone@test.example',
    '/users/seller/someone@test.example',
  ])('caches %s', async (url) => {
    const { first, second } = await cached(url);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
  });

  it('keeps refusals out of the cache and still checks a request for a body or a bad query', async () => {
    await get('/products/1');
    expect((await get('/products/4')).statusCode).toBe(400);
    expect((await get('/products/4')).statusCode).toBe(400);
    expect((await get('/products/1?limit=0')).statusCode).toBe(400);
    const withBody = await app.inject({ method: 'GET', url: '/products/1', payload: { a: 1 } });
    expect(withBody.statusCode).toBe(400);
  });

  it('gives 304 without a body to a matching If-None-Match, from the cache and from a fresh read', async () => {
    const url = '/products/3';
    await createProduct(app, seller, { categoryId: 3, name: 'Etag Chair' });
    const fresh = await get(url);
    const etag = fresh.headers.etag as string;
    const hit = await get(url, { 'if-none-match': etag });
    expect(hit.statusCode).toBe(304);
    expect(hit.body).toBe('');
    expect(hit.headers.etag).toBe(etag);
    // A write elsewhere drops the cache; the fresh read has the same body, hence the same tag: 304 again.
    await createProduct(app, seller, { categoryId: 2, name: 'Elsewhere' });
    const hits = app.responseCache.hits;
    const revalidated = await get(url, { 'if-none-match': `W/${etag}, "other"` });
    expect(app.responseCache.hits).toBe(hits);
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-length']).toBeUndefined();
    // A change in the list changes the tag: 200 with the new body.
    await createProduct(app, seller, { categoryId: 3, name: 'Etag Sofa' });
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().map((p: Product) => p.name)).toContain('Etag Sofa');
  });

  it('runs one query for concurrent misses of a URL; the others get its answer', async () => {
    await createProduct(app, seller, { categoryId: 2, name: 'Crowded' });
    const hits = app.responseCache.hits;
    const responses = await Promise.all(Array.from({ length: 10 }, () => get('/products/2?limit=5')));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses[0]!.json()[0].name).toBe('Crowded');
    expect(app.responseCache.hits).toBe(hits + 9);
  });

  it('lets waiting requests run their own call when the first one fails', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => get('/products/1?limit=0')));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(5).fill(400));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
  });

  it('answers HEAD like before, without caching it', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/products/advertised?x' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('never caches or tags per-user answers', async () => {
    await createProduct(app, seller, { categoryId: 1, name: 'Own Product' });
    for (const [url, token] of [
      [`/products?email=${seller.email}`, seller.token],
      ['/bookings', buyer.token],
      ['/buyers', admin.token],
      ['/sellers', admin.token],
      ['/reports', admin.token],
    ] as const) {
      const hits = app.responseCache.hits;
      const first = await get(url, bearer(token));
      const second = await get(url, bearer(token));
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(first.headers.etag).toBeUndefined();
      expect(app.responseCache.hits).toBe(hits);
      // Another caller still gets their own answer (or their refusal), never the cached one.
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  describe('every write path drops what it changes', () => {
    it('POST /products: the new product is listed', async () => {
      await cached('/products/2');
      const response = await app.inject({
        method: 'POST',
        url: '/products',
        headers: bearer(seller.token),
        payload: sampleProduct({ categoryId: 2, name: 'Brand New Dresser', picture: await storeImage(app) }),
      });
      expect(response.statusCode).toBe(201);
      expect((await names('/products/2'))[0]).toBe('Brand New Dresser');
    });

    it('DELETE /products/{id}: the product leaves the list', async () => {
      const id = await createProduct(app, seller, { categoryId: 2, name: 'Soon Gone' });
      await cached('/products/2');
      expect(await names('/products/2')).toContain('Soon Gone');
      const response = await app.inject({
        method: 'DELETE',
        url: `/products/${id}`,
        headers: bearer(seller.token),
      });
      expect(response.statusCode).toBe(200);
      expect(await names('/products/2')).not.toContain('Soon Gone');
    });

    it('PATCH /products/{id}/advertise: the advertised list and the flag follow', async () => {
      const id = await createProduct(app, seller, { categoryId: 2, name: 'Advertise Me' });
      await cached('/products/advertised');
      await cached('/products/2');
      expect(await names('/products/advertised')).not.toContain('Advertise Me');
      const response = await app.inject({
        method: 'PATCH',
        url: `/products/${id}/advertise`,
        headers: bearer(seller.token),
        payload: { advertised: true },
      });
      expect(response.statusCode).toBe(200);
      expect(await names('/products/advertised')).toContain('Advertise Me');
      expect(await byName('/products/2', 'Advertise Me')).toMatchObject({ advertised: true });
    });

    it('POST /bookings: the product shows as booked and leaves the advertised list', async () => {
      const id = await createProduct(app, seller, { categoryId: 2, name: 'Book Me' });
      await app.repos.products.setAdvertised(id, true);
      await cached('/products/2');
      await cached('/products/advertised');
      expect(await byName('/products/2', 'Book Me')).toMatchObject({ status: 'available' });
      const response = await app.inject({
        method: 'POST',
        url: '/bookings',
        headers: bearer(buyer.token),
        payload: { productId: id, phone: '01712345678', meetLocation: 'Gulshan' },
      });
      expect(response.statusCode).toBe(201);
      expect(await byName('/products/2', 'Book Me')).toMatchObject({ status: 'booked' });
      expect(await names('/products/advertised')).not.toContain('Book Me');
    });

    it('a refused or failed write leaves the cached answers right', async () => {
      const id = await createProduct(app, seller, { categoryId: 2, name: 'Booked Once' });
      const book = () =>
        app.inject({
          method: 'POST',
          url: '/bookings',
          headers: bearer(buyer.token),
          payload: { productId: id, phone: '1', meetLocation: 'x' },
        });
      expect((await book()).statusCode).toBe(201);
      const { first } = await cached('/products/2');
      expect((await book()).statusCode).toBe(409);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/products',
            headers: bearer(buyer.token),
            payload: sampleProduct({ categoryId: 2, name: 'Not A Seller' }),
          })
        ).statusCode,
      ).toBe(403);
      // A transaction that fails half-way is rolled back; the cached list must not show its first statement.
      await expect(
        app.db.transaction(async (tx) => {
          await tx.query(`UPDATE products SET name = 'Rolled Back' WHERE id = $1`, [id]);
          throw new Error('fails after the first statement');
        }),
      ).rejects.toThrow('fails after the first statement');
      const after = await get('/products/2');
      expect(after.body).toBe(first.body);
      expect(await names('/products/2')).toContain('Booked Once');
    });

    it('PATCH /sellers/{id}/verify: the sellerVerified badge follows', async () => {
      await createProduct(app, seller, { categoryId: 3, name: 'Badge Chair' });
      await cached('/products/3');
      expect(await byName('/products/3', 'Badge Chair')).toMatchObject({ sellerVerified: false });
      const response = await app.inject({
        method: 'PATCH',
        url: `/sellers/${seller.id}/verify`,
        headers: bearer(admin.token),
        payload: { verified: true },
      });
      expect(response.statusCode).toBe(200);
      expect(await byName('/products/3', 'Badge Chair')).toMatchObject({ sellerVerified: true });
    });

    it('DELETE /sellers/{id}: their products leave the lists and isSeller turns false', async () => {
      const leaving = await createUser(app, 'seller', 'leaving');
      await createFirebaseAccount(leaving.email);
      await createProduct(app, leaving, { categoryId: 3, name: 'Leaving Lamp' });
      await cached('/products/3');
      await cached(`/users/seller/${leaving.email}`);
      expect((await get(`/users/seller/${leaving.email}`)).json()).toEqual({ isSeller: true });
      const response = await app.inject({
        method: 'DELETE',
        url: `/sellers/${leaving.id}`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(200);
      expect(await names('/products/3')).not.toContain('Leaving Lamp');
      expect((await get(`/users/seller/${leaving.email}`)).json()).toEqual({ isSeller: false });
    });

    it('DELETE /buyers/{id}: the cache is dropped', async () => {
      const leaving = await createUser(app, 'buyer', 'gone');
      await createFirebaseAccount(leaving.email);
      await cached('/products/1');
      expect(app.responseCache.size).toBeGreaterThan(0);
      const response = await app.inject({
        method: 'DELETE',
        url: `/buyers/${leaving.id}`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(200);
      expect(app.responseCache.size).toBe(0);
    });

    it('POST /users: a buyer signing up again as a seller turns isSeller true', async () => {
      const person = await createUser(app, 'buyer', 'upgrade');
      const { idToken } = await createFirebaseAccount(person.email);
      await cached(`/users/seller/${person.email}`);
      expect((await get(`/users/seller/${person.email}`)).json()).toEqual({ isSeller: false });
      const response = await app.inject({
        method: 'POST',
        url: '/users',
        headers: bearer(idToken),
        payload: { name: person.name, email: person.email, role: 'seller', img: '' },
      });
      expect(response.statusCode).toBe(200);
      expect((await get(`/users/seller/${person.email}`)).json()).toEqual({ isSeller: true });
    });

    it('a write outside HTTP (make-admin, seed) turns isAdmin true', async () => {
      const person = await createUser(app, 'buyer', 'promoted');
      await cached(`/users/admin/${person.email}`);
      expect((await get(`/users/admin/${person.email}`)).json()).toEqual({ isAdmin: false });
      await app.repos.users.makeAdmin(person.email, person.name);
      expect((await get(`/users/admin/${person.email}`)).json()).toEqual({ isAdmin: true });
    });

    it('POST /reports, DELETE /reports/{id} and DELETE /reports?productId= drop the cache too (blunt, but nothing is missed)', async () => {
      const id = await createProduct(app, seller, { categoryId: 1, name: 'Reported' });
      await cached('/products/1');
      const report = await app.inject({
        method: 'POST',
        url: '/reports',
        headers: bearer(buyer.token),
        payload: { productId: id, reason: 'spam' },
      });
      expect(report.statusCode).toBe(201);
      expect(app.responseCache.size).toBe(0);

      const deletes = [`/reports/${report.json().insertedId}`, `/reports?productId=${id}`];
      for (const url of deletes) {
        await app.repos.reports.create(id, buyer.id, 'spam again');
        await cached('/products/1');
        expect(app.responseCache.size).toBeGreaterThan(0);
        const deleted = await app.inject({ method: 'DELETE', url, headers: bearer(admin.token) });
        expect({ url, status: deleted.statusCode, cached: app.responseCache.size }).toEqual({
          url,
          status: 200,
          cached: 0,
        });
      }
    });
  });
});

describe('a server with RESPONSE_CACHE_TTL_MS=0', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ responseCacheTtlMs: 0 });
  });
  afterAll(() => app.close());

  it('caches and tags nothing', async () => {
    const first = await app.inject({ method: 'GET', url: '/products/1' });
    await app.inject({ method: 'GET', url: '/products/1' });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeUndefined();
    expect(app.responseCache.hits).toBe(0);
  });
});

describe('ResponseCache', () => {
  const entry = (text: string) => ({ body: Buffer.from(text), etag: etagOf(text), headers: {} });

  it('does not keep an answer whose read overlapped a write', () => {
    const clock = { version: 7 };
    const cache = new ResponseCache(clock as WriteClock, 60_000);
    const readAt = clock.version;
    clock.version++; // a write finished while the query ran
    cache.set('/a', readAt, entry('old'));
    expect(cache.get('/a')).toBeUndefined();
    cache.set('/a', clock.version, entry('new'));
    expect(cache.get('/a')?.body.toString()).toBe('new');
    clock.version++;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('expires entries after the TTL and keeps within its byte budget, oldest out first', () => {
    const clock = { version: 0 };
    const expiring = new ResponseCache(clock, 1);
    expiring.set('/a', 0, entry('x'));
    const until = Date.now() + 5;
    while (Date.now() < until) {
      // wait past the 1 ms lifetime
    }
    expect(expiring.get('/a')).toBeUndefined();

    const small = new ResponseCache(clock, 60_000, 10);
    small.set('/1', 0, entry('12345'));
    small.set('/2', 0, entry('12345'));
    small.set('/3', 0, entry('12345'));
    expect(small.get('/1')).toBeUndefined();
    expect(small.get('/2')?.body.toString()).toBe('12345');
    expect(small.get('/3')?.body.toString()).toBe('12345');
  });

  it('compares If-None-Match weakly, in a list, or as *', () => {
    const tag = etagOf('body');
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`"x", W/${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"x"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });

  it('counts every statement but plain reads as a write', () => {
    expect(isReadOnlyStatement('  SELECT 1')).toBe(true);
    expect(isReadOnlyStatement('\n select * from products')).toBe(true);
    for (const sql of [
      'INSERT INTO x VALUES (1)',
      'UPDATE products SET status = 1',
      'DELETE FROM users',
      'WITH d AS (DELETE FROM x RETURNING *) SELECT * FROM d',
      'CREATE TABLE y (a int)',
      'selectivity',
    ]) {
      expect(isReadOnlyStatement(sql)).toBe(false);
    }
  });
});
