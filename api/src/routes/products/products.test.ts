import { NEXT_CURSOR_HEADER } from '@marketplace/shared/constants';
import type { Product } from '@marketplace/shared/types';
import {
  bearer,
  buildTestApp,
  createProduct,
  createUser,
  storeBooking,
  storeImage,
  type TestUser,
} from '../../../test/helpers';
import type { App } from '../../app';

describe('products', () => {
  let app: App;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, otherSeller, buyer, admin] = await Promise.all([
      createUser(app, 'seller'),
      createUser(app, 'seller', 'other'),
      createUser(app, 'buyer'),
      createUser(app, 'admin'),
    ]);
  });
  afterAll(() => app.close());

  const list = (url: string) => app.inject({ method: 'GET', url });

  describe('GET /products/{categoryId}', () => {
    // Category 3 holds this block's fixtures: 7 products with known prices, created oldest first.
    const names = [
      'Alpha Chair',
      'Beta Table',
      'Gamma Bench',
      'Delta Chair',
      'Epsilon Cabinet',
      'Zeta Chair',
      'Eta Sofa',
    ];
    const prices = [50, 10, 70, 30, 60, 20, 40];
    beforeAll(async () => {
      for (const [i, name] of names.entries()) {
        await createProduct(app, i % 2 ? otherSeller : seller, {
          categoryId: 3,
          name,
          resalePrice: prices[i]!,
        });
      }
    });

    it('returns a plain array of the category, newest first, with the spec fields', async () => {
      const response = await list('/products/3');
      expect(response.statusCode).toBe(200);
      const products: Product[] = response.json();
      expect(products.map((p) => p.name)).toEqual([...names].reverse());
      expect(products[0]).toEqual({
        _id: expect.any(String),
        name: 'Eta Sofa',
        picture: 'http://img.test/oak.png',
        resalePrice: 40,
        originalPrice: 300,
        yearsOfUse: '2 Year Use',
        location: 'Dhaka',
        categoryId: 3,
        condition: 'good',
        sellerName: seller.name,
        postedTime: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        status: 'available',
        advertised: false,
        sellerVerified: false,
        sellerId: seller.id,
        // The fields beyond the spec's, for a product written with the spec's fields alone.
        pictures: ['http://img.test/oak.png'],
        description: '',
      });
      expect(response.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    });

    it('does not list other categories', async () => {
      await createProduct(app, seller, { categoryId: 2, name: 'Kitchen Only' });
      const names3 = (await list('/products/3')).json().map((p: Product) => p.name);
      expect(names3).not.toContain('Kitchen Only');
    });

    it('pages with ?limit= and the X-Next-Cursor header until the last page', async () => {
      const seen: string[] = [];
      let url = '/products/3?limit=3';
      const pageSizes: number[] = [];
      for (;;) {
        const response = await list(url);
        expect(response.statusCode).toBe(200);
        const page: Product[] = response.json();
        pageSizes.push(page.length);
        seen.push(...page.map((p) => p.name));
        const cursor = response.headers[NEXT_CURSOR_HEADER];
        if (!cursor) break;
        url = `/products/3?limit=3&cursor=${cursor}`;
      }
      expect(pageSizes).toEqual([3, 3, 1]);
      expect(seen).toEqual([...names].reverse());
    });

    it.each([
      ['price-asc', [10, 20, 30, 40, 50, 60, 70]],
      ['price-desc', [70, 60, 50, 40, 30, 20, 10]],
    ])('sorts by %s and pages in that order', async (sort, expected) => {
      const first = await list(`/products/3?sort=${sort}&limit=4`);
      const cursor = first.headers[NEXT_CURSOR_HEADER];
      const second = await list(`/products/3?sort=${sort}&limit=4&cursor=${cursor}`);
      const got = [...first.json(), ...second.json()].map((p: Product) => p.resalePrice);
      expect(got).toEqual(expected);
    });

    it('sorts oldest first with date-asc', async () => {
      const response = await list('/products/3?sort=date-asc');
      expect(response.json().map((p: Product) => p.name)).toEqual(names);
    });

    it('searches names case-insensitively with ?q=', async () => {
      const response = await list('/products/3?q=cHaIr');
      expect(response.json().map((p: Product) => p.name)).toEqual([
        'Zeta Chair',
        'Delta Chair',
        'Alpha Chair',
      ]);
    });

    it('applies the default page size of 12', async () => {
      for (let i = 0; i < 13; i++) await createProduct(app, seller, { categoryId: 1, name: `Bulk ${i}` });
      const response = await list('/products/1');
      expect(response.json()).toHaveLength(12);
      expect(response.headers[NEXT_CURSOR_HEADER]).toEqual(expect.any(String));
    });

    it.each([
      ['/products/0', 'params/categoryId must be >= 1'],
      ['/products/4', 'params/categoryId must be <= 3'],
      ['/products/abc', 'params/categoryId must be integer'],
      ['/products/1?limit=0', 'querystring/limit must be >= 1'],
      ['/products/1?limit=51', 'querystring/limit must be <= 50'],
      ['/products/1?limit=ten', 'querystring/limit must be integer'],
      [
        '/products/1?sort=newest',
        'querystring/sort must be one of: date-desc, date-asc, price-asc, price-desc',
      ],
      ['/products/1?cursor=garbage', 'querystring/cursor is not a cursor for this sort order'],
      [`/products/1?q=${'x'.repeat(101)}`, 'querystring/q must NOT have more than 100 characters'],
    ])('answers 400 for %s', async (url, message) => {
      const response = await list(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('refuses a cursor made for another sort order', async () => {
      const first = await list('/products/3?limit=2');
      const response = await list(`/products/3?sort=price-asc&cursor=${first.headers[NEXT_CURSOR_HEADER]}`);
      expect(response.statusCode).toBe(400);
    });
  });

  describe('POST /products', () => {
    const body = {
      name: 'Walnut Desk',
      picture: 'https://img.test/desk.png',
      resalePrice: 80,
      originalPrice: 200,
      yearsOfUse: '1 Year Use',
      location: 'Cumilla',
      categoryId: 2,
      condition: 'excellent',
    };
    beforeAll(async () => {
      body.picture = await storeImage(app);
    });
    const post = (token: string | undefined, payload: object) =>
      app.inject({ method: 'POST', url: '/products', headers: token ? bearer(token) : {}, payload });

    it('creates a product for the seller, taking sellerName/sellerEmail from the token, not the body', async () => {
      const response = await post(seller.token, {
        ...body,
        sellerName: 'Impostor',
        sellerEmail: otherSeller.email,
        postedTime: 'yesterday',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        acknowledged: true,
        insertedId: expect.any(String),
        message: 'Product added',
      });
      const stored = await app.repos.products.findById(response.json().insertedId);
      expect(stored).toMatchObject({
        name: 'Walnut Desk',
        sellerName: seller.name,
        sellerEmail: seller.email,
        status: 'available',
        advertised: false,
      });
      expect(stored?.postedTime).not.toBe('yesterday');
    });

    it('reads numbers sent as strings, as the spec form does', async () => {
      const response = await post(seller.token, { ...body, resalePrice: '75.5', categoryId: '3' });
      expect(response.statusCode).toBe(201);
      expect((await app.repos.products.findById(response.json().insertedId))?.resalePrice).toBe(75.5);
    });

    it('answers 401 without a token and 403 for a buyer or an admin', async () => {
      expect((await post(undefined, body)).statusCode).toBe(401);
      expect((await post(buyer.token, body)).statusCode).toBe(403);
      expect((await post(admin.token, body)).statusCode).toBe(403);
    });

    it.each([
      ['name', { name: undefined }, "body must have required property 'name'"],
      ['blank name', { name: '   ' }, 'body/name must not be blank'],
      ['long name', { name: 'x'.repeat(121) }, 'body/name must NOT have more than 120 characters'],
      ['picture', { picture: undefined }, "body must have required property 'picture'"],
      ['picture scheme', { picture: 'javascript:alert(1)' }, 'body/picture must be an http(s) URL'],
      [
        'picture from another site',
        { picture: 'https://evil.example/x.png' },
        'body/picture must be a picture uploaded to this site (POST /images)',
      ],
      [
        'picture of this host that was never stored',
        { picture: 'http://api.test/images/6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f' },
        'body/picture must be a picture uploaded to this site (POST /images)',
      ],
      ['resalePrice', { resalePrice: undefined }, "body must have required property 'resalePrice'"],
      ['resalePrice text', { resalePrice: 'cheap' }, 'body/resalePrice must be number'],
      ['negative price', { originalPrice: -1 }, 'body/originalPrice must be >= 0'],
      ['yearsOfUse', { yearsOfUse: '' }, 'body/yearsOfUse must NOT have fewer than 1 characters'],
      ['location', { location: undefined }, "body must have required property 'location'"],
      ['categoryId', { categoryId: 4 }, 'body/categoryId must be <= 3'],
      ['condition', { condition: '1' }, 'body/condition must be one of: excellent, good, fair'],
    ])('answers 400 for a bad %s', async (_label, change, message) => {
      const payload = { ...body, ...change } as Record<string, unknown>;
      for (const key of Object.keys(change)) if (payload[key] === undefined) delete payload[key];
      const response = await post(seller.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  });

  describe('GET /products?email=', () => {
    it("lists the seller's own products, all statuses, newest first", async () => {
      const lister = await createUser(app, 'seller', 'lister');
      const first = await createProduct(app, lister, { name: 'First' });
      await createProduct(app, lister, { name: 'Second' });
      await storeBooking(app, buyer, first);
      const response = await app.inject({
        method: 'GET',
        url: `/products?email=${lister.email}`,
        headers: bearer(lister.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().map((p: Product) => [p.name, p.status])).toEqual([
        ['Second', 'available'],
        ['First', 'booked'],
      ]);
      const withoutEmail = await app.inject({
        method: 'GET',
        url: '/products',
        headers: bearer(lister.token),
      });
      expect(withoutEmail.json()).toHaveLength(2);
      const asAdmin = await app.inject({
        method: 'GET',
        url: `/products?email=${lister.email}`,
        headers: bearer(admin.token),
      });
      expect(asAdmin.json()).toHaveLength(2);
    });

    it("answers 403 for another seller's list and 400 for a malformed email", async () => {
      const other = await app.inject({
        method: 'GET',
        url: `/products?email=${seller.email}`,
        headers: bearer(otherSeller.token),
      });
      expect(other.statusCode).toBe(403);
      const bad = await app.inject({
        method: 'GET',
        url: '/products?email=nope',
        headers: bearer(seller.token),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'querystring/email must match format "email"' });
    });

    it('answers 401 without a token', async () => {
      expect((await list(`/products?email=${seller.email}`)).statusCode).toBe(401);
    });
  });

  describe('DELETE /products/{id}', () => {
    const remove = (id: string, token?: string) =>
      app.inject({ method: 'DELETE', url: `/products/${id}`, headers: token ? bearer(token) : {} });

    it('lets the owner delete, with its reports; its booking stays as removed', async () => {
      const id = await createProduct(app, seller);
      await app.repos.reports.create(id, buyer.id, 'spam');
      await storeBooking(app, buyer, id);
      const response = await remove(id, seller.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deletedCount: 1 });
      expect(await app.repos.products.findById(id)).toBeNull();
      expect((await app.repos.reports.listByProduct()).some((r) => r.product._id === id)).toBe(false);
      expect((await app.repos.bookings.listByBuyer(buyer.id)).find((b) => b.productId === id)?.status).toBe(
        'removed',
      );
    });

    it('lets an admin delete any product', async () => {
      const id = await createProduct(app, seller);
      expect((await remove(id, admin.token)).json()).toEqual({ deletedCount: 1 });
    });

    it('answers 403 for another seller or a buyer, 401 without a token, 404 for an unknown id', async () => {
      const id = await createProduct(app, seller);
      expect((await remove(id, otherSeller.token)).statusCode).toBe(403);
      expect((await remove(id, buyer.token)).statusCode).toBe(403);
      expect((await remove(id)).statusCode).toBe(401);
      expect((await remove('6f1c2a4e-0000-4000-8000-000000000001', admin.token)).statusCode).toBe(404);
      expect(await app.repos.products.findById(id)).not.toBeNull();
    });
  });

  describe('advertising', () => {
    const advertise = (id: string, token: string, payload: object = { advertised: true }) =>
      app.inject({ method: 'PATCH', url: `/products/${id}/advertise`, headers: bearer(token), payload });

    it('lets the owner advertise an available product, which then shows in GET /products/advertised', async () => {
      const id = await createProduct(app, seller, { name: 'Advertised Lamp' });
      const response = await advertise(id, seller.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect((await advertise(id, seller.token)).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
      const advertised: Product[] = (await list('/products/advertised')).json();
      expect(advertised[0]).toMatchObject({ _id: id, advertised: true });

      await advertise(id, seller.token, { advertised: false });
      expect((await list('/products/advertised')).json().some((p: Product) => p._id === id)).toBe(false);
    });

    it('lists only available advertised products, newest first, at most 12', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 13; i++) {
        const id = await createProduct(app, otherSeller, { name: `Ad ${i}` });
        await app.repos.products.setAdvertised(id, true);
        ids.push(id);
      }
      await storeBooking(app, buyer, ids[12]!);
      const advertised: Product[] = (await list('/products/advertised')).json();
      expect(advertised).toHaveLength(12);
      expect(advertised.map((p) => p.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Ad ${11 - i}`));
    });

    it('answers 409 for a booked product, 403 for anyone but the owner, 404 for unknown, 400 for a bad body', async () => {
      const id = await createProduct(app, seller);
      expect((await advertise(id, otherSeller.token)).statusCode).toBe(403);
      expect((await advertise(id, admin.token)).statusCode).toBe(403);
      expect((await advertise(id, buyer.token)).statusCode).toBe(403);
      const bad = await advertise(id, seller.token, { advertised: 'maybe' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'body/advertised must be boolean' });
      expect((await advertise(id, seller.token, {})).statusCode).toBe(400);
      expect((await advertise('6f1c2a4e-0000-4000-8000-000000000002', seller.token)).statusCode).toBe(404);
      await storeBooking(app, buyer, id);
      const booked = await advertise(id, seller.token);
      expect(booked.statusCode).toBe(409);
      expect(booked.json()).toEqual({ message: 'Only available products can be advertised' });
    });

    it('carries sellerVerified from the seller row', async () => {
      const verified = await createUser(app, 'seller', 'verified');
      await app.repos.users.setSellerVerified(verified.id, true);
      const id = await createProduct(app, verified);
      expect((await app.repos.products.findById(id))?.sellerVerified).toBe(true);
    });
  });
});
