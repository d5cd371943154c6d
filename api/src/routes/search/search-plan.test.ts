/**
 * GET /search uses the database's indexes, never a scan of every product. The plans are PostgreSQL's own
 * choice (EXPLAIN, with enable_seqscan left on) on a catalog of 20,000 products after ANALYZE: big enough that
 * the planner prefers an index when one fits, and still quick to build on PGlite. Turning sequential scans off
 * would only show that the index can be used, not that it is chosen.
 */
import { buildTestApp, createUser } from '../../../test/helpers';
import type { App } from '../../app';
import {
  ProductSearchRepository,
  type SearchCursor,
  type SearchPageQuery,
} from '../../plugins/app/repositories/product-search-repository';
import type { WordFrequencies } from '../../plugins/app/repositories/search-word-frequencies';

const PRODUCTS = 20_000;

describe('the query plans of GET /search on 20,000 products', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp();
    const seller = await createUser(app, 'seller');
    // Every 4,000th product is a 'Zebrawood' piece (5 in all); every product is a chair, table, bed or sofa;
    // every 7th has an oak frame in its description.
    await app.db.query(
      `INSERT INTO products (seller_id, category_id, name, picture, pictures, description, resale_price,
                             original_price, years_of_use, location, condition, created_at)
       SELECT $1, 1 + i % 3,
              (CASE WHEN i % 4000 = 0 THEN 'Zebrawood ' ELSE '' END) ||
              (ARRAY['Oak', 'Pine', 'Teak', 'Walnut', 'Birch'])[1 + i % 5] || ' ' ||
              (ARRAY['chair', 'table', 'bed', 'sofa'])[1 + i % 4] || ' ' || i,
              'http://api.test/images/x', ARRAY['http://api.test/images/x'],
              'Used with care, ' || (CASE WHEN i % 7 = 0 THEN 'oak frame, ' ELSE '' END) ||
                'smoke-free home number ' || i,
              10 + i % 990, 2000, '2 Year Use',
              (ARRAY['Dhaka', 'Chittagong', 'Cumilla', 'Rajshahi'])[1 + i % 4],
              (ARRAY['excellent', 'good', 'fair'])[1 + i % 3],
              now() - i * interval '1 minute'
       FROM generate_series(1, $2::int) AS i`,
      [seller.id, PRODUCTS],
    );
    // VACUUM as autovacuum would: a GIN index filled after it was made has no entry counts until then, and the
    // planner then prices a prefix search of the description index above reading the table.
    await app.db.exec('VACUUM ANALYZE products');
    app.repos.search.forgetWordShares();
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

  it('knows a city holds a quarter of the catalog, and walks the dates for a category in one city', async () => {
    // Without statistics of lower(location) (migration 006) the estimate is PostgreSQL's default of 0.5%, 100 here.
    const { rows } = await app.db.query<{ 'QUERY PLAN': string }>(
      "EXPLAIN SELECT 1 FROM products WHERE lower(location) = 'cumilla'",
    );
    const estimate = Number(/rows=(\d+)/.exec(rows[0]?.['QUERY PLAN'] ?? '')?.[1]);
    expect(estimate).toBeGreaterThan(PRODUCTS * 0.2);
    expect(estimate).toBeLessThan(PRODUCTS * 0.3);
    // Taking the city for that rare, PostgreSQL read the whole category through a bitmap and sorted it.
    const text = await plan({
      categoryId: 2,
      location: 'Cumilla',
      minPrice: 300,
      maxPrice: 599,
      sort: 'date-desc',
    });
    expect(text).toMatch(/Index Scan using products_listed_created_idx/);
    expect(text).not.toMatch(/Sort Key/);
  });

  it('chooses the plan by how common the words are', async () => {
    const common = await plan({ q: 'chair' });
    expect(common).toMatch(/^-- walk\n[\s\S]*Index Scan using products_listed_created_idx/);
    // 'chair' is in no description: the description tier asks that column's own index.
    expect(common).toMatch(/-- matches-first\n[\s\S]*Bitmap Index Scan on products_description_search_idx/);
    const rare = await plan({ q: 'zebrawood', sort: 'date-desc' });
    expect(rare).toMatch(/^-- matches-first\n[\s\S]*Bitmap Index Scan on products_search_idx/);
    expect(rare).not.toMatch(/products_listed_created_idx/);
  });

  describe('pages through every match of a common word once, in relevance order, with either plan', () => {
    const expectedOrder = async () =>
      (
        await app.db.query<{ id: string }>(
          `SELECT id FROM products
           WHERE status <> 'sold' AND search_vector @@ to_tsquery('simple', 'oak:*')
           ORDER BY search_vector @@ to_tsquery('simple', 'oak:*A') DESC, created_at DESC, seq DESC`,
        )
      ).rows.map((row) => row.id);
    const share = (value: number): WordFrequencies => ({
      search_vector: new Map(value ? [['oak', value]] : []),
      description_vector: new Map(value ? [['oak', value]] : []),
    });

    it.each([
      ['walk', share(1)],
      ['matches-first', share(0)],
    ])(
      '%s',
      async (planName, frequencies) => {
        const repository = new ProductSearchRepository(app.db, { frequencies: async () => frequencies });
        const query: SearchPageQuery = { q: 'oak', sort: 'relevance', limit: 50 };
        expect(await repository.explain(query)).toMatch(new RegExp(`^-- ${planName}\n`));
        const expected = await expectedOrder();
        // 4,000 with oak in the name, then about 2,300 with it only in the description.
        expect(expected.length).toBeGreaterThan(6000);
        const seen: string[] = [];
        let after: SearchCursor | undefined;
        do {
          const page = await repository.search({ ...query, after });
          seen.push(...page.items.map((product) => product._id));
          after = page.next;
        } while (after && seen.length <= expected.length);
        expect(seen).toEqual(expected);
      },
      120_000,
    );
  });
});
