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

const validProduct = (picture: string) => ({
  name: 'Pine Bed',
  picture,
  resalePrice: 100,
  originalPrice: 400,
  yearsOfUse: '1 Year Use',
  location: 'Dhaka',
  categoryId: 1,
  condition: 'good',
});

describe('adding a product with pictures, a description and dimensions', () => {
  let app: App;
  let seller: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    seller = await createUser(app, 'seller');
  });
  afterAll(() => app.close());

  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/products', headers: bearer(seller.token), payload });
  const item = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/items/${id}` })).json<Product>();

  it('stores up to 6 pictures in order, the first as `picture`', async () => {
    const pictures = await Promise.all(Array.from({ length: 6 }, () => storeImage(app)));
    const response = await post({ ...validProduct(pictures[0]!), pictures });
    expect(response.statusCode).toBe(201);
    const product = await item(response.json().insertedId);
    expect(product.pictures).toEqual(pictures);
    expect(product.picture).toBe(pictures[0]);
  });

  it('takes `pictures` without `picture`', async () => {
    const pictures = [await storeImage(app), await storeImage(app)];
    const { picture: _p, ...withoutPicture } = validProduct('');
    const response = await post({ ...withoutPicture, pictures });
    expect(response.statusCode).toBe(201);
    expect((await item(response.json().insertedId)).picture).toBe(pictures[0]);
  });

  it('still takes the specification fields alone (an older client)', async () => {
    const picture = await storeImage(app);
    const response = await post({
      ...validProduct(picture),
      sellerName: 'x',
      sellerEmail: 'y',
      postedTime: 'z',
    });
    expect(response.statusCode).toBe(201);
    expect((await item(response.json().insertedId)).pictures).toEqual([picture]);
  });

  it('refuses a `picture` this API did not store, whatever else the body holds (400)', async () => {
    for (const extra of [{}, { description: 'A chair' }, { name: 'Another Chair' }]) {
      const response = await post({ ...validProduct('https://i.ibb.co/abc/chair.jpg'), ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'body/picture must be a picture uploaded to this site (POST /images)',
      });
    }
  });

  it('stores a description of 2,000 characters and dimensions in cm', async () => {
    const picture = await storeImage(app);
    const response = await post({
      ...validProduct(picture),
      description: 'é'.repeat(2000),
      dimensions: { width: 80.5, depth: '40', height: 75 },
    });
    expect(response.statusCode).toBe(201);
    const product = await item(response.json().insertedId);
    expect(product.description).toHaveLength(2000);
    expect(product.dimensions).toEqual({ width: 80.5, depth: 40, height: 75 });
  });

  describe('refuses with 400 { message } and stores nothing', () => {
    let picture: string;
    beforeAll(async () => {
      picture = await storeImage(app);
    });

    const refusals: Array<[string, (picture: string) => Promise<object> | object, RegExp]> = [
      [
        '7 pictures',
        async (p) => ({
          ...validProduct(p),
          pictures: [p, ...(await Promise.all([1, 2, 3, 4, 5, 6].map(() => storeImage(app))))],
        }),
        /pictures must NOT have more than 6 items/,
      ],
      ['no picture at all', (p) => ({ ...validProduct(p), picture: undefined }), /picture/],
      [
        'an empty pictures list',
        (p) => ({ ...validProduct(p), pictures: [] }),
        /pictures must NOT have fewer than 1 items/,
      ],
      [
        'a foreign URL',
        (p) => ({ ...validProduct(p), pictures: [p, 'https://evil.example/x.png'] }),
        /pictures\/1 must be a picture uploaded to this site/,
      ],
      [
        'a foreign URL that looks like ours',
        (p) => ({ ...validProduct(p), pictures: [p, `${p}/../x`] }),
        /pictures\/1/,
      ],
      [
        'an image id that was never uploaded',
        (p) => ({
          ...validProduct(p),
          pictures: [p, 'http://api.test/images/6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f'],
        }),
        /pictures\/1/,
      ],
      [
        'a picture that is not pictures[0]',
        (p) => ({ ...validProduct('http://api.test/images/x'), pictures: [p] }),
        /picture must be the first of body\/pictures/,
      ],
      [
        'a description of 2,001 characters',
        (p) => ({ ...validProduct(p), description: 'a'.repeat(2001) }),
        /description must NOT have more than 2000 characters/,
      ],
      [
        'a negative width',
        (p) => ({ ...validProduct(p), dimensions: { width: -1, depth: 10, height: 10 } }),
        /dimensions\/width must be > 0/,
      ],
      [
        'a zero height',
        (p) => ({ ...validProduct(p), dimensions: { width: 1, depth: 10, height: 0 } }),
        /dimensions\/height must be > 0/,
      ],
      [
        'dimensions without a depth',
        (p) => ({ ...validProduct(p), dimensions: { width: 1, height: 10 } }),
        /must have required property 'depth'/,
      ],
      [
        'a width that is a boolean',
        (p) => ({ ...validProduct(p), dimensions: { width: true, depth: 1, height: 1 } }),
        /dimensions\/width must be number/,
      ],
      [
        'a null picture in the list',
        (p) => ({ ...validProduct(p), pictures: [p, null] }),
        /pictures\/1 must be string/,
      ],
      [
        'an unknown field',
        (p) => ({ ...validProduct(p), colour: 'red' }),
        /must not have the field "colour"|additional/,
      ],
    ];

    it.each(refusals)('%s', async (_label, payload, message) => {
      const before = await app.db.query('SELECT count(*)::int AS n FROM products');
      const response = await post(await payload(picture));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      const after = await app.db.query('SELECT count(*)::int AS n FROM products');
      expect(after.rows).toEqual(before.rows);
    });
  });
});

describe('PATCH /products/{id}', () => {
  let app: App;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, otherSeller, buyer, admin] = await Promise.all([
      createUser(app, 'seller'),
      createUser(app, 'seller', 'other'),
      createUser(app, 'buyer'),
      createUser(app, 'admin'),
    ]);
  });
  afterAll(() => app.close());

  const patch = (id: string, token: string | undefined, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/products/${id}`,
      headers: token ? bearer(token) : {},
      payload,
    });
  const item = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/items/${id}` })).json<Product>();

  it('lets the seller change every editable field, and keeps the others', async () => {
    const id = await createProduct(app, seller, { categoryId: 2 });
    const before = await item(id);
    const pictures = [await storeImage(app), await storeImage(app)];
    const changes = {
      name: '  Walnut Table ',
      resalePrice: 80,
      originalPrice: 500,
      yearsOfUse: '4 Year Use',
      location: 'Chittagong',
      categoryId: 3,
      condition: 'fair',
      pictures,
      description: 'Scratches on one leg.',
      dimensions: { width: 150, depth: 90, height: 76 },
    };
    const response = await patch(id, seller.token, changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await item(id)).toEqual({
      ...before,
      ...changes,
      name: 'Walnut Table',
      picture: pictures[0],
    });
  });

  it('removes the dimensions with `dimensions: null`, and keeps the other fields', async () => {
    const id = await createProduct(app, seller, { dimensions: { width: 120, depth: 60, height: 190 } });
    const before = await item(id);
    expect(before.dimensions).toEqual({ width: 120, depth: 60, height: 190 });
    const response = await patch(id, seller.token, { dimensions: null });
    expect(response.statusCode).toBe(200);
    const { dimensions: _removed, ...rest } = before;
    expect(await item(id)).toEqual(rest);
    // Removing what is not there is no error; other edits leave them absent.
    expect((await patch(id, seller.token, { dimensions: null, resalePrice: 42 })).statusCode).toBe(200);
    expect(await item(id)).toEqual({ ...rest, resalePrice: 42 });
  });

  it('changes one field alone; a new `picture` alone replaces the first picture only', async () => {
    const pictures = [await storeImage(app), await storeImage(app)];
    const id = await createProduct(app, seller, { picture: pictures[0], pictures });
    expect((await patch(id, seller.token, { resalePrice: 99 })).statusCode).toBe(200);
    expect((await item(id)).resalePrice).toBe(99);
    const first = await storeImage(app);
    expect((await patch(id, seller.token, { picture: first })).statusCode).toBe(200);
    const product = await item(id);
    expect(product.pictures).toEqual([first, pictures[1]]);
    expect(product.picture).toBe(first);
  });

  it('shows a new price at once in every cached list: category, search, product page, advertised', async () => {
    const id = await createProduct(app, seller, { name: 'Cached Dresser', categoryId: 1 });
    await app.repos.products.setAdvertised(id, true);
    const urls = ['/products/1', '/search?q=dresser', `/items/${id}`, '/products/advertised'];
    const priceIn = async (url: string) => {
      const body = (await app.inject({ method: 'GET', url })).json();
      const rows: Product[] = Array.isArray(body) ? body : [body];
      return rows.find((row) => row._id === id)?.resalePrice;
    };
    for (const url of urls) expect(await priceIn(url)).toBe(120);
    expect((await patch(id, seller.token, { resalePrice: 45 })).statusCode).toBe(200);
    for (const url of urls) expect(await priceIn(url)).toBe(45);
  });

  it.each([
    ['another seller', () => otherSeller.token],
    ['a buyer', () => buyer.token],
    ['an admin', () => admin.token],
  ])('answers 403 to %s and changes nothing', async (_label, token) => {
    const id = await createProduct(app, seller);
    const before = await item(id);
    const response = await patch(id, token(), { resalePrice: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Only the seller may edit this product' });
    expect(await item(id)).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    const id = await createProduct(app, seller);
    expect((await patch(id, undefined, { resalePrice: 1 })).statusCode).toBe(401);
  });

  it('answers 409 once the product is sold', async () => {
    const id = await createProduct(app, seller);
    await markSold(app, id);
    const response = await patch(id, seller.token, { resalePrice: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A sold product can no longer be edited' });
    expect((await item(id)).resalePrice).toBe(120);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect(
      (await patch('6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f', seller.token, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await patch('nope', seller.token, { name: 'x' })).statusCode).toBe(400);
  });

  it.each<[string, object, RegExp]>([
    ['an empty body', {}, /must NOT have fewer than 1 properties/],
    ['a blank name', { name: '   ' }, /name must not be blank/],
    ['a negative price', { resalePrice: -5 }, /resalePrice must be >= 0/],
    ['a price as a boolean', { resalePrice: true }, /resalePrice must be number/],
    ['an unknown category', { categoryId: 4 }, /categoryId must be <= 3/],
    ['an unknown condition', { condition: 'new' }, /condition must be one of: excellent, good, fair/],
    ['7 pictures', { pictures: Array(7).fill('http://api.test/images/x') }, /more than 6 items/],
    [
      'a foreign picture',
      { pictures: ['https://evil.example/x.png'] },
      /pictures\/0 must be a picture uploaded/,
    ],
    [
      'a foreign first picture alone',
      { picture: 'https://evil.example/x.png' },
      /^body\/picture must be a picture uploaded to this site/,
    ],
    [
      'a foreign first picture with other edits',
      { picture: 'https://evil.example/x.png', name: 'Renamed' },
      /^body\/picture must be a picture uploaded to this site/,
    ],
    ['a description of 2,001 characters', { description: 'a'.repeat(2001) }, /more than 2000 characters/],
    ['a negative width', { dimensions: { width: -1, depth: 1, height: 1 } }, /width must be > 0/],
    ['dimensions as a word', { dimensions: 'none' }, /dimensions must be object/],
    ['a field that is not editable', { sellerEmail: 'x@y.z' }, /sellerEmail/],
    ['a status', { advertised: true }, /advertised/],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, message) => {
    const id = await createProduct(app, seller);
    const before = await item(id);
    const response = await patch(id, seller.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await item(id)).toEqual(before);
  });
});
