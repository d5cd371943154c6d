/**
 * A block, either way, refuses every write between the two users: bookings (with nothing written and the seller not
 * notified) as well as messages, with a 403 that does not say who blocked whom; and a message never commits after
 * the block that should have refused it, whatever the two requests' timing over HTTP.
 */
import { openThread } from '../../../test/conversation-helpers';
import { bearer, buildTestApp, createProduct, createUser, type TestUser } from '../../../test/helpers';
import type { App } from '../../app';

describe(`blocks refuse everything between two users (${process.env.TEST_DB})`, () => {
  let app: App;
  let baseUrl: string;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => app.close());

  const block = (who: TestUser, whom: TestUser) =>
    app.inject({ method: 'POST', url: `/users/${whom.id}/block`, headers: bearer(who.token) });
  const book = (who: TestUser, productId: string) =>
    app.inject({
      method: 'POST',
      url: '/bookings',
      headers: bearer(who.token),
      payload: { productId, phone: '01700000000', meetLocation: 'Call me at home instead' },
    });
  const sellerSide = async (seller: TestUser, productId: string) => ({
    notifications: (await app.db.query('SELECT id FROM notifications WHERE user_id = $1', [seller.id])).rows
      .length,
    bookings: (await app.db.query('SELECT id FROM bookings WHERE product_id = $1', [productId])).rows.length,
    status: (await app.repos.products.findById(productId))?.status,
  });

  it.each([
    ['the seller blocked the buyer', 'seller'],
    ['the buyer blocked the seller', 'buyer'],
  ])('refuses a booking when %s: 403 naming nobody, nothing written, no notification', async (_title, blocker) => {
    const [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
    const productId = await createProduct(app, seller);
    expect((await (blocker === 'seller' ? block(seller, buyer) : block(buyer, seller))).statusCode).toBe(200);
    const before = await sellerSide(seller, productId);

    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await book(buyer, productId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'You cannot interact with this user' });
    }
    expect(await sellerSide(seller, productId)).toEqual({ ...before, status: 'available' });

    // Lifting the block lets the booking through again.
    const lifter = blocker === 'seller' ? seller : buyer;
    const other = blocker === 'seller' ? buyer : seller;
    await app.inject({ method: 'DELETE', url: `/users/${other.id}/block`, headers: bearer(lifter.token) });
    expect((await book(buyer, productId)).statusCode).toBe(201);
  });

  it('never commits a message after the block, when sends and blocks race over HTTP', async () => {
    const pairs = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
        const conversationId = await openThread(app, buyer, await createProduct(app, seller), 'Hello');
        return { seller, buyer, conversationId };
      }),
    );
    const post = (url: string, token: string, body?: object) =>
      fetch(`${baseUrl}${url}`, {
        method: 'POST',
        headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }).then((response) => response.status);

    const statuses = await Promise.all(
      pairs.flatMap(({ seller, buyer, conversationId }) => [
        ...Array.from({ length: 4 }, (_, i) =>
          post(`/conversations/${conversationId}/messages`, buyer.token, { text: `race ${i}` }),
        ),
        post(`/users/${buyer.id}/block`, seller.token),
      ]),
    );
    expect(statuses.every((status) => status === 201 || status === 403 || status === 200)).toBe(true);

    for (const { seller, buyer, conversationId } of pairs) {
      const { rows } = await app.db.query<{ late: number; sent: number }>(
        `SELECT count(*) FILTER (WHERE m.created_at >= b.created_at)::int AS late, count(*)::int AS sent
         FROM messages m, user_blocks b
         WHERE m.conversation_id = $1 AND m.kind = 'user' AND b.blocker_id = $2 AND b.blocked_id = $3`,
        [conversationId, seller.id, buyer.id],
      );
      expect(rows[0]).toEqual({ late: 0, sent: expect.any(Number) });
      expect(rows[0]!.sent).toBeGreaterThanOrEqual(1);
    }
  }, 60_000);
});
