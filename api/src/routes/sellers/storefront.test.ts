/** GET /sellers/{id}/storefront: the seller page's first screen in one read, the same as /profile and /products. */
import { STOREFRONT_LISTINGS } from '@marketplace/shared/schemas/reviews';
import type { Product, SellerStorefront } from '@marketplace/shared/types';
import { buildTestApp, createProduct, createUser, markSold, type TestUser } from '../../../test/helpers';
import { soldAndReviewed } from '../../../test/review-helpers';
import type { App } from '../../app';

describe("a seller's storefront", () => {
  let app: App;
  let buyer: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    buyer = await createUser(app, 'buyer');
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('gives the profile as /profile does and the first listings of /products, in their order and fields', async () => {
    const seller = await createUser(app, 'seller');
    const productId = await createProduct(app, seller, { name: 'Reviewed Bench' });
    await soldAndReviewed(app, { seller, buyer, productId }, { ofSeller: 4, ofBuyer: 5 });
    const soldLater = await createProduct(app, seller, { name: 'Sold Later' });
    for (let index = 0; index < STOREFRONT_LISTINGS + 2; index += 1) {
      await createProduct(app, seller, { name: `Chair ${index}`, resalePrice: 10 + index });
    }
    await markSold(app, soldLater);

    const response = await get(`/sellers/${seller.id}/storefront`);
    expect(response.statusCode).toBe(200);
    const storefront: SellerStorefront = response.json();
    const profile = (await get(`/sellers/${seller.id}/profile`)).json();
    const products: Product[] = (await get(`/sellers/${seller.id}/products`)).json();
    expect(storefront.profile).toEqual(profile);
    // One review on a seller with ten listings: the listings' rows do not multiply the count.
    expect(storefront.profile).toMatchObject({ name: seller.name, average: 4, count: 1 });
    expect(products).toHaveLength(STOREFRONT_LISTINGS + 2);
    expect(storefront.listings).toEqual(products.slice(0, STOREFRONT_LISTINGS));
    expect(storefront.listings[0]).toMatchObject({
      name: `Chair ${STOREFRONT_LISTINGS + 1}`,
      sellerId: seller.id,
    });
    expect(storefront.listings[0]).not.toHaveProperty('sellerEmail');
  });

  it('gives a seller without listings, and a buyer, their profile and no listings', async () => {
    const seller = await createUser(app, 'seller');
    await markSold(app, await createProduct(app, seller));
    for (const user of [seller, buyer]) {
      const response = await get(`/sellers/${user.id}/storefront`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        profile: (await get(`/sellers/${user.id}/profile`)).json(),
        listings: [],
      });
    }
  });

  it('reads the database with one statement', async () => {
    const seller = await createUser(app, 'seller');
    await createProduct(app, seller);
    const query = jest.spyOn(app.db, 'query');
    try {
      expect((await get(`/sellers/${seller.id}/storefront`)).statusCode).toBe(200);
      // On PostgreSQL the fixture's writes are announced to other instances (pg_notify) on the same database.
      const statements = query.mock.calls.map(([sql]) => sql).filter((sql) => !sql.includes('pg_notify'));
      expect(statements).toEqual([expect.stringContaining('LEFT JOIN LATERAL')]);
    } finally {
      query.mockRestore();
    }
  });

  it('answers 304 while nothing changed, and the new listing first once one is added', async () => {
    const seller = await createUser(app, 'seller');
    await createProduct(app, seller, { name: 'First Shelf' });
    const first = await get(`/sellers/${seller.id}/storefront`);
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    expect((await get(`/sellers/${seller.id}/storefront`, { 'if-none-match': etag })).statusCode).toBe(304);

    await createProduct(app, seller, { name: 'Newer Lamp' });
    const after = await get(`/sellers/${seller.id}/storefront`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect((after.json() as SellerStorefront).listings.map(({ name }) => name)).toEqual([
      'Newer Lamp',
      'First Shelf',
    ]);
  });

  it('answers 404 for an unknown user and 400 for a malformed id, each as { message }', async () => {
    const unknown = await get('/sellers/00000000-0000-4000-8000-000000000000/storefront');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    const malformed = await get(`/sellers/${encodeURIComponent("' OR 1=1 --")}/storefront`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.any(String) });
  });
});
