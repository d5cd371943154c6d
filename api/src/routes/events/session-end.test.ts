/**
 * An open event stream ends with its session: Log Out, a role change and a deleted user within 5 s, a disabled or
 * deleted Firebase account within ACCOUNT_RECHECK_SECONDS (60 s at most). On PostgreSQL the stream is open on one
 * instance and the session ends through the other; the user's other sessions keep their streams.
 */
import {
  bearer,
  createFirebaseAccount,
  createUser,
  type TestUser,
  updateFirebaseAccount,
} from '../../../test/helpers';
import { buildInstancePair } from '../../../test/instance-pair';
import { openSse, type SseClient } from '../../../test/sse-client';
import type { App } from '../../app';

const ENDS_WITHIN_MS = 5000;

async function listen(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

describe(`event streams end with their session (${process.env.TEST_DB})`, () => {
  let streaming: App;
  let acting: App;
  let baseUrl: string;
  const clients: SseClient[] = [];

  beforeAll(async () => {
    [streaming, acting] = await buildInstancePair();
    baseUrl = await listen(streaming);
  }, 60_000);
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    if (acting !== streaming) await acting.close();
    await streaming.close();
  });

  async function stream(user: TestUser, token = user.token): Promise<SseClient> {
    const ticket = await acting.inject({ method: 'POST', url: '/events/ticket', headers: bearer(token) });
    expect(ticket.statusCode).toBe(200);
    const client = await openSse(`${baseUrl}/events?ticket=${ticket.json().ticket}`);
    clients.push(client);
    expect(client.status).toBe(200);
    await client.waitForComment('connected');
    return client;
  }

  /** Resolves when the server ends the stream; rejects after `withinMs`. */
  async function endsWithin(client: SseClient, withinMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the stream was still open after ${withinMs} ms`)), withinMs);
    });
    try {
      await Promise.race([client.ended, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  it('ends the stream of a session within 5 s of its Log Out, and leaves the same user’s other session open', async () => {
    const user = await createUser(acting, 'buyer');
    const otherToken = await acting.startSession({ _id: user.id, email: user.email, role: 'buyer' });
    const [loggedOut, kept] = [await stream(user), await stream(user, otherToken)];
    const logout = await acting.inject({ method: 'POST', url: '/logout', headers: bearer(user.token) });
    expect(logout.statusCode).toBe(204);
    await endsWithin(loggedOut, ENDS_WITHIN_MS);
    await new Promise((resolve) => setTimeout(resolve, streaming.config.eventsSessionCheckMs * 2));
    let keptEnded = false;
    void kept.ended.then(() => {
      keptEnded = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(keptEnded).toBe(false);
  }, 30_000);

  it('ends the stream within 5 s when the user is given another role, or deleted', async () => {
    const [promoted, removed] = await Promise.all([createUser(acting, 'buyer'), createUser(acting, 'buyer')]);
    const [first, second] = [await stream(promoted), await stream(removed)];
    await acting.db.query("UPDATE users SET role = 'seller' WHERE id = $1", [promoted.id]);
    await acting.db.query('DELETE FROM users WHERE id = $1', [removed.id]);
    await Promise.all([endsWithin(first, ENDS_WITHIN_MS), endsWithin(second, ENDS_WITHIN_MS)]);
  }, 30_000);

  it('ends the stream once Firebase says the account is disabled, within the account recheck', async () => {
    const user = await createUser(acting, 'buyer');
    const { uid } = await createFirebaseAccount(user.email);
    await acting.db.query('UPDATE users SET firebase_uid = $2 WHERE id = $1', [user.id, uid]);
    const client = await stream(user);
    await updateFirebaseAccount(uid, { disableUser: true });
    await endsWithin(client, streaming.config.accountRecheckMs + ENDS_WITHIN_MS);
  }, 120_000);
});
