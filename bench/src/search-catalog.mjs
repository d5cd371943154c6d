/**
 * The generated catalog of the search benchmark, shared by the server (SQL that fills it with generate_series)
 * and the load generator (the words it asks for): product i's name holds a rare word computed from i, so any
 * i in 1..N names a word that exists, in about N/160,000 products (about 6 of 1,000,000).
 */
import { log } from './support.mjs';

export const MATERIALS = [
  'oak',
  'pine',
  'teak',
  'walnut',
  'birch',
  'maple',
  'cherry',
  'mahogany',
  'bamboo',
  'rattan',
];
export const ITEMS = [
  'chair',
  'table',
  'bed',
  'sofa',
  'wardrobe',
  'desk',
  'shelf',
  'cabinet',
  'dresser',
  'bench',
  'stool',
  'bookcase',
  'armchair',
  'nightstand',
  'sideboard',
  'cupboard',
  'ottoman',
  'mirror',
  'crib',
  'rack',
];
export const FINISHES = [
  'varnished',
  'painted',
  'oiled',
  'lacquered',
  'waxed',
  'natural',
  'stained',
  'polished',
];
export const CITIES = ['Dhaka', 'Chittagong', 'Cumilla', 'Rajshahi'];
export const CONDITIONS = ['excellent', 'good', 'fair'];
/** Syllables of the rare words; 'ré' carries an accent that searches leave out. */
export const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'zu',
  'ré',
  'po',
  'ta',
  'vi',
  'ne',
  'su',
  'ga',
  'fo',
  'li',
  'da',
  'xe',
  'bo',
  'ru',
  'che',
  'wa',
  'ny',
];
const RARE_WORDS = SYLLABLES.length ** 4;

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;

/** The rare word of product i, as the SQL below computes it. */
export function rareWord(i) {
  const j = (i * 7919) % RARE_WORDS;
  const n = SYLLABLES.length;
  return [j % n, Math.floor(j / n) % n, Math.floor(j / n ** 2) % n, Math.floor(j / n ** 3) % n]
    .map((k) => SYLLABLES[k])
    .join('');
}

/** Prices 10..1999, so a price range of a few hundred dollars holds a fifth or so of the catalog. */
export const PRICE_MIN = 10;
export const PRICE_MAX = 1999;

/**
 * One INSERT of products from..to (1-based), $1 = seller ids (uuid[]). Constant text only: the bench's own
 * fixed vocabulary, no input.
 */
export function insertProductsSql(from, to) {
  const syllables = sqlArray(SYLLABLES);
  const n = SYLLABLES.length;
  const j = `((i::bigint * 7919) % ${RARE_WORDS})`;
  return `INSERT INTO products (seller_id, category_id, name, picture, pictures, description, resale_price,
                          original_price, years_of_use, location, condition, created_at)
SELECT ($1::uuid[])[1 + i % cardinality($1::uuid[])], 1 + i % 3,
       initcap((${sqlArray(MATERIALS)})[1 + i % ${MATERIALS.length}]) || ' ' ||
         (${sqlArray(ITEMS)})[1 + (i / ${MATERIALS.length}) % ${ITEMS.length}] || ' ' ||
         (${syllables})[1 + ${j} % ${n}] || (${syllables})[1 + (${j} / ${n}) % ${n}] ||
         (${syllables})[1 + (${j} / ${n ** 2}) % ${n}] || (${syllables})[1 + (${j} / ${n ** 3}) % ${n}],
       'http://localhost:4000/images/00000000-0000-4000-8000-000000000000',
       ARRAY['http://localhost:4000/images/00000000-0000-4000-8000-000000000000'],
       initcap((${sqlArray(FINISHES)})[1 + i % ${FINISHES.length}]) || ' ' ||
         (${sqlArray(MATERIALS)})[1 + (i / 7) % ${MATERIALS.length}] || ' frame, from a smoke-free home. Pick up only.',
       ${PRICE_MIN} + (i::bigint * 37) % ${PRICE_MAX - PRICE_MIN + 1}, 2500, (1 + i % 5) || ' Year Use',
       (${sqlArray(CITIES)})[1 + (i / 3) % ${CITIES.length}],
       (${sqlArray(CONDITIONS)})[1 + (i / 5) % ${CONDITIONS.length}],
       now() - i * interval '20 seconds'
FROM generate_series(${Number(from)}, ${Number(to)}) AS i`;
}

const FILL_BATCH = 50_000;
const SELLERS = 50;

/**
 * Fills an API database (`db`, the app's) with `count` generated products and their sellers, unless it already
 * holds exactly that many (a generated catalog is kept for the next run: a million rows take minutes).
 * @param {{ query: Function, exec: Function }} db
 * @param {number} count
 * @param {string} label what the log lines name
 */
export async function fillCatalog(db, count, label) {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM products');
  if (rows[0].n === count) {
    await db.exec('ANALYZE products');
    return;
  }
  const started = Date.now();
  log(`${label}: generating ${count.toLocaleString('en')} products (kept for the next run)`);
  await db.query('DELETE FROM products');
  await db.query(
    `INSERT INTO users (email, name, role, verified)
     SELECT 'bench-seller-' || i || '@furniture.test', 'Bench Seller ' || i, 'seller', i % 2 = 0
     FROM generate_series(1, ${SELLERS}) AS i ON CONFLICT (email) DO NOTHING`,
  );
  const sellers = (await db.query(`SELECT id FROM users WHERE email LIKE 'bench-seller-%'`)).rows.map(
    (r) => r.id,
  );
  for (let from = 1; from <= count; from += FILL_BATCH) {
    await db.query(insertProductsSql(from, Math.min(count, from + FILL_BATCH - 1)), [sellers]);
  }
  await db.exec('VACUUM ANALYZE products');
  log(`${label}: generated in ${Math.round((Date.now() - started) / 1000)} s`);
}
