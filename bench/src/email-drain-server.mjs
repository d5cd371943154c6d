/**
 * Child process of email-drain.mjs: the real API (api/dist, response cache on, as deployed) on a fresh PostgreSQL
 * schema, its outbox sending to the bench's SMTP sink. Seeded like api-server.mjs (a seller, 10,000 products over
 * the three categories) and 1,000 buyers with verified addresses. Tells the parent (IPC) when it listens, with a product id; on `queue` it writes 10,000
 * notifications and their emails in one transaction (the path every event takes), wakes its worker and answers
 * when that committed; on `statuses` it answers the outbox's count per status. Serves until killed.
 *
 *   node email-drain-server.mjs <port> <smtp port>
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { benchApiEnv, ROOT } from './support.mjs';

const require = createRequire(import.meta.url);
const { buildApp } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
const { loadConfig } = require(path.join(ROOT, 'api', 'dist', 'config', 'env.js'));
const { insertNotifications } = require(
  path.join(ROOT, 'api', 'dist', 'plugins', 'app', 'repositories', 'notifications-repository.js'),
);
const pg = require('pg');

export const EMAILS = 10_000;
const BUYERS = 1000;
const [port, smtpPort] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is needed: the email drain bench runs on PostgreSQL');
const schema = `bench_email_${randomBytes(4).toString('hex')}`;
async function admin(sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql);
  await client.end();
}
await admin(`CREATE SCHEMA ${schema}`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-email-'));

// The response cache as deployed: GET /products/1 is the API bench's cached row.
const { RESPONSE_CACHE_TTL_MS: _uncached, ...env } = benchApiEnv(port);
const app = await buildApp(
  loadConfig({
    ...env,
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SITE_URL: 'http://localhost:3000',
    // BENCH_EMAIL_RATE tries another pace than the API's default.
    ...(process.env.BENCH_EMAIL_RATE ? { EMAIL_RATE_PER_SECOND: process.env.BENCH_EMAIL_RATE } : {}),
  }),
);
await app.ready();
const { db } = app;
const seller = await db.query(
  `INSERT INTO users (email, name, role, verified, email_verified)
   VALUES ('bench-seller@furniture.test', 'Bench Seller', 'seller', true, true) RETURNING id`,
);
await db.query(
  `INSERT INTO products (seller_id, category_id, name, picture, resale_price, original_price, years_of_use, location, condition)
   SELECT $1, 1 + (i % 3), 'Bench sofa ' || i, $2, 100 + (i % 500), 300 + (i % 900), '2 years', 'Dhaka', 'good'
   FROM generate_series(1, 10000) AS i`,
  [seller.rows[0].id, `${app.config.publicUrl}/images/00000000-0000-4000-8000-000000000000`],
);
await db.query(
  `INSERT INTO users (email, name, role, email_verified)
   SELECT 'bench-buyer-' || i || '@furniture.test', 'Bench Buyer ' || i, 'buyer', true
   FROM generate_series(1, ${BUYERS}) AS i`,
);
await db.exec('VACUUM ANALYZE products');
const products = (await db.query('SELECT id FROM products ORDER BY name LIMIT 10')).rows.map((row) => row.id);
const buyers = (await db.query(`SELECT id FROM users WHERE role = 'buyer' ORDER BY email`)).rows;

/** Ten emails per buyer (under the hourly cap, so none waits for a digest), each about one of ten products. */
async function queue() {
  const drafts = Array.from({ length: EMAILS }, (_, index) => ({
    userId: buyers[index % BUYERS].id,
    kind: 'booking-expired',
    text: `Your booking of Bench sofa ${index % 10} expired`,
    link: '/dashboard',
    bookingId: null,
    productId: products[index % products.length],
  }));
  await db.transaction((tx) => insertNotifications(tx, drafts));
  app.emailOutbox.job.wake();
}

async function statuses() {
  const { rows } = await db.query('SELECT status, count(*)::int AS n FROM email_outbox GROUP BY status');
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

process.on('message', async (message) => {
  if (message === 'queue') {
    await queue();
    process.send({ queued: EMAILS });
  }
  if (message === 'statuses') process.send({ statuses: await statuses() });
});

await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send({
  ready: true,
  concurrency: app.config.email.concurrency,
  ratePerSecond: app.config.email.ratePerSecond,
});

async function shutdown() {
  await app.close();
  await admin(`DROP SCHEMA ${schema} CASCADE`);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('disconnect', shutdown);
