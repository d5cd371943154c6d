/**
 * Blocking stops messages both ways and leaves the conversation readable; the limits (by default 10 conversations
 * an account opens by asking, and 60 messages per person and conversation, per rolling hour: app.quota's
 * counters) answer 429 with Retry-After, and hold when requests at the edge arrive together over HTTP.
 */
import { ask, detail, openThread, send, thread } from '../../../test/conversation-helpers';
import { bearer, buildTestApp, createProduct, createUser, type TestUser } from '../../../test/helpers';
import type { App } from '../../app';

describe(`blocking and messaging limits (${process.env.TEST_DB})`, () => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
  });
  afterAll(() => app.close());

  const block = (who: TestUser, whom: string, method: 'POST' | 'DELETE' = 'POST') =>
    app.inject({ method, url: `/users/${whom}/block`, headers: bearer(who.token) });

  it('stops both people from writing once either blocks, keeps the thread readable, and the blocker can unblock', async () => {
    const productId = await createProduct(app, seller);
    const id = await openThread(app, buyer, productId, 'Hello');
    expect((await block(seller, buyer.id)).json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await block(seller, buyer.id)).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
    for (const who of [buyer, seller]) {
      const refused = await send(app, who, id, 'Are you there?');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'You cannot message this user' });
      expect((await thread(app, who, id)).messages.map((message) => message.text)).toEqual(['Hello']);
    }
    const other = await createProduct(app, seller);
    const newOne = await ask(app, buyer, other);
    expect(newOne.statusCode).toBe(403);
    expect(newOne.json()).toEqual({ message: 'You cannot message this user' });
    expect(await detail(app, seller, id)).toMatchObject({ canSend: false, blockedByMe: true });
    expect(await detail(app, buyer, id)).toMatchObject({ canSend: false, blockedByMe: false });

    // Only the blocker's own block can be lifted by them.
    expect((await block(buyer, seller.id, 'DELETE')).json()).toEqual({ deletedCount: 0 });
    expect((await send(app, buyer, id, 'Still blocked')).statusCode).toBe(403);
    expect((await block(seller, buyer.id, 'DELETE')).json()).toEqual({ deletedCount: 1 });
    expect((await send(app, buyer, id, 'Thanks')).statusCode).toBe(201);
  });

  it('refuses blocking oneself (400) and an unknown user (404)', async () => {
    const self = await block(buyer, buyer.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: 'You cannot block yourself' });
    const unknown = await block(buyer, 'a3bb189e-8bf9-3888-9912-ace4e6543002');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    expect((await app.inject({ method: 'POST', url: `/users/${seller.id}/block` })).statusCode).toBe(401);
  });

  it('allows 10 conversations opened by asking per account in an hour, then answers 429 with Retry-After', async () => {
    const [asker, owner] = await Promise.all([createUser(app, 'buyer'), createUser(app, 'seller')]);
    const products = await Promise.all(Array.from({ length: 11 }, () => createProduct(app, owner)));
    // A conversation a booking opened is not one the buyer asked for: it does not count.
    const booked = await app.inject({
      method: 'POST',
      url: '/bookings',
      headers: bearer(asker.token),
      payload: { productId: await createProduct(app, owner), phone: '1', meetLocation: 'Mirpur' },
    });
    expect(booked.statusCode).toBe(201);
    for (const productId of products.slice(0, 10))
      expect((await ask(app, asker, productId)).statusCode).toBe(201);
    const refused = await ask(app, asker, products[10]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many new conversations in an hour; try again in 60 minutes',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // An existing conversation still takes messages.
    expect((await ask(app, asker, products[0]!, 'One more question')).statusCode).toBe(201);
  });

  it('allows 60 messages per person in a conversation in an hour; the other person still answers', async () => {
    const [asker, owner] = await Promise.all([createUser(app, 'buyer'), createUser(app, 'seller')]);
    const id = await openThread(app, asker, await createProduct(app, owner), 'message 1');
    for (let i = 2; i <= 60; i++) expect((await send(app, asker, id, `message ${i}`)).statusCode).toBe(201);
    const refused = await send(app, asker, id, 'message 61');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many messages in this conversation in an hour; try again in 60 minutes',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(app, owner, id, 'Slow down')).statusCode).toBe(201);
  });

  it('lets exactly the remaining messages through when sends at the limit arrive together over HTTP', async () => {
    const [asker, owner] = await Promise.all([createUser(app, 'buyer'), createUser(app, 'seller')]);
    const id = await openThread(app, asker, await createProduct(app, owner), 'first');
    for (let i = 2; i <= 58; i++) expect((await send(app, asker, id, `message ${i}`)).statusCode).toBe(201);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fetch(`http://127.0.0.1:${address.port}/conversations/${id}/messages`, {
          method: 'POST',
          headers: { ...bearer(asker.token), 'content-type': 'application/json' },
          body: JSON.stringify({ text: `together ${i}` }),
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});
