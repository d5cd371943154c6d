import type { Booking } from '@marketplace/shared/types';
import { diffSnapshots, snapshotTables } from '../../../test/database-snapshot';
import { bearer, buildTestApp, createProduct, createUser, type TestUser } from '../../../test/helpers';
import type { App } from '../../app';

describe('bookings', () => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, buyer, otherBuyer, admin] = await Promise.all([
      createUser(app, 'seller'),
      createUser(app, 'buyer'),
      createUser(app, 'buyer', 'other'),
      createUser(app, 'admin'),
    ]);
  });
  afterAll(() => app.close());

  const form = (productId: string) => ({
    productId,
    name: 'Whatever The Client Says',
    email: 'spoofed@test.example',
    productName: 'Spoofed name',
    price: 1,
    phone: '+880 1711 000000',
    meetLocation: 'Dhanmondi',
    bookingDate: '11/23/2026, 10:00:00 AM',
    img: 'http://evil.test/x.png',
  });
  const book = (token: string | undefined, payload: object) =>
    app.inject({ method: 'POST', url: '/bookings', headers: token ? bearer(token) : {}, payload });

  describe('POST /bookings', () => {
    it("books a product for the token's user with the product's own name, price and picture", async () => {
      const productId = await createProduct(app, seller, { name: 'Oak Bed', resalePrice: 99.5 });
      const response = await book(buyer.token, form(productId));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });

      const [booking] = await app.repos.bookings.listByBuyer(buyer.id);
      expect(booking).toEqual({
        _id: response.json().insertedId,
        productId,
        name: buyer.name,
        email: buyer.email,
        productName: 'Oak Bed',
        price: 99.5,
        phone: '+880 1711 000000',
        meetLocation: 'Dhanmondi',
        bookingDate: '11/23/2026, 10:00:00 AM',
        img: 'http://img.test/oak.png',
        status: 'pending',
        sellerName: seller.name,
        conversationId: expect.any(String),
        pickup: { proposed: [], chosen: null },
      });
      expect((await app.repos.products.findById(productId))?.status).toBe('booked');
    });

    it('answers 409 for a product that is already booked', async () => {
      const productId = await createProduct(app, seller);
      expect((await book(buyer.token, form(productId))).statusCode).toBe(201);
      const again = await book(otherBuyer.token, form(productId));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This product is already booked' });
    });

    it('lets exactly one of two simultaneous bookings win', async () => {
      const productId = await createProduct(app, seller);
      const results = await Promise.all([
        book(buyer.token, form(productId)),
        book(otherBuyer.token, form(productId)),
        book(admin.token, form(productId)),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      const { rows } = await app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM bookings WHERE product_id = $1',
        [productId],
      );
      expect(rows[0]?.n).toBe(1);
    });

    it('answers 404 for an unknown product and leaves nothing behind', async () => {
      const before = await snapshotTables(app.db);
      const response = await book(buyer.token, form('3b241101-e2bb-4255-8caf-4136c566a962'));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found' });
      expect(diffSnapshots(before, await snapshotTables(app.db))).toEqual({});
    });

    it('answers 401 without a token', async () => {
      const productId = await createProduct(app, seller);
      expect((await book(undefined, form(productId))).statusCode).toBe(401);
      expect((await app.repos.products.findById(productId))?.status).toBe('available');
    });

    it('dates the booking itself when the form sends no bookingDate', async () => {
      const productId = await createProduct(app, seller);
      const { bookingDate: _omit, ...rest } = form(productId);
      expect((await book(otherBuyer.token, rest)).statusCode).toBe(201);
      const booking = (await app.repos.bookings.listByBuyer(otherBuyer.id)).find(
        (b) => b.productId === productId,
      );
      expect(booking?.bookingDate).toMatch(/\d{4}/);
    });

    it.each([
      [{ productId: undefined }, "body must have required property 'productId'"],
      [{ productId: 'abc' }, 'body/productId must match format "uuid"'],
      [{ phone: undefined }, "body must have required property 'phone'"],
      [{ phone: '   ' }, 'body/phone must not be blank'],
      [{ phone: '1'.repeat(41) }, 'body/phone must NOT have more than 40 characters'],
      [{ meetLocation: '' }, 'body/meetLocation must NOT have fewer than 1 characters'],
      [{ meetLocation: undefined }, "body must have required property 'meetLocation'"],
    ])('answers 400 for %j', async (change, message) => {
      const productId = await createProduct(app, seller);
      const payload = { ...form(productId), ...change } as Record<string, unknown>;
      for (const key of Object.keys(change)) if (payload[key] === undefined) delete payload[key];
      const response = await book(buyer.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });
  });

  describe('GET /bookings?email=', () => {
    const get = (url: string, token?: string) =>
      app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

    it("lists the buyer's own bookings, newest first (email defaults to the caller)", async () => {
      const reader = await createUser(app, 'buyer', 'reader');
      for (const name of ['First', 'Second']) {
        const productId = await createProduct(app, seller, { name });
        await book(reader.token, form(productId));
      }
      const response = await get(`/bookings?email=${reader.email}`, reader.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((b: Booking) => b.productName)).toEqual(['Second', 'First']);
      expect((await get('/bookings', reader.token)).json()).toHaveLength(2);
      expect((await get(`/bookings?email=${reader.email}`, admin.token)).json()).toHaveLength(2);
    });

    it("answers 403 for someone else's bookings, 401 without a token, 400 for a malformed email", async () => {
      expect((await get(`/bookings?email=${buyer.email}`, otherBuyer.token)).statusCode).toBe(403);
      expect((await get(`/bookings?email=${buyer.email}`, seller.token)).statusCode).toBe(403);
      expect((await get(`/bookings?email=${buyer.email}`)).statusCode).toBe(401);
      const bad = await get('/bookings?email=not-an-email', buyer.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'querystring/email must match format "email"' });
    });

    it('answers an empty list for an admin asking about an unknown email', async () => {
      expect((await get('/bookings?email=ghost@test.example', admin.token)).json()).toEqual([]);
    });
  });
});
