/** Opening a conversation, sending, blocking and reporting need a verified address, as listing and booking do. */
import { openThread } from '../../../test/conversation-helpers';
import { bearer, buildTestApp, createProduct, createUser, type TestUser } from '../../../test/helpers';
import type { App } from '../../app';

describe(`conversations need a verified address (${process.env.TEST_DB})`, () => {
  let app: App;
  let seller: TestUser;
  let unverified: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, unverified] = await Promise.all([
      createUser(app, 'seller'),
      createUser(app, 'buyer', 'unverified'),
    ]);
  });
  afterAll(() => app.close());

  it('answers 403 "Verify your email address first" to each write, and writes nothing', async () => {
    const productId = await createProduct(app, seller);
    const conversationId = await openThread(app, unverified, productId, 'Asked while verified');
    await app.db.query('UPDATE users SET email_verified = false WHERE id = $1', [unverified.id]);
    const counts = async () =>
      (
        await app.db.query<{ n: string }>(
          `SELECT (SELECT count(*) FROM messages) + (SELECT count(*) FROM user_blocks)
                  + (SELECT count(*) FROM conversation_reports) + (SELECT count(*) FROM conversations) AS n`,
        )
      ).rows[0]!.n;
    const before = await counts();

    const calls = [
      { url: '/conversations', payload: { productId: await createProduct(app, seller), text: 'Hi' } },
      { url: `/conversations/${conversationId}/messages`, payload: { text: 'Hello again' } },
      { url: `/users/${seller.id}/block` },
      { url: `/conversations/${conversationId}/report`, payload: { reason: 'Spam' } },
    ];
    for (const call of calls) {
      const response = await app.inject({ method: 'POST', headers: bearer(unverified.token), ...call });
      expect({ url: call.url, status: response.statusCode, body: response.json() }).toEqual({
        url: call.url,
        status: 403,
        body: { message: 'Verify your email address first' },
      });
    }
    expect(await counts()).toBe(before);
  });
});
