/**
 * Two accepts on one product at the same moment, over real HTTP: the seller takes one buyer's offer while the
 * other buyer takes the seller's counter. Exactly one wins (200), the other answers 409, and the product has
 * one accepted booking, at the winner's price. Three rounds.
 */
import { bearer, buildTestApp, createProduct, createUser, type TestUser } from '../../../test/helpers';
import { offerId } from '../../../test/offer-helpers';
import type { App } from '../../app';

const ROUNDS = 3;

describe(`two accepts on one product at once, over HTTP (${process.env.TEST_DB})`, () => {
  let app: App;
  let baseUrl: string;
  let seller: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    seller = await createUser(app, 'seller');
  }, 120_000);
  afterAll(() => app.close());

  const accept = (user: TestUser, id: string) =>
    fetch(`${baseUrl}/offers/${id}/accept`, { method: 'POST', headers: bearer(user.token) });

  it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))('round %i: exactly one wins', async () => {
    const productId = await createProduct(app, seller, { resalePrice: 120 });
    const [first, second] = await Promise.all([createUser(app, 'buyer'), createUser(app, 'buyer')]);
    const offered = await offerId(app, first, productId, 100);
    const countered = await offerId(app, second, productId, 90);
    const counter = await app.inject({
      method: 'POST',
      url: `/offers/${countered}/counter`,
      headers: bearer(seller.token),
      payload: { amount: 105 },
    });
    expect(counter.statusCode).toBe(200);

    const answers = await Promise.all([accept(seller, offered), accept(second, countered)]);
    const statuses = answers.map((answer) => answer.status);
    expect([...statuses].sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(await loser.json()).toEqual({ message: expect.any(String) });

    const { rows } = await app.db.query<{ buyer_id: string; agreed_price: number; status: string }>(
      `SELECT buyer_id, agreed_price::float8 AS agreed_price, status FROM bookings WHERE product_id = $1`,
      [productId],
    );
    expect(rows).toHaveLength(1);
    const winner = statuses[0] === 200 ? { buyer: first, price: 100 } : { buyer: second, price: 105 };
    expect(rows[0]).toEqual({ buyer_id: winner.buyer.id, agreed_price: winner.price, status: 'accepted' });
    const offers = await app.db.query<{ id: string; status: string }>(
      'SELECT id, status FROM offers WHERE product_id = $1 ORDER BY seq',
      [productId],
    );
    expect(offers.rows.map((offer) => offer.status).sort()).toEqual(['accepted', 'declined']);
    expect((await app.repos.products.findById(productId))?.status).toBe('booked');
  });
});
