/**
 * What one account can hold of the event streams: a ticket opens one stream, once; a user keeps 5 streams (a 6th
 * closes the oldest, over all instances with Redis); an instance keeps EVENTS_MAX_STREAMS, past which a new
 * stream waits (503, Retry-After).
 */
import { bearer, buildTestApp, createUser, type TestUser } from '../../../test/helpers';
import { buildInstancePair } from '../../../test/instance-pair';
import { openSse, type SseClient } from '../../../test/sse-client';
import type { App } from '../../app';
import { MAX_STREAMS_PER_USER } from '../../plugins/app/event-stream';

const INSTANCE_MAX = 8;

describe(`event stream limits (${process.env.TEST_DB})`, () => {
  let app: App;
  let baseUrl: string;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ eventsMaxStreams: INSTANCE_MAX });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    baseUrl = `http://127.0.0.1:${address.port}`;
  }, 120_000);
  afterEach(async () => {
    for (const client of clients.splice(0)) client.close();
    for (let tries = 0; app.eventStreams.size > 0 && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  afterAll(() => app.close());

  async function ticketFor(user: TestUser): Promise<string> {
    const response = await app.inject({ method: 'POST', url: '/events/ticket', headers: bearer(user.token) });
    expect(response.json()).toEqual({ ticket: expect.any(String), expiresIn: 60 });
    return response.json().ticket;
  }

  async function open(ticket: string): Promise<SseClient> {
    const client = await openSse(`${baseUrl}/events?ticket=${ticket}`);
    clients.push(client);
    if (client.status === 200) await client.waitForComment('connected');
    return client;
  }

  it('opens one stream per ticket: a second use answers 401', async () => {
    const user = await createUser(app, 'buyer');
    const ticket = await ticketFor(user);
    expect((await open(ticket)).status).toBe(200);
    const again = await fetch(`${baseUrl}/events?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ message: 'This events ticket was already used; ask for a new one' });
  });

  it('keeps 5 streams per user: the 6th closes the oldest', async () => {
    const user = await createUser(app, 'buyer');
    const streams: SseClient[] = [];
    for (let i = 0; i <= MAX_STREAMS_PER_USER; i++) streams.push(await open(await ticketFor(user)));
    expect(streams.map((stream) => stream.status)).toEqual(Array(MAX_STREAMS_PER_USER + 1).fill(200));
    await streams[0]!.ended;
    expect(app.eventStreams.size).toBe(MAX_STREAMS_PER_USER);
  });

  it(`answers 503 with Retry-After past ${INSTANCE_MAX} streams on the instance, and opens again once one closes`, async () => {
    const users = await Promise.all(Array.from({ length: INSTANCE_MAX / 2 }, () => createUser(app, 'buyer')));
    for (const user of users) {
      for (let i = 0; i < 2; i++) expect((await open(await ticketFor(user))).status).toBe(200);
    }
    const late = await createUser(app, 'buyer');
    const refused = await fetch(`${baseUrl}/events?ticket=${await ticketFor(late)}`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');

    clients[0]!.close();
    for (let tries = 0; app.eventStreams.size >= INSTANCE_MAX && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await open(await ticketFor(late))).status).toBe(200);
  });
});

(process.env.TEST_DB === 'postgres' ? describe : describe.skip)('the per-user cap over two instances', () => {
  let first: App;
  let second: App;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    [first, second] = await buildInstancePair();
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) client.close();
    await second.close();
    await first.close();
  });

  async function openOn(app: App, user: TestUser): Promise<SseClient> {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const ticket = (
      await app.inject({ method: 'POST', url: '/events/ticket', headers: bearer(user.token) })
    ).json().ticket;
    const client = await openSse(`http://127.0.0.1:${address.port}/events?ticket=${ticket}`);
    clients.push(client);
    await client.waitForComment('connected');
    return client;
  }

  it("a 6th stream on one instance closes the user's oldest on the other", async () => {
    const user = await createUser(first, 'buyer');
    const streams: SseClient[] = [];
    for (const app of [first, second, first, second, first]) streams.push(await openOn(app, user));
    expect(first.eventStreams.size + second.eventStreams.size).toBe(MAX_STREAMS_PER_USER);
    streams.push(await openOn(second, user));
    await streams[0]!.ended;
    expect(first.eventStreams.size).toBe(2);
    expect(second.eventStreams.size).toBe(3);
  }, 60_000);
});
