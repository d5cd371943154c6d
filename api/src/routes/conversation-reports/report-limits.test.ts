/**
 * Reports of conversations are limited as reports of products are: one per account and conversation (409), and
 * one hourly quota per account over both kinds; the admins' list of them comes a page at a time.
 */
import { openThread } from '../../../test/conversation-helpers';
import {
  bearer,
  buildTestApp,
  createProduct,
  createUser,
  type TestUser,
  testConfig,
} from '../../../test/helpers';
import type { App } from '../../app';

describe(`conversation report limits (${process.env.TEST_DB})`, () => {
  let app: App;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ quotas: { ...testConfig().quotas, reportsPerHour: 10 } });
    admin = await createUser(app, 'admin');
  }, 60_000);
  afterAll(() => app.close());

  const reportConversation = (who: TestUser, id: string, reason = 'Rude') =>
    app.inject({
      method: 'POST',
      url: `/conversations/${id}/report`,
      headers: bearer(who.token),
      payload: { reason },
    });
  const reportProduct = (who: TestUser, productId: string) =>
    app.inject({
      method: 'POST',
      url: '/reports',
      headers: bearer(who.token),
      payload: { productId, reason: 'Fake' },
    });

  it('answers a second report of the same conversation by one account with 409, and keeps one', async () => {
    const [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
    const id = await openThread(app, buyer, await createProduct(app, seller), 'Pay outside the site?');
    const [first, second] = await Promise.all([
      reportConversation(seller, id),
      reportConversation(seller, id),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const again = await reportConversation(seller, id, 'Still rude');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already reported this conversation' });
    // The other person may report it too.
    expect((await reportConversation(buyer, id)).statusCode).toBe(201);
    const { rows } = await app.db.query('SELECT 1 FROM conversation_reports WHERE conversation_id = $1', [
      id,
    ]);
    expect(rows).toHaveLength(2);
  });

  it('counts conversation and product reports in one hourly quota of 10 per account', async () => {
    const [reporter, seller] = await Promise.all([createUser(app, 'buyer'), createUser(app, 'seller')]);
    const products = await Promise.all(Array.from({ length: 12 }, () => createProduct(app, seller)));
    for (const productId of products.slice(0, 5)) {
      expect((await reportProduct(reporter, productId)).statusCode).toBe(201);
    }
    for (const productId of products.slice(5, 10)) {
      const id = await openThread(app, reporter, productId, 'Hello');
      expect((await reportConversation(reporter, id)).statusCode).toBe(201);
    }
    const conversation = await openThread(app, reporter, products[10]!, 'Hello');
    const refused = await reportConversation(reporter, conversation);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many reports in an hour; try again in 60 minutes' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await reportProduct(reporter, products[11]!)).statusCode).toBe(429);
  }, 60_000);

  it('pages the admins’ list: limit, then before= the last conversation of the page', async () => {
    const [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await openThread(app, buyer, await createProduct(app, seller), `Thread ${i}`);
      expect((await reportConversation(seller, id)).statusCode).toBe(201);
      ids.push(id);
    }
    const page = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/reports/conversations${query}`,
        headers: bearer(admin.token),
      });
      return { status: response.statusCode, body: response.json() };
    };
    const first = await page('?limit=2');
    expect(first.body.map((item: { conversation: { _id: string } }) => item.conversation._id)).toEqual([
      ids[2],
      ids[1],
    ]);
    const next = await page(`?limit=2&before=${ids[1]}`);
    expect(next.body[0].conversation._id).toBe(ids[0]);
    expect((await page('?limit=101')).status).toBe(400);
    const unknown = await page(`?before=${seller.id}`);
    expect(unknown).toEqual({
      status: 400,
      body: { message: 'querystring/before must be a reported conversation' },
    });
  });
});
