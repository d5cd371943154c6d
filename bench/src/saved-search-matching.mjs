/**
 * Saved-search matching: with 100,000 saved searches stored, how long the query that finds the saved searches a
 * new listing matches takes (the API's own SQL, MATCHING_SEARCHES_SQL), on PostgreSQL (DATABASE_URL) and PGlite.
 * The saved searches are drawn from the search bench's vocabulary (one to three words: a material, an item, a
 * finish, or a rare word; half with filters), 20 per account; each timed listing is a new random product.
 */

import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CITIES, CONDITIONS, FINISHES, ITEMS, MATERIALS, SYLLABLES } from './search-catalog.mjs';
import { quantile, round } from './statistics.mjs';
import { ARTIFACTS_DIR, log, ROOT, writeResult } from './support.mjs';

const require = createRequire(import.meta.url);
const { buildApp } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
const { loadConfig } = require(path.join(ROOT, 'api', 'dist', 'config', 'env.js'));
const { MATCHING_SEARCHES_SQL } = require(
  path.join(ROOT, 'api', 'dist', 'plugins', 'app', 'repositories', 'saved-searches-repository.js'),
);
const pg = require('pg');

const SAVED_SEARCHES = 100_000;
const PER_ACCOUNT = 20;
const LISTINGS = 1000;
const WARM_UP = 50;
const BATCH = 5000;

