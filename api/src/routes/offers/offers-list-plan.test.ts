/**
 * GET /offers reads a page's products and people by primary key, never a whole table. The plans are the
 * database's own choice (EXPLAIN, sequential scans allowed) after ANALYZE, on tables as small as a young site's
 * (2,000 products, 1,100 users): small enough that plain joins were planned as hash joins over every product and
 * user, which is what the list's LATERAL lookups prevent.
 */
import { buildTestApp } from '../../../test/helpers';
import type { App } from '../../app';
import type { OffersPageQuery } from '../../plugins/app/repositories/offers-repository';

const SELLERS = 100;
const BUYERS = 1000;
const LISTINGS_PER_SELLER = 20;
const OFFERS = 20_000;

describe(`the query plans of GET /offers (${process.env.TEST_DB})`, () => {
  let app: App;
  let seller: string;
  let buyer: string;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.db.query(
      `INSERT INTO users (email, name, role)
       SELECT 'plan-' || role || '-' || i || '@furniture.test', 'Plan ' || role || ' ' || i, role
       FROM (SELECT 'seller' AS role, i FROM generate_series(1, $1::int) AS i
             UNION ALL SELECT 'buyer', i FROM generate_series(1, $2::int) AS i) AS people`,
      [SELLERS, BUYERS],
    );
    await app.db.query(
      `INSERT INTO products (seller_id, category_id, name, picture, resale_price, original_price, years_of_use,
                             location, condition)
       SELECT s.id, 1 + i % 3, 'Plan sideboard ' || i, 'http://api.test/images/x', 120, 300, '2 years', 'Dhaka', 'good'
       FROM users s, generate_series(1, $1::int) AS i WHERE s.email LIKE 'plan-seller-%'`,
      [LISTINGS_PER_SELLER],
    );
    // Offer i goes to product i mod 2,000 from buyer i mod 1,000: each seller receives a hundredth of them.
    await app.db.query(
      `WITH product AS (SELECT id, seller_id, row_number() OVER (ORDER BY id) - 1 AS n FROM products),
            buyer AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE email LIKE 'plan-buyer-%')
       INSERT INTO offers (product_id, buyer_id, seller_id, amount, status, expires_at)
       SELECT p.id, b.id, p.seller_id, 80, 'declined', now() + interval '48 hours'
       FROM generate_series(1, $1::int) AS i
       JOIN product p ON p.n = i % $2::int JOIN buyer b ON b.n = i % $3::int
       ORDER BY i`,
      [OFFERS, SELLERS * LISTINGS_PER_SELLER, BUYERS],
    );
    for (const table of ['users', 'products', 'offers']) await app.db.exec(`VACUUM ANALYZE ${table}`);
    seller = (
      await app.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'plan-seller-1@furniture.test'")
    ).rows[0]!.id;
    buyer = (
      await app.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'plan-buyer-1@furniture.test'")
    ).rows[0]!.id;
  }, 120_000);
  afterAll(() => app.close());

  const deepCursor = async (userId: string, box: 'sent' | 'received') =>
    (await app.repos.offers.list(userId, { box, limit: 5 })).nextCursor ?? undefined;

  it.each<[string, 'seller' | 'buyer', OffersPageQuery]>([
    ["a seller's both boxes", 'seller', { limit: 20 }],
    ["a seller's received offers", 'seller', { box: 'received', limit: 20 }],
    ["a buyer's sent offers", 'buyer', { box: 'sent', limit: 20 }],
  ])('reads %s page by page through primary keys, never a whole table', async (_label, who, page) => {
    const userId = who === 'seller' ? seller : buyer;
    const before = await deepCursor(userId, page.box ?? (who === 'seller' ? 'received' : 'sent'));
    expect(before).toBeDefined();
    for (const query of [page, { ...page, before }]) {
      const text = await app.repos.offers.explainList(userId, query);
      expect(text).toMatch(/Index Scan using products_pkey/);
      expect(text).toMatch(/Index Scan using users_pkey/);
      expect(text).not.toMatch(/Seq Scan on (products|users)/);
      expect(text).not.toMatch(/Hash Join/);
    }
  });
});
