import type { UserRow } from '@marketplace/shared/types';
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

describe('buyers (admin)', () => {
  let app: App;
  let admin: TestUser;
  let seller: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [admin, seller] = await Promise.all([createUser(app, 'admin'), createUser(app, 'seller')]);
  });
  afterAll(() => app.close());

  it('GET /buyers lists buyers only, newest first, with _id, img, name, email', async () => {
    const older = await createUser(app, 'buyer', 'older');
    const newer = await createUser(app, 'buyer', 'newer');
    const response = await app.inject({ method: 'GET', url: '/buyers', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    const rows: UserRow[] = response.json();
    expect(rows.map((row) => row.email).slice(0, 2)).toEqual([newer.email, older.email]);
    expect(rows[0]).toEqual({
      _id: newer.id,
      img: 'http://img.test/a.png',
      name: newer.name,
      email: newer.email,
      verified: false,
      role: 'buyer',
    });
    expect(rows.some((row) => row.email === seller.email || row.email === admin.email)).toBe(false);
  });

  it('DELETE /buyers/{id} removes the buyer, their reports and their Firebase account; their orders leave their list', async () => {
    const buyer = await createUser(app, 'buyer', 'leaving');
    await createFirebaseAccount(buyer.email);
    const booked = await createProduct(app, seller);
    const reported = await createProduct(app, seller);
    await storeBooking(app, buyer, booked);
    await app.repos.reports.create(reported, buyer.id, 'spam');

    const response = await app.inject({
      method: 'DELETE',
      url: `/buyers/${buyer.id}`,
      headers: bearer(admin.token),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });
    expect(await app.repos.users.findById(buyer.id)).toBeNull();
    expect(await app.repos.bookings.listByBuyer(buyer.id)).toEqual([]);
    expect((await app.repos.reports.listByProduct()).some((r) => r.product._id === reported)).toBe(false);
    expect(await firebaseAccountExists(buyer.email)).toBe(false);
    // The seller's products stay, and the one the buyer held is available again.
    expect((await app.repos.products.findById(booked))?.status).toBe('available');
    // The deleted buyer's access token no longer works.
    const after = await app.inject({ method: 'GET', url: '/bookings', headers: bearer(buyer.token) });
    expect(after.statusCode).toBe(401);
  });

  it("keeps the sellers' records of a deleted buyer's bookings, reading 'Deleted user' without email or phone", async () => {
    const buyer = await createUser(app, 'buyer', 'anonymised');
    const productId = await createProduct(app, seller, { name: 'Kept Record Chair' });
    const booked = await app.inject({
      method: 'POST',
      url: '/bookings',
      headers: bearer(buyer.token),
      payload: { productId, phone: '+880 1711 999999', meetLocation: 'Banani' },
    });
    const bookingId: string = booked.json().insertedId;
    await app.inject({
      method: 'PATCH',
      url: `/bookings/${bookingId}`,
      headers: bearer(seller.token),
      payload: { status: 'declined' },
    });

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/buyers/${buyer.id}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode).toBe(200);

    const received = await app.inject({
      method: 'GET',
      url: '/bookings/received',
      headers: bearer(seller.token),
    });
    const row = received.json().find((booking: { _id: string }) => booking._id === bookingId);
    expect(row).toMatchObject({ name: 'Deleted user', email: '', phone: '', status: 'declined', productId });
    expect(JSON.stringify(received.json())).not.toContain(buyer.email);
    expect(JSON.stringify(received.json())).not.toContain('999999');
  });

  it('still deletes when the buyer has no Firebase account (not-found is ignored)', async () => {
    const buyer = await createUser(app, 'buyer', 'nofirebase');
    const response = await app.inject({
      method: 'DELETE',
      url: `/buyers/${buyer.id}`,
      headers: bearer(admin.token),
    });
    expect(response.json()).toEqual({ deletedCount: 1 });
  });

  it('answers 404 for an unknown id or the id of a seller', async () => {
    for (const id of ['0b4f6c7e-1111-4222-8333-944455566677', seller.id]) {
      const response = await app.inject({
        method: 'DELETE',
        url: `/buyers/${id}`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Buyer not found' });
    }
    expect(await app.repos.users.findById(seller.id)).not.toBeNull();
  });

  it('answers 400 for a malformed id', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/buyers/1', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to buyers and sellers', async () => {
    const buyer = await createUser(app, 'buyer');
    for (const [method, url] of [
      ['GET', '/buyers'],
      ['DELETE', `/buyers/${buyer.id}`],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
      expect((await app.inject({ method, url, headers: bearer(buyer.token) })).statusCode).toBe(403);
      expect((await app.inject({ method, url, headers: bearer(seller.token) })).statusCode).toBe(403);
    }
  });

  it('applies a role change at once: a demoted admin gets 403', async () => {
    const former = await createUser(app, 'admin', 'former');
    expect(
      (await app.inject({ method: 'GET', url: '/buyers', headers: bearer(former.token) })).statusCode,
    ).toBe(200);
    await app.repos.users.setRole(former.id, 'buyer');
    expect(
      (await app.inject({ method: 'GET', url: '/buyers', headers: bearer(former.token) })).statusCode,
    ).toBe(403);
  });
});