/** A small deterministic generator, so every run stores the same searches. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const pick = (random, list) => list[Math.floor(random() * list.length)];
const rareWord = (random) => `${pick(random, SYLLABLES)}${pick(random, SYLLABLES)}${pick(random, SYLLABLES)}`;

function savedSearch(random) {
  const words = [];
  const shape = random();
  if (shape < 0.25) words.push(rareWord(random));
  else if (shape < 0.5) words.push(pick(random, MATERIALS), pick(random, ITEMS));
  else if (shape < 0.75) words.push(pick(random, ITEMS));
  else words.push(pick(random, MATERIALS), pick(random, ITEMS), pick(random, FINISHES));
  const filtered = random() < 0.5;
  const minPrice = filtered && random() < 0.5 ? Math.floor(random() * 500) : null;
  return {
    q: words.join(' '),
    tsquery: words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & '),
    key: [...words].sort((a, b) => b.length - a.length)[0],
    categoryId: filtered && random() < 0.5 ? 1 + Math.floor(random() * 3) : null,
    minPrice,
    maxPrice: filtered && random() < 0.5 ? (minPrice ?? 0) + Math.floor(random() * 2000) : null,
    condition: filtered && random() < 0.3 ? pick(random, CONDITIONS) : null,
    location: filtered && random() < 0.3 ? pick(random, CITIES) : null,
  };
}

async function fill(db, random) {
  await db.query(
    `INSERT INTO users (email, name, role)
     SELECT 'bench-watcher-' || i || '@furniture.test', 'Watcher ' || i, 'buyer'
     FROM generate_series(1, ${SAVED_SEARCHES / PER_ACCOUNT}) AS i`,
  );
  await db.query(
    `INSERT INTO users (email, name, role) VALUES ('bench-lister@furniture.test', 'Lister', 'seller')`,
  );
  const users = (await db.query(`SELECT id FROM users WHERE email LIKE 'bench-watcher-%' ORDER BY seq`)).rows;
  for (let from = 0; from < SAVED_SEARCHES; from += BATCH) {
    const rows = Array.from({ length: BATCH }, (_, i) => ({
      userId: users[Math.floor((from + i) / PER_ACCOUNT)].id,
      ...savedSearch(random),
    }));
    const column = (name) => rows.map((row) => row[name]);
    await db.query(
      `INSERT INTO saved_searches (user_id, q, words, match_key, category_id, min_price, max_price, condition,
                                   location)
       SELECT s.user_id, s.q, to_tsquery('simple', search_unaccent(s.tsquery)),
              (SELECT lexeme FROM unnest(to_tsvector('simple', search_unaccent(s.key)))
               ORDER BY length(lexeme) DESC LIMIT 1),
              s.category_id, s.min_price, s.max_price, s.condition, s.location
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::numeric[], $7::numeric[],
                   $8::text[], $9::text[])
            AS s(user_id, q, tsquery, key, category_id, min_price, max_price, condition, location)`,
      [
        column('userId'),
        column('q'),
        column('tsquery'),
        column('key'),
        column('categoryId'),
        column('minPrice'),
        column('maxPrice'),
        column('condition'),
        column('location'),
      ],
    );
  }
  await db.exec('ANALYZE saved_searches');
}

async function newListing(db, random, sellerId) {
  const name = `${pick(random, MATERIALS)} ${pick(random, ITEMS)}${random() < 0.1 ? ` ${rareWord(random)}` : ''}`;
  const { rows } = await db.query(
    `INSERT INTO products (seller_id, category_id, name, picture, resale_price, original_price, years_of_use,
                           location, condition, description)
     VALUES ($1, $2, $3, 'http://img.test/x.png', $4::numeric, $4::numeric * 2, '1 Year Use', $5, $6, $7) RETURNING id`,
    [
      sellerId,
      1 + Math.floor(random() * 3),
      name,
      Math.floor(random() * 2000),
      `${pick(random, CITIES)}${random() < 0.5 ? ', Block 2' : ''}`,
      pick(random, CONDITIONS),
      `${pick(random, FINISHES)} ${pick(random, MATERIALS)}`,
    ],
  );
  return rows[0].id;
}

async function measureOn(driver) {
  const env = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    SEED_ON_EMPTY: 'false',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:5199',
    DATA_DIR: path.join(ARTIFACTS_DIR, 'alerts-data'),
    // The jobs stay idle during the measurement (the timed statement is run directly).
    LISTING_MATCH_POLL_MS: '3600000',
  };
  let dropSchema = async () => {};
  if (driver === 'postgres') {
    const url = process.env.DATABASE_URL;
    const schema = 'bench_saved_searches';
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    Object.assign(env, { DATABASE_URL: url, DATABASE_SCHEMA: schema });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    };
  } else {
    rmSync(path.join(env.DATA_DIR, 'pglite'), { recursive: true, force: true });
  }
  const app = await buildApp(loadConfig(env));
  await app.ready();
  try {
    const random = generator(31);
    const started = Date.now();
    await fill(app.db, random);
    log(
      `alerts: ${driver}: ${SAVED_SEARCHES.toLocaleString('en')} saved searches in ${Date.now() - started} ms`,
    );
    const sellerId = (await app.db.query(`SELECT id FROM users WHERE email = 'bench-lister@furniture.test'`))
      .rows[0].id;
    const times = [];
    let matches = 0;
    for (let i = 0; i < WARM_UP + LISTINGS; i++) {
      const productId = await newListing(app.db, random, sellerId);
      const start = process.hrtime.bigint();
      const { rows } = await app.db.query(MATCHING_SEARCHES_SQL, [productId]);
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (i >= WARM_UP) {
        times.push(ms);
        matches += rows.length;
      }
    }
    times.sort((a, b) => a - b);
    const plan = (
      await app.db.query(`EXPLAIN ${MATCHING_SEARCHES_SQL}`, [await newListing(app.db, random, sellerId)])
    ).rows.map((row) => row['QUERY PLAN']);
    return {
      p50Ms: round(quantile(times, 0.5), 1),
      p99Ms: round(quantile(times, 0.99), 1),
      maxMs: round(times.at(-1), 1),
      meanMatches: round(matches / LISTINGS, 1),
      plan,
    };
  } finally {
    await app.close();
    await dropSchema();
  }
}

export async function measure() {
  const servers = {};
  if (process.env.DATABASE_URL) servers.postgres = await measureOn('postgres');
  else log('alerts: DATABASE_URL unset, PostgreSQL skipped');
  servers.pglite = await measureOn('pglite');
  for (const [name, x] of Object.entries(servers)) {
    log(`alerts: ${name}: p50 ${x.p50Ms} ms, p99 ${x.p99Ms} ms, ${x.meanMatches} matches a listing`);
  }
  const file = writeResult('saved-search-matching', {
    savedSearches: SAVED_SEARCHES,
    listings: LISTINGS,
    targetP99Ms: 100,
    servers,
  });
  log(`alerts: wrote ${file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await measure();
