/** A seller's public page through the API: the profile with the rating, the listings, and sellerId on products. */
import type { Product, UserProfile } from '@marketplace/shared/types';
import { buildTestApp, createProduct, createUser, markSold, type TestUser } from '../../../test/helpers';
import { soldAndReviewed } from '../../../test/review-helpers';
import type { App } from '../../app';

describe('seller profiles', () => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
  });
  afterAll(() => app.close());

  it('gives the profile with member since, no rating before any review, and the rating after', async () => {
    const first = await app.inject({ method: 'GET', url: `/sellers/${seller.id}/profile` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      _id: seller.id,
      name: seller.name,
      img: 'http://img.test/a.png',
      verified: false,
      memberSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      average: null,
      count: 0,
    });

    const productId = await createProduct(app, seller);
    await soldAndReviewed(app, { seller, buyer, productId }, { ofSeller: 4, ofBuyer: 5 });
    const after: UserProfile = (
      await app.inject({ method: 'GET', url: `/sellers/${seller.id}/profile` })
    ).json();
    expect(after).toMatchObject({ average: 4, count: 1 });
    // A buyer has the same public profile: the seller's review of them is read there.
    const buyerProfile = await app.inject({ method: 'GET', url: `/sellers/${buyer.id}/profile` });
    expect(buyerProfile.statusCode).toBe(200);
    expect(buyerProfile.json()).toMatchObject({ name: buyer.name, average: 5, count: 1 });
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/sellers/00000000-0000-4000-8000-000000000000/profile',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    expect((await app.inject({ method: 'GET', url: '/sellers/nope/profile' })).statusCode).toBe(400);
  });

  it("lists the seller's listings that are not sold, newest first, each with its sellerId", async () => {
    const other = await createUser(app, 'seller');
    const older = await createProduct(app, other, { name: 'Older Shelf' });
    const sold = await createProduct(app, other, { name: 'Sold Stool' });
    await markSold(app, sold);
    const newer = await createProduct(app, other, { name: 'Newer Desk' });
    const listed: Product[] = (
      await app.inject({ method: 'GET', url: `/sellers/${other.id}/products` })
    ).json();
    expect(listed.map((product) => product._id)).toEqual([newer, older]);
    expect(listed.every((product) => product.sellerId === other.id)).toBe(true);
    const item: Product = (await app.inject({ method: 'GET', url: `/items/${newer}` })).json();
    expect(item.sellerId).toBe(other.id);
  });
});
