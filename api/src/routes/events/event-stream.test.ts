/**
 * GET /events over real HTTP (a listening app): authentication by ticket, live delivery, keep-alive, replay
 * with Last-Event-ID, closing on shutdown, no ticket in the logs; and, on PostgreSQL, two app instances on one
 * schema: a notification caused through one reaches a stream on the other.
 */
import type { NotificationEvent } from '@marketplace/shared/types';
import {
  bearer,
  bookProduct,
  buildTestApp,
  createProduct,
  createUser,
  type TestUser,
  testConfig,
} from '../../../test/helpers';
import { openSse, type SseClient } from '../../../test/sse-client';
import { type App, buildApp } from '../../app';

const KEEP_ALIVE_MS = 200;
/** The spec's promise: a notification shows within 2 s of the write that causes it. */
const LIVE_WITHIN_MS = 2000;

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

describe(`event stream (${process.env.TEST_DB})`, () => {
  let app: App;
  let baseUrl: string;
  let seller: TestUser;
  let buyer: TestUser;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ eventsKeepAliveMs: KEEP_ALIVE_MS });
    [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
    baseUrl = await listen(app);
  }, 60_000); // a PGlite app starts here: slow on a loaded machine
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(() => app.close());

  async function ticketFor(user: TestUser): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/events/ticket', headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ticket: expect.any(String), expiresIn: 60 });
    return response.json().ticket;
  }

  async function stream(user: TestUser, headers: Record<string, string> = {}, query = '', base = baseUrl) {
    // Bookings also write system lines into their conversations, which signal both people: not counted here.
    const client = await openSse(`${base}/events?ticket=${await ticketFor(user)}${query}`, headers, [
      'notification',
    ]);
    clients.push(client);
    expect(client.status).toBe(200);
    await client.waitForComment('connected');
    return client;
  }

  const book = (productId: string, target = app) => bookProduct(target, buyer, productId);

  it('streams a new notification to the other party within 2 s, as a numbered notification event', async () => {
    const client = await stream(seller);
    expect(client.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.headers.get('cache-control')).toBe('no-cache, no-transform');
    const productId = await createProduct(app, seller, { name: 'Live Lamp' });
    // Timed from the booking request to the event: the stream and the product are made before.
    const started = performance.now();
    const bookingId = await book(productId);
    const event = await client.waitFor((e) => e.event === 'notification', LIVE_WITHIN_MS * 5);
    expect(performance.now() - started).toBeLessThan(LIVE_WITHIN_MS);
    const data: NotificationEvent = JSON.parse(event.data);
    expect(data).toEqual({
      _id: event.id,
      kind: 'booking-created',
      text: `${buyer.name} booked Live Lamp`,
      link: '/dashboard/bookings',
      read: false,
      createdAt: expect.any(String),
      bookingId,
      unreadCount: 1,
    });
    const stored = await app.repos.notifications.listLatest(seller.id, 1);
    expect(stored[0]?._id).toBe(event.id);
  });

  it('sends only the stream user’s notifications, in increasing id order, and keep-alive comments', async () => {
    const sellerStream = await stream(seller);
    const buyerStream = await stream(buyer);
    const products = await Promise.all([1, 2, 3].map(() => createProduct(app, seller)));
    for (const productId of products) await book(productId);
    await sellerStream.waitFor(() => sellerStream.events.length >= 3);
    const ids = sellerStream.events.map((event) => BigInt(event.id!));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
    expect(new Set(ids).size).toBe(3);
    expect(buyerStream.events).toEqual([]);
    await sellerStream.waitForComment('keep-alive', KEEP_ALIVE_MS * 10);
  });

  it('replays what was missed after Last-Event-ID (header or query), then goes on live', async () => {
    const first = await stream(seller);
    await book(await createProduct(app, seller));
    const seen = await first.waitFor(() => true);
    first.close();

    const missed = [
      await book(await createProduct(app, seller)),
      await book(await createProduct(app, seller)),
    ];
    const resumed = await stream(seller, { 'last-event-id': seen.id! });
    await resumed.waitFor(() => resumed.events.length >= 2);
    expect(resumed.events.map((event) => JSON.parse(event.data).bookingId)).toEqual(missed);

    const byQuery = await stream(seller, {}, `&lastEventId=${seen.id}`);
    await byQuery.waitFor(() => byQuery.events.length >= 2);
    expect(byQuery.events.map((event) => event.id)).toEqual(resumed.events.map((event) => event.id));

    const live = await book(await createProduct(app, seller));
    const next = await resumed.waitFor((event) => JSON.parse(event.data).bookingId === live);
    expect(BigInt(next.id!)).toBeGreaterThan(BigInt(resumed.events[1]!.id!));
  });

  it('starts with new notifications only when opened without Last-Event-ID', async () => {
    await book(await createProduct(app, seller));
    const client = await stream(seller);
    // Events come in order: had the earlier one been replayed, it would arrive before this one.
    const live = await book(await createProduct(app, seller));
    await client.waitFor((event) => JSON.parse(event.data).bookingId === live);
    expect(client.events.map((event) => JSON.parse(event.data).bookingId)).toEqual([live]);
  });

  it.each([
    ['no ticket', async () => '', 401],
    ['a garbage ticket', async () => 'ticket=not-a-ticket', 401],
    ['an access token instead of a ticket', async () => `ticket=${buyer.token}`, 401],
    [
      'an expired ticket',
      async () =>
        `ticket=${await app.accessTokens.signEventsTicket({ id: buyer.id, email: buyer.email, sessionId: (await app.accessTokens.verify(buyer.token)).sid }, -60)}`,
      401,
    ],
    ['a 3000-character ticket', async () => `ticket=${'x'.repeat(3000)}`, 400],
    ['a bad lastEventId', async () => `ticket=${await ticketFor(buyer)}&lastEventId=abc`, 400],
    ['lastEventId with SQL', async () => `ticket=${await ticketFor(buyer)}&lastEventId=1%20OR%201=1`, 400],
  ])('refuses %s (%i, JSON message)', async (_label, query, status) => {
    const response = await fetch(`${baseUrl}/events?${await query()}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a bad Last-Event-ID header (400) and a ticket used as a bearer token (401)', async () => {
    const response = await fetch(`${baseUrl}/events?ticket=${await ticketFor(buyer)}`, {
      headers: { 'last-event-id': "1'; DROP TABLE notifications; --" },
    });
    expect(response.status).toBe(400);
    const misuse = await app.inject({
      method: 'GET',
      url: '/notifications',
      headers: bearer(await ticketFor(buyer)),
    });
    expect(misuse.statusCode).toBe(401);
  });

  it('refuses the ticket of a deleted user (401)', async () => {
    const doomed = await createUser(app, 'buyer', 'doomed');
    const ticket = await ticketFor(doomed);
    await app.db.query('DELETE FROM users WHERE id = $1', [doomed.id]);
    expect((await fetch(`${baseUrl}/events?ticket=${ticket}`)).status).toBe(401);
  });

  it('never writes the ticket to the log', async () => {
    const lines: string[] = [];
    let ticket = '';
    // PGlite in memory: the log is what this test is about.
    const logged = await buildApp(testConfig({ logLevel: 'info' }), {
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const url = await listen(logged);
      const user = await createUser(logged, 'buyer');
      ticket = (
        await logged.inject({ method: 'POST', url: '/events/ticket', headers: bearer(user.token) })
      ).json().ticket as string;
      const client = await openSse(`${url}/events?ticket=${ticket}`);
      await client.waitForComment('connected');
      client.close();
      expect((await fetch(`${url}/events?ticket=${ticket}x`)).status).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await logged.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('/events?ticket=[redacted]');
    expect(ticket.length).toBeGreaterThan(20);
    expect(log).not.toContain(ticket);
  }, 60_000); // a PGlite app starts here: slow on a loaded machine

  it('ends open streams when the app closes, so shutdown does not hang', async () => {
    const other = await buildTestApp();
    const url = await listen(other);
    const user = await createUser(other, 'buyer');
    const ticket = (
      await other.inject({ method: 'POST', url: '/events/ticket', headers: bearer(user.token) })
    ).json().ticket;
    const client = await openSse(`${url}/events?ticket=${ticket}`);
    await client.waitForComment('connected');
    expect(other.eventStreams.size).toBe(1);
    // Without the app ending it, the stream would stay open and this test would time out.
    await other.close();
    await client.ended;
    expect(other.eventStreams.size).toBe(0);
  }, 60_000); // a PGlite app starts here: slow on a loaded machine

  const onPostgres = process.env.TEST_DB === 'postgres';
  (onPostgres ? it : it.skip)(
    'two instances on one PostgreSQL: a notification caused through one reaches a stream on the other within 2 s, also after its listening connection was cut',
    async () => {
      const second = await buildTestApp({ database: app.config.database });
      try {
        const secondUrl = await listen(second);
        const onSecond = await stream(seller, {}, '', secondUrl);
        const productId = await createProduct(app, seller);
        const started = performance.now();
        const bookingId = await book(productId, app);
        const event = await onSecond.waitFor(
          (e) => JSON.parse(e.data).bookingId === bookingId,
          LIVE_WITHIN_MS * 5,
        );
        expect(performance.now() - started).toBeLessThan(LIVE_WITHIN_MS);
        expect(event.event).toBe('notification');
        expect(second.eventChannel.kind).toBe('postgres');

        // Cut both instances' listening connections: they reconnect, and the streams catch up from the database.
        const schema = (app.config.database as { schema: string }).schema;
        const { rows } = await app.db.query<{ cut: boolean }>(
          'SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()',
          [`LISTEN furniture_events_${schema}`],
        );
        expect(rows.length).toBe(2);
        const afterCut = await book(await createProduct(app, seller), app);
        await onSecond.waitFor((e) => JSON.parse(e.data).bookingId === afterCut, 8000);
      } finally {
        await second.close();
      }
    },
  );

  it(onPostgres
    ? 'two instances with REDIS_URL: a notification caused through one reaches a stream on the other within 2 s, over Redis pub/sub'
    : 'with REDIS_URL (PGlite: one instance): a notification reaches the stream within 2 s over Redis pub/sub', async () => {
    const redis = {
      redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      redisKeyPrefix: `t${Math.random().toString(36).slice(2, 10)}:`,
    };
    const first = await buildTestApp(redis);
    const second = onPostgres ? await buildTestApp({ ...redis, database: first.config.database }) : first;
    try {
      expect(first.eventChannel.kind).toBe('redis');
      expect(second.eventChannel.kind).toBe('redis');
      const [sellerHere, buyerHere] = await Promise.all([
        createUser(first, 'seller'),
        createUser(first, 'buyer'),
      ]);
      const secondUrl = await listen(second);
      const ticket = (
        await second.inject({ method: 'POST', url: '/events/ticket', headers: bearer(sellerHere.token) })
      ).json().ticket;
      const onSecond = await openSse(`${secondUrl}/events?ticket=${ticket}`);
      clients.push(onSecond);
      await onSecond.waitForComment('connected');
      const productId = await createProduct(first, sellerHere);
      const started = performance.now();
      const bookingId = await bookProduct(first, buyerHere, productId);
      const event = await onSecond.waitFor(
        (e) => JSON.parse(e.data).bookingId === bookingId,
        LIVE_WITHIN_MS * 5,
      );
      expect(performance.now() - started).toBeLessThan(LIVE_WITHIN_MS);
      expect(event.event).toBe('notification');
    } finally {
      if (second !== first) await second.close();
      await first.close();
    }
  }, 60_000);
});
