/**
 * Holds that end: a buyer holds at most 3 pending bookings, and a pending booking the seller leaves unanswered
 * expires on the API's schedule, once, freeing the product and telling both sides.
 */
import type { Booking, Notification } from '@marketplace/shared/types';
import {
  bearer,
  buildTestApp,
  createProduct,
  createUser,
  type TestUser,
  testConfig,
} from '../../../test/helpers';
import { type App, buildApp } from '../../app';

const HOLD_MS = 300;

const book = (app: App, user: TestUser, productId: string) =>
  app.inject({
    method: 'POST',
    url: '/bookings',
    headers: bearer(user.token),
    payload: { productId, phone: '+880 1711 000000', meetLocation: 'Banani' },
  });
const statusOf = async (app: App, bookingId: string) =>
  (await app.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [bookingId])).rows[0]
    ?.status;
const notificationsOf = async (app: App, user: TestUser): Promise<Notification[]> =>
  (await app.inject({ method: 'GET', url: '/notifications', headers: bearer(user.token) })).json()
    .notifications;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`pending holds per buyer (${process.env.TEST_DB})`, () => {
  let app: App;
  let seller: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ maxPendingBookings: 3 });
    seller = await createUser(app, 'seller');
  }, 120_000);
  afterAll(() => app.close());

  it('refuses a 4th pending booking with 409, and frees a place when one is declined', async () => {
    const buyer = await createUser(app, 'buyer');
    const products = await Promise.all(Array.from({ length: 5 }, () => createProduct(app, seller)));
    const ids: string[] = [];
    for (const productId of products.slice(0, 3)) {
      const created = await book(app, buyer, productId);
      expect(created.statusCode).toBe(201);
      ids.push(created.json().insertedId);
    }
    const fourth = await book(app, buyer, products[3]!);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ message: 'You can hold at most 3 pending bookings at once' });
    expect((await app.repos.products.findById(products[3]!))?.status).toBe('available');

    // An accepted booking is no longer a hold; a declined one is gone.
    const patch = (id: string, status: string) =>
      app.inject({
        method: 'PATCH',
        url: `/bookings/${id}`,
        headers: bearer(seller.token),
        payload: { status },
      });
    expect((await patch(ids[0]!, 'accepted')).statusCode).toBe(200);
    expect((await book(app, buyer, products[3]!)).statusCode).toBe(201);
    expect((await book(app, buyer, products[4]!)).statusCode).toBe(409);
    expect((await patch(ids[1]!, 'declined')).statusCode).toBe(200);
    expect((await book(app, buyer, products[4]!)).statusCode).toBe(201);
  });

  it('lets exactly 3 of 8 simultaneous bookings by one buyer through', async () => {
    const buyer = await createUser(app, 'buyer');
    const products = await Promise.all(Array.from({ length: 8 }, () => createProduct(app, seller)));
    const answers = await Promise.all(products.map((productId) => book(app, buyer, productId)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE seller_id = $1 AND id = ANY($2::uuid[]) AND status = 'booked'`,
      [seller.id, products],
    );
    expect(rows[0]!.n).toBe(3);
  });
});

describe(`holds expire (${process.env.TEST_DB})`, () => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    // The schedule is left to the tests: they run the rounds themselves.
    app = await buildTestApp({ bookingHoldMs: HOLD_MS, maintenanceIntervalMs: 3_600_000 });
    [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
  }, 120_000);
  afterAll(() => app.close());

  it('expires an unanswered pending booking once: product available, both sides told, Expired in both lists', async () => {
    const productId = await createProduct(app, seller, { name: 'Teak Shelf' });
    const id: string = (await book(app, buyer, productId)).json().insertedId;
    await app.runMaintenance();
    expect(await statusOf(app, id)).toBe('pending');

    await sleep(HOLD_MS + 100);
    expect((await app.runMaintenance()).expiredBookings).toBe(1);
    expect(await statusOf(app, id)).toBe('expired');
    expect((await app.repos.products.findById(productId))?.status).toBe('available');
    expect((await app.runMaintenance()).expiredBookings).toBe(0);

    const orders: Booking[] = (
      await app.inject({ method: 'GET', url: '/bookings', headers: bearer(buyer.token) })
    ).json();
    expect(orders.find((order) => order._id === id)).toMatchObject({ status: 'expired' });
    const received = (
      await app.inject({ method: 'GET', url: '/bookings/received', headers: bearer(seller.token) })
    ).json();
    expect(received.find((row: { _id: string }) => row._id === id)).toMatchObject({ status: 'expired' });

    for (const user of [buyer, seller]) {
      const expired = (await notificationsOf(app, user)).filter(
        (notification) => notification.kind === 'booking-expired' && notification.bookingId === id,
      );
      expect(expired).toHaveLength(1);
    }
    // The seller can no longer accept it.
    const late = await app.inject({
      method: 'PATCH',
      url: `/bookings/${id}`,
      headers: bearer(seller.token),
      payload: { status: 'accepted' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'You cannot accept this booking: the seller did not answer in time',
    });
  });

  it('leaves accepted bookings alone', async () => {
    const productId = await createProduct(app, seller);
    const id: string = (await book(app, buyer, productId)).json().insertedId;
    await app.inject({
      method: 'PATCH',
      url: `/bookings/${id}`,
      headers: bearer(seller.token),
      payload: { status: 'accepted' },
    });
    await sleep(HOLD_MS + 100);
    await app.runMaintenance();
    expect(await statusOf(app, id)).toBe('accepted');
  });

  it('expires each booking exactly once when rounds run at the same time', async () => {
    const buyers = await Promise.all(Array.from({ length: 3 }, () => createUser(app, 'buyer')));
    const ids: string[] = [];
    for (const user of buyers) {
      for (let i = 0; i < 2; i++) {
        ids.push((await book(app, user, await createProduct(app, seller))).json().insertedId);
      }
    }
    await sleep(HOLD_MS + 100);
    const rounds = await Promise.all([
      app.repos.bookings.expireHolds(HOLD_MS),
      app.repos.bookings.expireHolds(HOLD_MS),
      app.repos.bookings.expireHolds(HOLD_MS),
    ]);
    const expiredIds = rounds
      .flatMap((round) => round.notifications)
      .map((notification) => notification.bookingId);
    expect(expiredIds.filter((bookingId) => ids.includes(bookingId!)).sort()).toEqual(
      [...ids, ...ids].sort(),
    );
  });
});

// Two instances on one database: PostgreSQL only (two in-memory PGlite databases are two databases).
(process.env.TEST_DB === 'postgres' ? describe : describe.skip)('holds expire once across instances', () => {
  it('two instances running their schedule expire each booking once', async () => {
    const first = await buildTestApp({ bookingHoldMs: HOLD_MS, maintenanceIntervalMs: 3_600_000 });
    const second = await buildApp(
      testConfig({
        bookingHoldMs: HOLD_MS,
        maintenanceIntervalMs: 3_600_000,
        database: first.config.database,
      }),
    );
    try {
      const [seller, buyer] = await Promise.all([createUser(first, 'seller'), createUser(first, 'buyer')]);
      const ids: string[] = [];
      for (let i = 0; i < 3; i++)
        ids.push((await book(first, buyer, await createProduct(first, seller))).json().insertedId);
      await sleep(HOLD_MS + 100);
      const rounds = await Promise.all([first.runMaintenance(), second.runMaintenance()]);
      expect(rounds[0].expiredBookings + rounds[1].expiredBookings).toBe(3);
      const { rows } = await first.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM notifications WHERE kind = 'booking-expired' AND booking_id = ANY($1::uuid[])`,
        [ids],
      );
      expect(rows[0]!.n).toBe(6);
    } finally {
      await second.close();
      await first.close();
    }
  }, 120_000);
});

describe(`the schedule (${process.env.TEST_DB})`, () => {
  it('expires holds without anyone asking, every MAINTENANCE_INTERVAL_MS', async () => {
    const app = await buildTestApp({ bookingHoldMs: HOLD_MS, maintenanceIntervalMs: 100 });
    try {
      const [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
      const id: string = (await book(app, buyer, await createProduct(app, seller))).json().insertedId;
      let status = await statusOf(app, id);
      for (let tries = 0; status === 'pending' && tries < 200; tries++) {
        await sleep(50);
        status = await statusOf(app, id);
      }
      expect(status).toBe('expired');
    } finally {
      await app.close();
    }
  }, 120_000);
});
