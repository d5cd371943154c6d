/**
 * The seller's email is in no public product answer (lists, advertised, search, item), cached or not; the seller
 * still reads it in their own list.
 */
import { bearer, buildTestApp, createProduct, createUser, type TestUser } from '../../../test/helpers';
import type { App } from '../../app';

describe(`public product answers carry no seller email (${process.env.TEST_DB})`, () => {
  let app: App;
  let seller: TestUser;
  let productId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    seller = await createUser(app, 'seller');
    productId = await createProduct(app, seller, { name: 'Private Teak Desk', categoryId: 2 });
    await app.repos.products.setAdvertised(productId, true);
  }, 120_000);
  afterAll(() => app.close());

  it.each([
    '/products/2',
    '/products/advertised',
    '/search?q=teak',
    '/items/:id',
  ])('GET %s, signed in as the seller or not, twice (the cache too)', async (path) => {
    const url = path.replace(':id', productId);
    for (const headers of [{}, bearer(seller.token), {}]) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Private Teak Desk');
      expect(response.body).not.toContain(seller.email);
      expect(response.body).toContain(seller.id);
    }
  });

  it("leaves it in the seller's own list", async () => {
    const own = await app.inject({ method: 'GET', url: '/products', headers: bearer(seller.token) });
    expect(own.json()[0]).toMatchObject({ name: 'Private Teak Desk', sellerEmail: seller.email });
  });
});
