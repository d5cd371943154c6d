/** Saved products through the API: saving, listing with the current status, and the notices savers get. */
import type { SavedProduct } from '@marketplace/shared/types';
import {
  bearer,
  buildTestApp,
  createProduct,
  createUser,
  storeBooking,
  type TestUser,
} from '../../../test/helpers';
import type { App } from '../../app';

describe('saved products', () => {
  let app: App;
  let seller: TestUser;
  let saver: TestUser;
  let otherSaver: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, saver, otherSaver, buyer] = await Promise.all([
      createUser(app, 'seller'),
      createUser(app, 'buyer', 'saver'),
      createUser(app, 'buyer', 'other-saver'),
      createUser(app, 'buyer'),
    ]);
  });
  afterAll(() => app.close());

  const save = (user: TestUser | null, productId: string) =>
    app.inject({ method: 'PUT', url: `/saved/${productId}`, headers: user ? bearer(user.token) : {} });
  const unsave = (user: TestUser, productId: string) =>
    app.inject({ method: 'DELETE', url: `/saved/${productId}`, headers: bearer(user.token) });
  const savedOf = async (user: TestUser): Promise<SavedProduct[]> =>
    (await app.inject({ method: 'GET', url: '/saved', headers: bearer(user.token) })).json();
  const editPrice = (productId: string, resalePrice: number) =>
    app.inject({
      method: 'PATCH',
      url: `/products/${productId}`,
      headers: bearer(seller.token),
      payload: { resalePrice },
    });
  async function notices(user: TestUser): Promise<Array<{ kind: string; text: string; link: string }>> {
    const { rows } = await app.db.query<{ kind: string; text: string; link: string }>(
      "SELECT kind, text, link FROM notifications WHERE user_id = $1 AND kind LIKE 'saved-%' ORDER BY id",
      [user.id],
    );
    return rows;
  }
  const clearNotices = () => app.db.query("DELETE FROM notifications WHERE kind LIKE 'saved-%'");

  it('saves a product once (200, then modifiedCount 0), lists it and removes it', async () => {
    const productId = await createProduct(app, seller, { name: 'Cane Chair', resalePrice: 80 });
    const first = await save(saver, productId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await save(saver, productId)).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
    expect(await savedOf(saver)).toEqual([
      {
        productId,
        name: 'Cane Chair',
        picture: 'http://img.test/oak.png',
        price: 80,
        status: 'available',
        savedAt: expect.any(String),
      },
    ]);
    expect((await unsave(saver, productId)).json()).toEqual({ deletedCount: 1 });
    expect((await unsave(saver, productId)).json()).toEqual({ deletedCount: 0 });
    expect(await savedOf(saver)).toEqual([]);
  });

  it('refuses an unknown product (404), a bad id (400) and the signed-out (401)', async () => {
    const unknown = await save(saver, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });
    expect((await save(saver, 'not-a-uuid')).statusCode).toBe(400);
    expect((await save(null, await createProduct(app, seller))).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/saved' })).statusCode).toBe(401);
  });

  it('refuses a save over the limit of 500 per account (409)', async () => {
    const hoarder = await createUser(app, 'buyer', 'hoarder');
    await app.db.query(
      `INSERT INTO saved_products (user_id, product_id, product_name, picture, price)
       SELECT $1, gen_random_uuid(), 'x', 'x', 1 FROM generate_series(1, 500)`,
      [hoarder.id],
    );
    const response = await save(hoarder, await createProduct(app, seller));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'You can save at most 500 products' });
  });

  it('tells every saver of a price drop, and of no rise', async () => {
    await clearNotices();
    const productId = await createProduct(app, seller, { name: 'Oak Bed', resalePrice: 120 });
    await save(saver, productId);
    await save(otherSaver, productId);
    expect((await editPrice(productId, 150)).statusCode).toBe(200);
    expect(await notices(saver)).toEqual([]);
    expect((await editPrice(productId, 99.5)).statusCode).toBe(200);
    const drop = {
      kind: 'saved-price-drop',
      text: 'Price drop: Oak Bed is now $99.50',
      link: `/item/${productId}`,
    };
    expect(await notices(saver)).toEqual([drop]);
    expect(await notices(otherSaver)).toEqual([drop]);
    expect((await savedOf(saver))[0]).toMatchObject({ productId, price: 99.5 });
  });

  it('tells each saver at most once a day per product, the day’s lowest price shown', async () => {
    await clearNotices();
    const productId = await createProduct(app, seller, { name: 'Teak Shelf', resalePrice: 100 });
    await save(saver, productId);
    for (const price of [99, 100, 99, 100, 97, 100, 98]) {
      expect((await editPrice(productId, price)).statusCode).toBe(200);
    }
    const lowest = {
      kind: 'saved-price-drop',
      text: 'Price drop: Teak Shelf is now $97',
      link: `/item/${productId}`,
    };
    expect(await notices(saver)).toEqual([lowest]);
    // A day after the notice, a lower price notifies again.
    await app.db.query(
      "UPDATE saved_products SET drop_notice_at = drop_notice_at - interval '25 hours' WHERE product_id = $1",
      [productId],
    );
    expect((await editPrice(productId, 95)).statusCode).toBe(200);
    expect((await notices(saver)).map((notice) => notice.text)).toEqual([
      'Price drop: Teak Shelf is now $97',
      'Price drop: Teak Shelf is now $95',
    ]);
  });

  it('tells the savers, but not the buyer, when the product is sold, and shows it sold', async () => {
    await clearNotices();
    const productId = await createProduct(app, seller, { name: 'Rattan Sofa' });
    await save(saver, productId);
    await save(buyer, productId);
    const bookingId = await storeBooking(app, buyer, productId);
    expect((await savedOf(saver))[0]).toMatchObject({ productId, status: 'booked' });
    await app.repos.bookings.changeStatus(bookingId, seller.id, 'accepted');
    const sold = await app.inject({
      method: 'PATCH',
      url: `/products/${productId}`,
      headers: bearer(seller.token),
      payload: { status: 'sold' },
    });
    expect(sold.statusCode).toBe(200);
    expect(await notices(saver)).toEqual([
      { kind: 'saved-unavailable', text: 'Rattan Sofa, which you saved, was sold', link: '/dashboard/saved' },
    ]);
    expect(await notices(buyer)).toEqual([]);
    expect((await savedOf(saver))[0]).toMatchObject({ productId, status: 'sold' });
  });

  it('tells the savers when the listing is removed, and keeps it on their list as removed', async () => {
    await clearNotices();
    const productId = await createProduct(app, seller, { name: 'Birch Stool', resalePrice: 30 });
    await save(saver, productId);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/products/${productId}`,
      headers: bearer(seller.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await notices(saver)).toEqual([
      {
        kind: 'saved-unavailable',
        text: 'Birch Stool, which you saved, was removed from the marketplace',
        link: '/dashboard/saved',
      },
    ]);
    expect((await savedOf(saver))[0]).toEqual({
      productId,
      name: 'Birch Stool',
      picture: 'http://img.test/oak.png',
      price: 30,
      status: 'removed',
      savedAt: expect.any(String),
    });
  });
});
