/**
 * A message reaches the other person's open event stream as a `conversation` signal (`event: signal`, no id)
 * with their unread total; reading the conversation sends the new total, and a booking change's system line
 * signals both people. Over Redis pub/sub, between two instances on PostgreSQL (one on PGlite).
 */
import type { ConversationSignal } from '@marketplace/shared/types';
import { openThread, send } from '../../../test/conversation-helpers';
import { bearer, bookProduct, createProduct, createUser } from '../../../test/helpers';
import { buildInstancePair } from '../../../test/instance-pair';
import { openSse, type SseClient } from '../../../test/sse-client';
import type { App } from '../../app';

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

const onPostgres = process.env.TEST_DB === 'postgres';

describe(`conversation events on the stream (${process.env.TEST_DB})`, () => {
  let first: App;
  let second: App;
  let url: string;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    [first, second] = await buildInstancePair();
    url = await listen(second);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    if (second !== first) await second.close();
    await first.close();
  });

  it(`reaches the other person's stream ${onPostgres ? 'on another instance ' : ''}within 2 s, with their unread total`, async () => {
    const [seller, buyer] = await Promise.all([createUser(first, 'seller'), createUser(first, 'buyer')]);
    const ticket = (
      await second.inject({ method: 'POST', url: '/events/ticket', headers: bearer(seller.token) })
    ).json().ticket;
    const stream = await openSse(`${url}/events?ticket=${ticket}`);
    clients.push(stream);
    await stream.waitForComment('connected');

    const id = await openThread(first, buyer, await createProduct(first, seller), 'Hello');
    const opened = await stream.waitFor((event) => event.event === 'signal', 2000);
    expect(opened.id).toBeUndefined();
    expect(JSON.parse(opened.data) as ConversationSignal).toEqual({
      type: 'conversation',
      version: 1,
      conversationId: id,
      unreadTotal: 1,
    });

    expect((await send(first, buyer, id, 'Still available?')).statusCode).toBe(201);
    await stream.waitFor(
      (event) => event.event === 'signal' && JSON.parse(event.data).unreadTotal === 2,
      2000,
    );
    await first.inject({ method: 'POST', url: `/conversations/${id}/read`, headers: bearer(seller.token) });
    await stream.waitFor(
      (event) => event.event === 'signal' && JSON.parse(event.data).unreadTotal === 0,
      2000,
    );
    // The bell's notification came too, once.
    expect(stream.events.filter((event) => event.event === 'notification')).toHaveLength(1);
  }, 60_000);

  it('signals the system lines of a booking, its acceptance and its listing removed to the people of the thread', async () => {
    const [seller, buyer] = await Promise.all([createUser(first, 'seller'), createUser(first, 'buyer')]);
    const streamOf = async (token: string) => {
      const ticket = (
        await second.inject({ method: 'POST', url: '/events/ticket', headers: bearer(token) })
      ).json().ticket;
      const stream = await openSse(`${url}/events?ticket=${ticket}`);
      clients.push(stream);
      await stream.waitForComment('connected');
      return stream;
    };
    const [sellerStream, buyerStream] = await Promise.all([streamOf(seller.token), streamOf(buyer.token)]);
    const productId = await createProduct(first, seller);
    const id = await openThread(first, buyer, productId, 'Can I come on Saturday?');
    const signalled = (stream: SseClient, unreadTotal: number) =>
      stream.waitFor((event) => {
        if (event.event !== 'signal') return false;
        const signal = JSON.parse(event.data) as ConversationSignal;
        return signal.conversationId === id && signal.unreadTotal === unreadTotal;
      }, 2000);

    const bookingId = await bookProduct(first, buyer, productId);
    await signalled(sellerStream, 2);

    const accepted = await first.inject({
      method: 'PATCH',
      url: `/bookings/${bookingId}`,
      headers: bearer(seller.token),
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    await signalled(buyerStream, 1);

    const removed = await first.inject({
      method: 'DELETE',
      url: `/products/${productId}`,
      headers: bearer(seller.token),
    });
    expect(removed.statusCode).toBe(200);
    await signalled(buyerStream, 2);
    await signalled(sellerStream, 3);
  }, 60_000);
});
