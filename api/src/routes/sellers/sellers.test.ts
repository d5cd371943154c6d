import type { Product, UserRow } from '@marketplace/shared/types';
import {
  bearer,
  buildTestApp,
  createFirebaseAccount,
  createProduct,
  createUser,
  firebaseAccountExists,
  storeBooking,
  type TestUser,
} from '../../../test/helpers';
import type { App } from '../../app';

describe('sellers (admin)', () => {
  let app: App;
  let admin: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [admin, buyer] = await Promise.all([createUser(app, 'admin'), createUser(app, 'buyer')]);
  });
  afterAll(() => app.close());

  it('GET /sellers lists sellers only, with their verified flag', async () => {
    const seller = await createUser(app, 'seller');
    await app.repos.users.setSellerVerified(seller.id, true);
    const response = await app.inject({ method: 'GET', url: '/sellers', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    const rows: UserRow[] = response.json();
    expect(rows).toEqual([
      {
        _id: seller.id,
        img: 'http://img.test/a.png',
        name: seller.name,
        email: seller.email,
        verified: true,
        role: 'seller',
      },
    ]);
  });

  it('DELETE /sellers/{id} removes the seller, their products with the reports on them, and the Firebase account; the bookings stay as removed', async () => {
    const seller = await createUser(app, 'seller', 'leaving');
    await createFirebaseAccount(seller.email);
    const productId = await createProduct(app, seller, { categoryId: 2, name: 'Doomed Shelf' });
    await storeBooking(app, buyer, productId);
    await app.repos.reports.create(productId, buyer.id, 'spam');

    const response = await app.inject({
      method: 'DELETE',
      url: `/sellers/${seller.id}`,
      headers: bearer(admin.token),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });
    expect(await app.repos.products.findById(productId)).toBeNull();
    expect(
      (await app.inject({ method: 'GET', url: '/products/2' })).json().map((p: Product) => p._id),
    ).not.toContain(productId);
    expect(await app.repos.bookings.listByBuyer(buyer.id)).toEqual([
      expect.objectContaining({ productId, productName: 'Doomed Shelf', status: 'removed' }),
    ]);
    expect(await app.repos.reports.listByProduct()).toEqual([]);
    expect(await firebaseAccountExists(seller.email)).toBe(false);
    expect(
      (await app.inject({ method: 'POST', url: '/products', headers: bearer(seller.token), payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 404 when the id is not a seller', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: `/sellers/${buyer.id}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Seller not found' });
  });

  describe('PATCH /sellers/{id}/verify', () => {
    const verify = (id: string, token: string, payload: object = { verified: true }) =>
      app.inject({ method: 'PATCH', url: `/sellers/${id}/verify`, headers: bearer(token), payload });

    it("sets the badge, which the seller's products carry as sellerVerified", async () => {
      const seller = await createUser(app, 'seller', 'badge');
      const productId = await createProduct(app, seller);
      expect((await verify(seller.id, admin.token)).json()).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect((await verify(seller.id, admin.token)).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
      expect((await app.repos.products.findById(productId))?.sellerVerified).toBe(true);
      await verify(seller.id, admin.token, { verified: false });
      expect((await app.repos.products.findById(productId))?.sellerVerified).toBe(false);
    });

    it('answers 404 for a buyer id, 400 for a bad body or id, 403 for non-admins', async () => {
      const seller = await createUser(app, 'seller');
      expect((await verify(buyer.id, admin.token)).statusCode).toBe(404);
      const bad = await verify(seller.id, admin.token, { verified: 'yes please' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'body/verified must be boolean' });
      expect((await verify(seller.id, admin.token, {})).statusCode).toBe(400);
      expect((await verify('12', admin.token)).statusCode).toBe(400);
      expect((await verify(seller.id, seller.token)).statusCode).toBe(403);
      expect((await verify(seller.id, buyer.token)).statusCode).toBe(403);
    });
  });

  it('answers 401 without a token and 403 to buyers and sellers', async () => {
    const seller = await createUser(app, 'seller');
    for (const [method, url] of [
      ['GET', '/sellers'],
      ['DELETE', `/sellers/${seller.id}`],
      ['PATCH', `/sellers/${seller.id}/verify`],
    ] as const) {
      const payload = method === 'PATCH' ? { verified: true } : undefined;
      expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await app.inject({ method, url, payload, headers: bearer(buyer.token) })).statusCode).toBe(403);
      expect((await app.inject({ method, url, payload, headers: bearer(seller.token) })).statusCode).toBe(
        403,
      );
    }
  });
});
