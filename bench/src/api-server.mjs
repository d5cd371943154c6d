/**
 * Child process of api-throughput.mjs: the real API (api/dist, the same buildApp as server.js) on PGlite in a
 * temporary folder or on a fresh PostgreSQL schema, seeded with a seller, a buyer and 10,000 products. Tells
 * the parent (IPC) a buyer's access token and the product ids, then serves until killed. `uncached` turns the
 * response cache off, so every read reaches the database.
 *
 *   node api-server.mjs <pglite|postgres> <port> [uncached]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './support.mjs';

const require = createRequire(import.meta.url);
const { buildApp } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
const { loadConfig } = require(path.join(ROOT, 'api', 'dist', 'config', 'env.js'));
const pg = require('pg');

export const PRODUCT_COUNT = 10_000;
const [driver, port, cache] = process.argv.slice(2);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
const env = {
  PORT: port,
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  SEED_ON_EMPTY: 'false',
  // Never contacted: the benchmark signs its own access token and calls no route that needs Firebase.
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:5199',
  ...(cache === 'uncached' ? { RESPONSE_CACHE_TTL_MS: '0' } : {}),
};
let dropSchema = async () => {};
if (driver === 'postgres') {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is needed for the PostgreSQL run');
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  Object.assign(env, { DATABASE_URL: url, DATABASE_SCHEMA: schema });
  dropSchema = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.end();
  };
}

const app = await buildApp(loadConfig(env));
await app.ready();
const { db } = app;
const seller = await db.query(
  `INSERT INTO users (email, name, role, verified) VALUES ('bench-seller@furniture.test', 'Bench Seller', 'seller', true) RETURNING id`,
);
const buyer = await db.query(
  `INSERT INTO users (email, name, role) VALUES ('bench-buyer@furniture.test', 'Bench Buyer', 'buyer') RETURNING id, email`,
);
// One statement: 10,000 products over the three categories, each with its own posted time.
await db.query(
  `INSERT INTO products (seller_id, category_id, name, picture, resale_price, original_price, years_of_use, location, condition, created_at)
   SELECT $1, 1 + (i % 3), 'Bench chair ' || i, 'http://localhost:4000/images/00000000-0000-4000-8000-000000000000',
          100 + (i % 500), 300 + (i % 900), (1 + i % 5) || ' years', 'Dhaka', 'good',
          now() - (i || ' minutes')::interval
   FROM generate_series(1, $2::int) AS i`,
  [seller.rows[0].id, PRODUCT_COUNT],
);
// Bookings go to categories 2 and 3, so the list benchmark (category 1) reads the same rows throughout.
const { rows } = await db.query('SELECT id FROM products WHERE category_id <> 1');
const token = await app.accessTokens.sign(
  { id: buyer.rows[0].id, email: buyer.rows[0].email, role: 'buyer' },
  3600,
);
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send({ ready: true, token, bookableIds: rows.map((r) => r.id) });

async function shutdown() {
  await app.close();
  await dropSchema();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('disconnect', shutdown);
