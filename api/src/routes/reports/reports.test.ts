import type { ReportedProduct } from '@marketplace/shared/types';
import { bearer, buildTestApp, createProduct, createUser, type TestUser } from '../../../test/helpers';
import type { App } from '../../app';

describe('reports', () => {
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

  const report = (token: string | undefined, payload: object) =>
    app.inject({ method: 'POST', url: '/reports', headers: token ? bearer(token) : {}, payload });

  describe('POST /reports', () => {
    it('files a report from any signed-in user', async () => {
      const productId = await createProduct(app, seller);
      for (const user of [buyer, seller, admin]) {
        const response = await report(user.token, { productId, reason: `  Looks fake to ${user.role}  ` });
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
      }
    });

    it('answers 404 for an unknown product and 401 without a token', async () => {
      const unknown = await report(buyer.token, {
        productId: 'a3bb189e-8bf9-3888-9912-ace4e6543002',
        reason: 'x',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Product not found' });
      const productId = await createProduct(app, seller);
      expect((await report(undefined, { productId, reason: 'x' })).statusCode).toBe(401);
    });

    it.each([
      [{ reason: '' }, 'body/reason must NOT have fewer than 1 characters'],
      [{ reason: '   ' }, 'body/reason must not be blank'],
      [{ reason: 'x'.repeat(501) }, 'body/reason must NOT have more than 500 characters'],
      [{ reason: undefined }, "body must have required property 'reason'"],
      [{ productId: 'nope' }, 'body/productId must match format "uuid"'],
      [{ productId: undefined }, "body must have required property 'productId'"],
    ])('answers 400 for %j', async (change, message) => {
      const productId = await createProduct(app, seller);
      const payload = { productId, reason: 'ok', ...change } as Record<string, unknown>;
      for (const key of Object.keys(change)) if (payload[key] === undefined) delete payload[key];
      const response = await report(buyer.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('takes one report per account and product: a second answers 409', async () => {
      const productId = await createProduct(app, seller);
      expect((await report(buyer.token, { productId, reason: 'fake' })).statusCode).toBe(201);
      const again = await report(buyer.token, { productId, reason: 'still fake' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'You already reported this product' });
      expect((await report(seller.token, { productId, reason: 'mine, but odd' })).statusCode).toBe(201);
    });

    it('lets exactly one of 10 simultaneous reports of one product by one account through', async () => {
      const productId = await createProduct(app, seller);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => report(admin.token, { productId, reason: `race ${i}` })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
      const { rows } = await app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM reports WHERE product_id = $1',
        [productId],
      );
      expect(rows[0]!.n).toBe(1);
    });

    it('accepts a reason of exactly 500 characters', async () => {
      const productId = await createProduct(app, seller);
      expect((await report(buyer.token, { productId, reason: 'y'.repeat(500) })).statusCode).toBe(201);
    });
  });

  describe('admin review', () => {
    let reviewApp: App;
    let a: TestUser;
    let s: TestUser;
    let b: TestUser;
    beforeAll(async () => {
      reviewApp = await buildTestApp();
      [a, s, b] = await Promise.all([
        createUser(reviewApp, 'admin'),
        createUser(reviewApp, 'seller'),
        createUser(reviewApp, 'buyer'),
      ]);
    });
    afterAll(() => reviewApp.close());

    it('GET /reports groups reports by product, with the reporter email', async () => {
      const lamp = await createProduct(reviewApp, s, { name: 'Lamp', resalePrice: 12 });
      const sofa = await createProduct(reviewApp, s, { name: 'Sofa' });
      await reviewApp.repos.reports.create(lamp, b.id, 'broken');
      await reviewApp.repos.reports.create(sofa, b.id, 'stolen?');
      await reviewApp.repos.reports.create(lamp, s.id, 'wrong photo');

      const response = await reviewApp.inject({ method: 'GET', url: '/reports', headers: bearer(a.token) });
      expect(response.statusCode).toBe(200);
      const body: ReportedProduct[] = response.json();
      expect(body.map((entry) => entry.product.name)).toEqual(['Lamp', 'Sofa']);
      expect(body[0]).toEqual({
        product: {
          _id: lamp,
          name: 'Lamp',
          picture: 'http://img.test/oak.png',
          sellerName: s.name,
          sellerEmail: s.email,
          resalePrice: 12,
        },
        reports: [
          expect.objectContaining({ reason: 'wrong photo', reporterEmail: s.email, productId: lamp }),
          expect.objectContaining({ reason: 'broken', reporterEmail: b.email, productId: lamp }),
        ],
      });
    });

    it('DELETE /reports/{id} dismisses one report; DELETE /reports?productId= all of a product', async () => {
      const chair = await createProduct(reviewApp, s, { name: 'Chair' });
      const other = await createUser(reviewApp, 'buyer');
      const { id: first } = (await reviewApp.repos.reports.create(chair, b.id, 'one')) as { id: string };
      await reviewApp.repos.reports.create(chair, other.id, 'two');
      await reviewApp.repos.reports.create(chair, s.id, 'three');

      const one = await reviewApp.inject({
        method: 'DELETE',
        url: `/reports/${first}`,
        headers: bearer(a.token),
      });
      expect(one.json()).toEqual({ deletedCount: 1 });
      const again = await reviewApp.inject({
        method: 'DELETE',
        url: `/reports/${first}`,
        headers: bearer(a.token),
      });
      expect(again.statusCode).toBe(404);

      const all = await reviewApp.inject({
        method: 'DELETE',
        url: `/reports?productId=${chair}`,
        headers: bearer(a.token),
      });
      expect(all.json()).toEqual({ deletedCount: 2 });
      const list: ReportedProduct[] = (
        await reviewApp.inject({ method: 'GET', url: '/reports', headers: bearer(a.token) })
      ).json();
      expect(list.some((entry) => entry.product._id === chair)).toBe(false);
    });

    it('answers 403 to non-admins and 401 without a token on every admin call', async () => {
      const product = await createProduct(reviewApp, s);
      const { id } = (await reviewApp.repos.reports.create(product, b.id, 'x')) as { id: string };
      for (const [method, url] of [
        ['GET', '/reports'],
        ['DELETE', `/reports/${id}`],
        ['DELETE', `/reports?productId=${product}`],
      ] as const) {
        expect((await reviewApp.inject({ method, url })).statusCode).toBe(401);
        expect((await reviewApp.inject({ method, url, headers: bearer(b.token) })).statusCode).toBe(403);
        expect((await reviewApp.inject({ method, url, headers: bearer(s.token) })).statusCode).toBe(403);
      }
    });

    it('answers 400 for a missing or malformed productId and a malformed report id', async () => {
      const missing = await reviewApp.inject({ method: 'DELETE', url: '/reports', headers: bearer(a.token) });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: "querystring must have required property 'productId'" });
      const bad = await reviewApp.inject({
        method: 'DELETE',
        url: '/reports?productId=7',
        headers: bearer(a.token),
      });
      expect(bad.statusCode).toBe(400);
      const badId = await reviewApp.inject({ method: 'DELETE', url: '/reports/7', headers: bearer(a.token) });
      expect(badId.statusCode).toBe(400);
    });
  });
});
