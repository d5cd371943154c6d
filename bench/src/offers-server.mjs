/**
 * Child process of offers-throughput.mjs: the real API (api/dist, response cache off) on PostgreSQL in the schema
 * `bench_offers`, holding 100,000 offers: 1,000 buyers make them on the 2,000 listings of 100 sellers, and one
 * seller (the reader) has received a fifth of them. Made once and reused by the next run;
 * BENCH_OFFERS_REBUILD=1 makes them again. Tells the parent (IPC) when it listens, with the access tokens of
 * the reader and of the busiest buyer, then serves until killed.
 *
 *   node offers-server.mjs <port>
 */
import { appInSchema } from './schema-app.mjs';
import { log } from './support.mjs';

const OFFERS = 100_000;
const SELLERS = 100;
const BUYERS = 1000;
const LISTINGS_PER_SELLER = 20;
const SCHEMA = 'bench_offers';
const READER_EMAIL = 'bench-offer-seller-1@furniture.test';

const [port] = process.argv.slice(2);
const app = await appInSchema({
  port,
  schema: SCHEMA,
  rebuild: process.env.BENCH_OFFERS_REBUILD === '1',
  dataDir: 'offers-data',
  bench: 'offers',
});
const { db } = app;

async function generate() {
  const started = Date.now();
  log(`offers: generating ${OFFERS.toLocaleString('en')} offers`);
  await db.query(
    `INSERT INTO users (email, name, role)
     SELECT 'bench-offer-seller-' || i || '@furniture.test', 'Bench Seller ' || i, 'seller'
     FROM generate_series(1, ${SELLERS}) AS i`,
  );
  await db.query(
    `INSERT INTO users (email, name, role)
     SELECT 'bench-offer-buyer-' || i || '@furniture.test', 'Bench Buyer ' || i, 'buyer'
     FROM generate_series(1, ${BUYERS}) AS i`,
  );
  await db.query(
    `INSERT INTO products (seller_id, category_id, name, picture, resale_price, original_price, years_of_use,
                           location, condition)
     SELECT s.id, 1 + (i % 3), 'Bench sideboard ' || s.email || ' ' || i,
            'http://localhost:4000/images/00000000-0000-4000-8000-000000000000', 120, 300, '2 years', 'Dhaka', 'good'
     FROM users s, generate_series(1, ${LISTINGS_PER_SELLER}) AS i WHERE s.email LIKE 'bench-offer-seller-%'`,
  );
  // Offer n goes to listing n mod 2,000 from buyer n mod 1,000; the reader's listings take every fifth offer.
  // Most are closed, as on a site that has run a while; the newest are open, one per buyer (the open-offer index).
  await db.query(
    `WITH listing AS (SELECT id, seller_id, row_number() OVER (ORDER BY seller_id = (SELECT id FROM users WHERE email = $1) DESC, id) - 1 AS n FROM products),
          buyer AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE role = 'buyer' AND email LIKE 'bench-offer-buyer-%')
     INSERT INTO offers (product_id, buyer_id, seller_id, amount, counter_amount, status, expires_at, created_at)
     SELECT l.id, b.id, l.seller_id, 60 + (i % 60), CASE WHEN i % 7 = 0 THEN 115 END,
            CASE WHEN i > ${OFFERS} - ${BUYERS} THEN 'pending' ELSE (ARRAY['declined', 'expired', 'accepted'])[1 + i % 3] END,
            now() + interval '48 hours', now() - (${OFFERS} - i) * interval '1 second'
     FROM generate_series(1, ${OFFERS}) AS i
     JOIN listing l ON l.n = CASE WHEN i % 5 = 0 THEN (i / 5) % ${LISTINGS_PER_SELLER} ELSE ${LISTINGS_PER_SELLER} + i % (${SELLERS * LISTINGS_PER_SELLER} - ${LISTINGS_PER_SELLER}) END
     JOIN buyer b ON b.n = i % ${BUYERS}
     ORDER BY i`,
    [READER_EMAIL],
  );
  await db.exec('VACUUM ANALYZE offers');
  await db.exec('VACUUM ANALYZE products');
  await db.exec('VACUUM ANALYZE users');
  log(`offers: generated in ${Math.round((Date.now() - started) / 1000)} s`);
}

const existing = await db.query('SELECT count(*)::int AS n FROM offers');
if (existing.rows[0].n === 0) await generate();
const count = (await db.query('SELECT count(*)::int AS n FROM offers')).rows[0].n;
const reader = (await db.query('SELECT id, email, role FROM users WHERE email = $1', [READER_EMAIL])).rows[0];
const buyer = (
  await db.query(
    `SELECT u.id, u.email, u.role FROM users u JOIN offers o ON o.buyer_id = u.id
     GROUP BY u.id ORDER BY count(*) DESC LIMIT 1`,
  )
).rows[0];
const readerOffers = (
  await db.query('SELECT count(*)::int AS n FROM offers WHERE seller_id = $1', [reader.id])
).rows[0].n;
const token = await app.startSession({ _id: reader.id, email: reader.email, role: reader.role });
const buyerToken = await app.startSession({ _id: buyer.id, email: buyer.email, role: buyer.role });

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send({ ready: true, token, buyerToken, offers: count, readerOffers });

async function shutdown() {
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('disconnect', shutdown);
