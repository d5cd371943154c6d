import {
  bearer,
  buildTestApp,
  createProduct,
  createUser,
  storeBooking,
  type TestUser,
} from '../../../test/helpers';
import type { App } from '../../app';

describe('authentication and acting for an email', () => {
  let app: App;
  let buyer: TestUser;
  let seller: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [buyer, seller] = await Promise.all([createUser(app, 'buyer'), createUser(app, 'seller')]);
  });
  afterAll(() => app.close());

  it("refuses an access token whose email is not its user's email in the database (401)", async () => {
    // Validly signed for a real id, naming another address: what a token looks like once its user's email changed.
    const other = await createUser(app, 'buyer', 'renamed');
    const sessionId = await app.repos.sessions.start(other.id, 3600);
    const token = await app.accessTokens.sign({ id: other.id, email: buyer.email, role: 'buyer', sessionId });
    const response = await app.inject({ method: 'GET', url: '/notifications', headers: bearer(token) });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 401,
      body: { message: 'The account of this token no longer exists' },
    });
    // The same user with their own email is let in.
    const own = await app.inject({ method: 'GET', url: '/notifications', headers: bearer(other.token) });
    expect(own.statusCode).toBe(200);
  });

  it("lets a buyer read their own bookings by their email in any letter case, and nobody else's", async () => {
    const productId = await createProduct(app, seller);
    await storeBooking(app, buyer, productId);
    const asBuyer = (email: string) =>
      app.inject({
        method: 'GET',
        url: `/bookings?email=${encodeURIComponent(email)}`,
        headers: bearer(buyer.token),
      });

    const upper = await asBuyer(buyer.email.toUpperCase());
    expect(upper.statusCode).toBe(200);
    expect(upper.json().map((booking: { productId: string }) => booking.productId)).toEqual([productId]);
    expect((await asBuyer(seller.email.toUpperCase())).statusCode).toBe(403);
  });

  it('lets a seller list their own products by their email in any letter case', async () => {
    const productId = await createProduct(app, seller);
    const response = await app.inject({
      method: 'GET',
      url: `/products?email=${encodeURIComponent(seller.email.toUpperCase())}`,
      headers: bearer(seller.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((product: { _id: string }) => product._id)).toContain(productId);
  });
});
