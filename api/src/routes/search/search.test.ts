import { NEXT_CURSOR_HEADER } from '@marketplace/shared/constants';
import type { Product } from '@marketplace/shared/types';
import {
  bearer,
  buildTestApp,
  createProduct,
  createUser,
  markSold,
  type TestUser,
} from '../../../test/helpers';
import type { App } from '../../app';
import type { NewProduct } from '../../plugins/app/repositories/product-rows';

describe('GET /search', () => {
  let app: App;
  let seller: TestUser;

  // Created in this order (oldest first); every test reads the same catalog.
  const catalog: Array<Partial<NewProduct> & { name: string }> = [
    { name: 'Oak Wardrobe', resalePrice: 300, categoryId: 1, location: 'Dhaka', condition: 'good' },
    {
      name: 'Wardrobe in solid oak',
      resalePrice: 150,
      categoryId: 1,
      location: 'Chittagong',
      condition: 'excellent',
    },
    { name: 'Café Table', resalePrice: 80, categoryId: 3, location: 'Dhaka, Gulshan 2', condition: 'fair' },
    {
      name: 'Creme Sofa',
      resalePrice: 500,
      categoryId: 3,
      location: 'Rajshahi',
      condition: 'good',
      description: 'Soft crème fabric, three seats.',
    },
    {
      name: 'Pine Shelf',
      resalePrice: 40,
      categoryId: 2,
      location: 'Cumilla',
      condition: 'good',
      description: 'Stands next to an OAK wardrobe nicely.',
    },
    { name: 'Oak Kitchen Chair', resalePrice: 60, categoryId: 2, location: 'Dhaka', condition: 'fair' },
    { name: 'Sold Oak Desk', resalePrice: 70, categoryId: 1, location: 'Dhaka', condition: 'good' },
    { name: 'Deleted Oak Bench', resalePrice: 75, categoryId: 1, location: 'Dhaka', condition: 'good' },
    { name: 'Booked Oak Stool', resalePrice: 20, categoryId: 2, location: 'Dhaka', condition: 'good' },
  ];

  beforeAll(async () => {
    app = await buildTestApp();
    seller = await createUser(app, 'seller');
    const ids: Record<string, string> = {};
    for (const product of catalog) ids[product.name] = await createProduct(app, seller, product);
    await markSold(app, ids['Sold Oak Desk']!);
    await app.inject({
      method: 'DELETE',
      url: `/products/${ids['Deleted Oak Bench']}`,
      headers: bearer(seller.token),
    });
    await app.db.query(`UPDATE products SET status = 'booked' WHERE id = $1`, [ids['Booked Oak Stool']]);
  });
  afterAll(() => app.close());

  const search = (query: string) => app.inject({ method: 'GET', url: `/search?${query}` });
  const names = async (query: string) => {
    const response = await search(query);
    expect(response.statusCode).toBe(200);
    return response.json<Product[]>().map((product) => product.name);
  };

  it('finds every word in any order, ignoring case', async () => {
    expect(await names('q=oak%20wardrobe&sort=date-desc')).toEqual([
      'Pine Shelf',
      'Wardrobe in solid oak',
      'Oak Wardrobe',
    ]);
    expect(await names('q=WARDROBE%20OAK&sort=date-desc')).toEqual(
      await names('q=oak%20wardrobe&sort=date-desc'),
    );
  });

  it('needs every word: one missing word is no match', async () => {
    expect(await names('q=oak%20sofa')).toEqual([]);
  });

  it('ignores accents on both sides', async () => {
    expect(await names('q=cafe')).toEqual(['Café Table']);
    expect(await names('q=CAFÉ')).toEqual(['Café Table']);
    expect(await names('q=crème')).toEqual(['Creme Sofa']);
  });

  it('reads the last word as a prefix', async () => {
    expect(await names('q=oak%20wardr&sort=date-desc')).toEqual([
      'Pine Shelf',
      'Wardrobe in solid oak',
      'Oak Wardrobe',
    ]);
    expect(await names('q=war')).toHaveLength(3);
    // Only the last word: 'wardr oak' needs the whole word 'wardr'.
    expect(await names('q=wardr%20oak')).toEqual([]);
  });

  it('ranks products with every word in the name above those that need the description', async () => {
    // Pine Shelf is the newest match but has the words only in its description.
    expect(await names('q=oak%20wardrobe')).toEqual(['Wardrobe in solid oak', 'Oak Wardrobe', 'Pine Shelf']);
    expect(await names('q=oak')).toEqual([
      'Booked Oak Stool',
      'Oak Kitchen Chair',
      'Wardrobe in solid oak',
      'Oak Wardrobe',
      'Pine Shelf',
    ]);
  });

  it('never lists sold or deleted products, and lists booked ones', async () => {
    const all = await names('limit=50');
    expect(all).not.toContain('Sold Oak Desk');
    expect(all).not.toContain('Deleted Oak Bench');
    expect(all).toContain('Booked Oak Stool');
    expect(all).toHaveLength(7);
    expect(await names('q=desk')).toEqual([]);
    expect(await names('q=bench')).toEqual([]);
  });

  it('filters by category', async () => {
    expect(await names('q=oak&categoryId=2')).toEqual([
      'Booked Oak Stool',
      'Oak Kitchen Chair',
      'Pine Shelf',
    ]);
    expect(await names('categoryId=3')).toEqual(['Creme Sofa', 'Café Table']);
  });

  it('filters by price, both ends inclusive', async () => {
    expect(await names('minPrice=80&maxPrice=300&sort=price-asc')).toEqual([
      'Café Table',
      'Wardrobe in solid oak',
      'Oak Wardrobe',
    ]);
    expect(await names('q=oak&maxPrice=60&sort=price-asc')).toEqual([
      'Booked Oak Stool',
      'Pine Shelf',
      'Oak Kitchen Chair',
    ]);
    expect(await names('minPrice=500')).toEqual(['Creme Sofa']);
  });

  it('filters by location: the city alone or as the first part', async () => {
    expect(await names('location=dhaka')).toEqual([
      'Booked Oak Stool',
      'Oak Kitchen Chair',
      'Café Table',
      'Oak Wardrobe',
    ]);
    expect(await names('location=Chittagong')).toEqual(['Wardrobe in solid oak']);
    expect(await names('location=Dhak')).toEqual([]);
    expect(await names('location=%25')).toEqual([]);
  });

  it('filters by condition', async () => {
    expect(await names('condition=fair')).toEqual(['Oak Kitchen Chair', 'Café Table']);
    expect(await names('q=oak&condition=excellent')).toEqual(['Wardrobe in solid oak']);
  });

  it('sorts by date and price', async () => {
    expect(await names('sort=date-desc&limit=3')).toEqual([
      'Booked Oak Stool',
      'Oak Kitchen Chair',
      'Pine Shelf',
    ]);
    expect(await names('sort=price-asc&limit=3')).toEqual([
      'Booked Oak Stool',
      'Pine Shelf',
      'Oak Kitchen Chair',
    ]);
    expect(await names('sort=price-desc&limit=3')).toEqual([
      'Creme Sofa',
      'Oak Wardrobe',
      'Wardrobe in solid oak',
    ]);
  });

  it('returns the full product rows', async () => {
    const [product] = (await search('q=cafe')).json<Product[]>();
    expect(product).toMatchObject({ name: 'Café Table', pictures: [expect.any(String)], description: '' });
    expect(product?.sellerId).toBe(seller.id);
    // Public answers leave the seller's email out.
    expect(product).not.toHaveProperty('sellerEmail');
  });

  describe('pages with X-Next-Cursor in every sort order, without gaps or repeats', () => {
    it.each(['relevance', 'date-desc', 'price-asc', 'price-desc'])('%s', async (sort) => {
      for (const q of ['q=oak', 'q=', 'condition=good']) {
        const whole = await names(`${q}&sort=${sort}&limit=50`);
        const paged: string[] = [];
        let cursor: string | undefined;
        let pages = 0;
        do {
          const response = await search(
            `${q}&sort=${sort}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          );
          expect(response.statusCode).toBe(200);
          paged.push(...response.json<Product[]>().map((product) => product.name));
          cursor = response.headers[NEXT_CURSOR_HEADER] as string | undefined;
          pages++;
        } while (cursor && pages < 20);
        expect(paged).toEqual(whole);
        expect(pages).toBe(Math.max(1, Math.ceil(whole.length / 2)));
      }
    });
  });

  it.each([
    ['an unknown sort', 'sort=cheapest', /sort must be one of: relevance, date-desc, price-asc, price-desc/],
    ['a negative price', 'minPrice=-1', /minPrice must be >= 0/],
    ['a price that is not a number', 'maxPrice=cheap', /maxPrice must be number/],
    ['minPrice above maxPrice', 'minPrice=10&maxPrice=5', /minPrice must not be more than maxPrice/],
    ['an unknown category', 'categoryId=4', /categoryId must be <= 3/],
    ['an unknown condition', 'condition=new', /condition must be one of: excellent, good, fair/],
    ['a limit of 0', 'limit=0', /limit must be >= 1/],
    ['a limit of 51', 'limit=51', /limit must be <= 50/],
    ['a q of 201 characters', `q=${'a'.repeat(201)}`, /q must NOT have more than 200 characters/],
    ['a cursor that is not one', 'cursor=abc', /cursor is not a cursor for this sort order/],
    [
      'a cursor of another sort',
      `sort=price-asc&cursor=${Buffer.from(JSON.stringify({ s: 'date-desc', k: '2020-01-01T00:00:00Z', n: '1' })).toString('base64url')}`,
      /cursor is not a cursor/,
    ],
    [
      'a cursor with a bad tier',
      `cursor=${Buffer.from(JSON.stringify({ s: 'relevance', k: '2020-01-01T00:00:00Z', n: '1', t: 7 })).toString('base64url')}`,
      /cursor is not a cursor/,
    ],
  ])('answers 400 { message } to %s', async (_label, query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it.each([
    ['tsquery operators', 'q=oak%20%26%20!%7C%20(wardrobe):*'],
    ['quotes and backslashes', "q='%5C'%22"],
    ['only punctuation', 'q=%25%25%25'],
    ['unicode', 'q=%F0%9F%AA%91%20%C5%89%20%E2%84%83%20%C2%BD%20stra%C3%9Fe'],
    ['SQL text', "q='%3B%20DROP%20TABLE%20products%3B--"],
  ])('treats %s as plain words, never a 5xx', async (_label, query) => {
    const response = await search(query);
    expect(response.statusCode).toBe(200);
  });
});
