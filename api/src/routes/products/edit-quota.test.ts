/** Product edits count in an hourly quota per account (QUOTA_PRODUCT_EDITS_PER_HOUR): each price cut can notify. */
import { bearer, buildTestApp, createProduct, createUser, testConfig } from '../../../test/helpers';
import type { App } from '../../app';

describe(`product edit quota (${process.env.TEST_DB})`, () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ quotas: { ...testConfig().quotas, productEditsPerHour: 5 } });
  }, 60_000);
  afterAll(() => app.close());

  it('allows the limit of edits per account in an hour, then 429 with Retry-After; another seller still edits', async () => {
    const [seller, other] = await Promise.all([createUser(app, 'seller'), createUser(app, 'seller')]);
    const [productId, otherProduct] = await Promise.all([
      createProduct(app, seller),
      createProduct(app, other),
    ]);
    const edit = (token: string, id: string, resalePrice: number) =>
      app.inject({
        method: 'PATCH',
        url: `/products/${id}`,
        headers: bearer(token),
        payload: { resalePrice },
      });
    for (let i = 0; i < 5; i++) expect((await edit(seller.token, productId, 100 - i)).statusCode).toBe(200);
    const refused = await edit(seller.token, productId, 50);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many product edits in an hour; try again in 60 minutes' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await app.repos.products.findById(productId))?.resalePrice).toBe(96);
    expect((await edit(other.token, otherProduct, 80)).statusCode).toBe(200);
  });
});
