/**
 * A message reaches the other person's open event stream as a `conversation` signal (`event: signal`, no id)
 * with their unread total; reading the conversation sends the new total. Over Redis pub/sub, between two instances
 * on PostgreSQL (one on PGlite).
 */
import type { ConversationSignal } from '@marketplace/shared/types';
import { openThread, send } from '../../../test/conversation-helpers';
import { bearer, buildTestApp, createProduct, createUser } from '../../../test/helpers';
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
  const clients: SseClient[] = [];

  beforeAll(async () => {
    const redis = {
      redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      redisKeyPrefix: `t${Math.random().toString(36).slice(2, 10)}:`,
    };
    first = await buildTestApp(redis);
    second = onPostgres ? await buildTestApp({ ...redis, database: first.config.database }) : first;
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    if (second !== first) await second.close();
    await first.close();
  });

  it(`reaches the other person's stream ${onPostgres ? 'on another instance ' : ''}within 2 s, with their unread total`, async () => {
    const [seller, buyer] = await Promise.all([createUser(first, 'seller'), createUser(first, 'buyer')]);
    const url = await listen(second);
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
});
