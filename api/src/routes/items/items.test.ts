import type { Product } from '@marketplace/shared/types';
import {
  bearer,
  buildTestApp,
  createProduct,
  createUser,
  markSold,
  storeImage,
  type TestUser,
} from '../../../test/helpers';
import type { App } from '../../app';

describe('GET /items/{id}', () => {
  let app: App;
  let seller: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    seller = await createUser(app, 'seller');
    await app.repos.users.setSellerVerified(seller.id, true);
  });
  afterAll(() => app.close());

  const item = (id: string) => app.inject({ method: 'GET', url: `/items/${id}` });

  it('answers anyone with every field the product page shows', async () => {
    const pictures = [await storeImage(app), await storeImage(app), await storeImage(app)];
    const response = await app.inject({
      method: 'POST',
      url: '/products',
      headers: bearer(seller.token),
      payload: {
        name: 'Oak Wardrobe',
        picture: pictures[0],
        pictures,
        resalePrice: 250,
        originalPrice: 900,
        yearsOfUse: '3 Year Use',
        location: 'Dhaka',
        categoryId: 1,
        condition: 'excellent',
        description: 'Two doors, solid oak.',
        dimensions: { width: 120, depth: 60, height: 200.5 },
      },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().insertedId as string;

    const page = await item(id);
    expect(page.statusCode).toBe(200);
    expect(page.json<Product>()).toEqual({
      _id: id,
      name: 'Oak Wardrobe',
      picture: pictures[0],
      pictures,
      resalePrice: 250,
      originalPrice: 900,
      yearsOfUse: '3 Year Use',
      location: 'Dhaka',
      categoryId: 1,
      condition: 'excellent',
      description: 'Two doors, solid oak.',
      dimensions: { width: 120, depth: 60, height: 200.5 },
      sellerName: seller.name,
      sellerVerified: true,
      sellerId: seller.id,
      postedTime: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'available',
      advertised: false,
    });
  });

  it('gives a product of an older client its one picture, an empty description and no dimensions', async () => {
    const id = await createProduct(app, seller, { picture: 'http://img.test/old.png' });
    const product = (await item(id)).json<Product>();
    expect(product.pictures).toEqual(['http://img.test/old.png']);
    expect(product.description).toBe('');
    expect(product).not.toHaveProperty('dimensions');
  });

  it("gives the first picture's stored size once the picture is processed (the link preview's og:image size)", async () => {
    const picture = await storeImage(app);
    const id = await createProduct(app, seller, { picture });
    expect((await item(id)).json()).not.toHaveProperty('pictureSize');
    await app.db.query('UPDATE images SET width = 4032, height = 3024 WHERE id = $1', [
      picture.split('/images/')[1],
    ]);
    expect((await item(id)).json().pictureSize).toEqual({ width: 4032, height: 3024 });
  });

  it('shows a booked and a sold product with their status', async () => {
    const booked = await createProduct(app, seller);
    await app.db.query(`UPDATE products SET status = 'booked' WHERE id = $1`, [booked]);
    const sold = await createProduct(app, seller);
    await markSold(app, sold);
    expect((await item(booked)).json().status).toBe('booked');
    expect((await item(sold)).json().status).toBe('sold');
  });

  it.each([
    ['an unknown id', '6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f'],
    ['a malformed id', 'not-a-uuid'],
    ['SQL text', "1'%20OR%20'1'='1"],
  ])('answers 404 { message } for %s', async (_label, id) => {
    const response = await item(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'This product is no longer available' });
  });

  it('answers 404 once the product is deleted, even right after a cached answer', async () => {
    const id = await createProduct(app, seller);
    expect((await item(id)).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: `/products/${id}`, headers: bearer(seller.token) });
    expect((await item(id)).statusCode).toBe(404);
  });
});
