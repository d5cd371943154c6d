/**
 * GET /search uses the database's indexes, never a scan of every product. The plans are PostgreSQL's own
 * choice (EXPLAIN, with enable_seqscan left on) on a catalog of 20,000 products after ANALYZE: big enough that
 * the planner prefers an index when one fits, and still quick to build on PGlite. Turning sequential scans off
 * would only show that the index can be used, not that it is chosen.
 */
import { buildTestApp, createUser } from '../../../test/helpers';
import type { App } from '../../app';
import type { SearchPageQuery } from '../../plugins/app/repositories/product-search-repository';

const PRODUCTS = 20_000;

describe('the query plans of GET /search on 20,000 products', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp();
    const seller = await createUser(app, 'seller');
    // Every 4,000th product is a 'Zebrawood' piece (5 in all); every product is a chair, table, bed or sofa.
    await app.db.query(
      `INSERT INTO products (seller_id, category_id, name, picture, pictures, description, resale_price,
                             original_price, years_of_use, location, condition, created_at)
       SELECT $1, 1 + i % 3,
              (CASE WHEN i % 4000 = 0 THEN 'Zebrawood ' ELSE '' END) ||
              (ARRAY['Oak', 'Pine', 'Teak', 'Walnut', 'Birch'])[1 + i % 5] || ' ' ||
              (ARRAY['chair', 'table', 'bed', 'sofa'])[1 + i % 4] || ' ' || i,
              'http://api.test/images/x', ARRAY['http://api.test/images/x'],
              'Used with care, smoke-free home number ' || i,
              10 + i % 990, 2000, '2 Year Use',
              (ARRAY['Dhaka', 'Chittagong', 'Cumilla', 'Rajshahi'])[1 + i % 4],
              (ARRAY['excellent', 'good', 'fair'])[1 + i % 3],
              now() - i * interval '1 minute'
       FROM generate_series(1, $2::int) AS i`,
      [seller.id, PRODUCTS],
    );
    await app.db.exec('ANALYZE products');
  }, 120_000);
  afterAll(() => app.close());

  const plan = (query: Partial<SearchPageQuery>) =>
    app.repos.search.explain({ sort: 'relevance', limit: 12, ...query });

  it('finds a rare word through the GIN index of the search vector', async () => {
    const text = await plan({ q: 'zebrawood' });
    expect(text).toMatch(/Bitmap Index Scan on products_search_idx/);
    expect(text).not.toMatch(/Seq Scan on products/);
    const found = await app.repos.search.search({ q: 'zebraw', sort: 'relevance', limit: 12 });
    expect(found.items).toHaveLength(5);
  });

  it('finds a rare word with filters and a price order through an index', async () => {
    const text = await plan({ q: 'zebrawood', sort: 'price-asc', maxPrice: 500, categoryId: 2 });
    expect(text).toMatch(/Index Scan|Bitmap Index Scan/);
    expect(text).not.toMatch(/Seq Scan on products/);
  });

  it.each<[string, Partial<SearchPageQuery>]>([
    ['a common word, newest first', { q: 'oak', sort: 'date-desc' }],
    ['a common word by relevance', { q: 'chair' }],
    [
      'a common word with a price filter, cheapest first',
      { q: 'teak', minPrice: 100, maxPrice: 300, sort: 'price-asc' },
    ],
    ['filters only', { categoryId: 2, location: 'Dhaka', condition: 'good', sort: 'date-desc' }],
    ['filters only, most expensive first', { maxPrice: 900, sort: 'price-desc' }],
  ])('reads %s through an index, never every row', async (_label, query) => {
    const text = await plan(query);
    expect(text).toMatch(/Index Scan|Bitmap Index Scan/);
    expect(text).not.toMatch(/Seq Scan on products/);
  });
});
