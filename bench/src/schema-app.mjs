/**
 * The real API (api/dist, response cache off) on PostgreSQL in a schema of its own, for a bench server that
 * keeps its generated data between runs: `rebuild` drops the schema first.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ARTIFACTS_DIR, benchApiEnv, ROOT } from './support.mjs';

const require = createRequire(import.meta.url);
const { buildApp } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
const { loadConfig } = require(path.join(ROOT, 'api', 'dist', 'config', 'env.js'));
const pg = require('pg');

export async function appInSchema({ port, schema, rebuild, dataDir, bench }) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error(`DATABASE_URL is needed: the ${bench} bench runs on PostgreSQL`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  if (rebuild) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await admin.end();
  const app = await buildApp(
    loadConfig({
      ...benchApiEnv(port),
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      DATA_DIR: path.join(ARTIFACTS_DIR, dataDir),
    }),
  );
  await app.ready();
  return app;
}
