import type { Booking, Product, ReceivedBooking } from '@marketplace/shared/types';
import {
  bearer,
  buildTestApp,
  deleteFirebaseAccount,
  EMULATOR_HOST,
  firebaseAccountExists,
  signInFirebase,
} from '../../test/helpers';
import type { App } from '../app';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData, seedIfEmpty } from './demo-seed';

describe('demo seed', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('seeds an empty database: accounts, ~30 products with pictures, advertised items, bookings, a report', async () => {
    const summary = await seedIfEmpty(app);
    expect(summary).toEqual({ users: 5, products: 30, bookings: 7, firebase: 'created' });

    for (const user of DEMO_USERS) {
      expect((await app.repos.users.findByEmail(user.email))?.role).toBe(user.role);
      expect(await firebaseAccountExists(user.email, DEMO_PASSWORD)).toBe(true);
    }
    const sellers = await app.repos.users.listByRole('seller');
    expect(sellers.find((s) => s.email === 'seller1@furniture.test')?.verified).toBe(true);

    for (const categoryId of [1, 2, 3]) {
      const products: Product[] = (
        await app.inject({ method: 'GET', url: `/products/${categoryId}` })
      ).json();
      // One sold product (of category 2) has left its list.
      expect(products).toHaveLength(categoryId === 2 ? 9 : 10);
      const picture = await app.inject({ method: 'GET', url: new URL(products[0]!.picture).pathname });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/svg+xml');
    }
    expect((await app.inject({ method: 'GET', url: '/products/advertised' })).json().length).toBeGreaterThan(
      3,
    );
  });

  it('lets a demo account sign in end to end: ID token -> access token -> its bookings', async () => {
    const idToken = await signInFirebase('buyer1@furniture.test', DEMO_PASSWORD);
    const jwt = await app.inject({ method: 'GET', url: '/jwt', headers: bearer(idToken) });
    const bookings = await app.inject({
      method: 'GET',
      url: '/bookings',
      headers: bearer(jwt.json().accessToken),
    });
    expect(
      bookings
        .json()
        .map((booking: Booking) => booking.status)
        .sort(),
    ).toEqual(['accepted', 'cancelled', 'pending', 'removed']);
    const adminToken = await signInFirebase('admin@furniture.test', DEMO_PASSWORD);
    const adminJwt = (await app.inject({ method: 'GET', url: '/jwt', headers: bearer(adminToken) })).json();
    const reports = await app.inject({
      method: 'GET',
      url: '/reports',
      headers: bearer(adminJwt.accessToken),
    });
    expect(reports.json()).toHaveLength(1);
  });

  it('holds bookings in every status, with the notifications they caused, for both demo sellers', async () => {
    const { rows } = await app.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM bookings GROUP BY status ORDER BY status',
    );
    expect(rows).toEqual([
      { status: 'accepted', n: 1 },
      { status: 'cancelled', n: 1 },
      { status: 'declined', n: 1 },
      { status: 'pending', n: 2 },
      { status: 'removed', n: 1 },
      { status: 'sold', n: 1 },
    ]);
    for (const email of ['seller1@furniture.test', 'seller2@furniture.test']) {
      const token = await signInFirebase(email, DEMO_PASSWORD);
      const { accessToken } = (
        await app.inject({ method: 'GET', url: '/jwt', headers: bearer(token) })
      ).json();
      const received: ReceivedBooking[] = (
        await app.inject({ method: 'GET', url: '/bookings/received', headers: bearer(accessToken) })
      ).json();
      expect(received.length).toBeGreaterThanOrEqual(3);
      const notifications = (
        await app.inject({ method: 'GET', url: '/notifications', headers: bearer(accessToken) })
      ).json();
      expect(notifications.unreadCount).toBeGreaterThan(0);
    }
  });

  it('holds the sale’s two published reviews, saved products and a saved search', async () => {
    const seller = await app.repos.users.findByEmail('seller1@furniture.test');
    const buyer = await app.repos.users.findByEmail('buyer1@furniture.test');
    const reviews = (await app.inject({ method: 'GET', url: `/users/${seller!._id}/reviews` })).json();
    expect(reviews).toMatchObject({ average: 5, count: 1, reviews: [{ rating: 5, role: 'buyer' }] });
    expect(await app.repos.savedProducts.list(buyer!._id)).toHaveLength(3);
    expect((await app.repos.savedSearches.list(buyer!._id)).map((search) => search.q)).toEqual(['teak']);
  });

  it('does nothing on start once the database has users, and re-running the seed adds no duplicates', async () => {
    expect(await seedIfEmpty(app)).toBeNull();
    expect(await seedDemoData(app)).toMatchObject({ products: 0 });
    const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(rows[0]?.n).toBe(30);
  });

  it('keeps every demo role when the emulator restarted without its accounts (a second npm start)', async () => {
    const uidOf = (idToken: string) =>
      (JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { user_id: string })
        .user_id;
    const signIn = async (email: string) => {
      const jwt = await app.inject({
        method: 'GET',
        url: '/jwt',
        headers: bearer(await signInFirebase(email, DEMO_PASSWORD)),
      });
      expect(jwt.statusCode).toBe(200);
      return JSON.parse(Buffer.from(jwt.json().accessToken.split('.')[1], 'base64url').toString()) as {
        sub: string;
        role: string;
      };
    };
    const before = new Map<string, string>();
    for (const user of DEMO_USERS) {
      before.set(user.email, (await signIn(user.email)).sub);
      // The emulator forgets its accounts; the database keeps the rows, bound to them.
      await deleteFirebaseAccount(uidOf(await signInFirebase(user.email, DEMO_PASSWORD)));
    }

    expect(await seedIfEmpty(app, 0)).toBeNull();

    for (const user of DEMO_USERS) {
      expect(await signIn(user.email)).toEqual(
        expect.objectContaining({ sub: before.get(user.email), role: user.role }),
      );
    }
    const admin = await app.inject({ method: 'GET', url: '/users/admin/admin@furniture.test' });
    expect(admin.json()).toEqual({ isAdmin: true });
  });

  it('seeds the database anyway, with a warning, when the Auth Emulator is unreachable', async () => {
    const lines: { level: number; msg: string }[] = [];
    const offline = await buildTestApp(
      { firebaseAuthEmulatorHost: '127.0.0.1:9', logLevel: 'warn' },
      { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
    );
    try {
      expect(await seedIfEmpty(offline, 0)).toEqual({
        users: 5,
        products: 30,
        bookings: 7,
        firebase: 'unreachable',
      });
      expect(lines.filter((line) => line.msg.includes('Auth Emulator is not reachable'))).toEqual([
        expect.objectContaining({ level: 40 }),
      ]);
    } finally {
      await offline.close();
      // firebase-admin reads the variable at call time: restore it for the rest of this worker.
      process.env.FIREBASE_AUTH_EMULATOR_HOST = EMULATOR_HOST;
    }
  });
});
