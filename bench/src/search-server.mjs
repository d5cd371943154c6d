/**
 * Child process of search-throughput.mjs: the real API (api/dist) with its response cache off, on a catalog of
 * N generated products. PostgreSQL keeps the catalog in the schema `bench_search_<N>` and PGlite in
 * bench/artifacts/search-pglite-<N>, reused by the next run (generating a million rows takes minutes);
 * BENCH_SEARCH_REBUILD=1 makes them again. Its PostgreSQL connections carry the application_name
 * `bench-search`, by which the parent finds their processes (their CPU time). Tells the parent (IPC) when it
 * listens, then serves until killed.
 *
 *   node search-server.mjs <pglite|postgres> <port> <products>
 */
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fillCatalog } from './search-catalog.mjs';
import { ARTIFACTS_DIR, benchApiEnv, ROOT } from './support.mjs';

const require = createRequire(import.meta.url);
const { buildApp } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
const { loadConfig } = require(path.join(ROOT, 'api', 'dist', 'config', 'env.js'));
const pg = require('pg');

const [driver, port, countText] = process.argv.slice(2);
const count = Number(countText);
const rebuild = process.env.BENCH_SEARCH_REBUILD === '1';
const APPLICATION_NAME = 'bench-search';

const env = {
  // Uncached: every request reaches the database (the load also sends a different query each time).
  ...benchApiEnv(port),
  // The API's own default unless the run names another (to compare pool sizes).
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
};

if (driver === 'postgres') {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is needed for the PostgreSQL run');
  const schema = `bench_search_${count}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (rebuild) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.end();
  const named = new URL(url);
  named.searchParams.set('application_name', APPLICATION_NAME);
  Object.assign(env, {
    DATABASE_URL: named.toString(),
    DATABASE_SCHEMA: schema,
    DATA_DIR: path.join(ARTIFACTS_DIR, 'search-data'),
  });
} else {
  const dataDir = path.join(ARTIFACTS_DIR, `search-pglite-${count}`);
  if (rebuild) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  env.DATA_DIR = dataDir;
}

const app = await buildApp(loadConfig(env));
await app.ready();
const { db } = app;
await fillCatalog(db, count, `search: ${driver}`);
const firstCategoryPages = [];
{
  // The cursor of category 1's page 50 (12 a page), read once before the load.
  let cursor = '';
  for (let page = 1; page <= 50; page++) {
    firstCategoryPages.push(cursor);
    const response = await app.inject({
      method: 'GET',
      url: `/products/1?limit=12&cursor=${encodeURIComponent(cursor)}`,
    });
    cursor = response.headers['x-next-cursor'];
  }
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send({
  ready: true,
  page50Cursor: firstCategoryPages[49],
  databaseApplication: driver === 'postgres' ? APPLICATION_NAME : undefined,
});

async function shutdown() {
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('disconnect', shutdown);
