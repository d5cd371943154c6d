import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openLoop } from './open-loop.mjs';

const require = createRequire(import.meta.url);
const { startCluster, freePorts } = require('@marketplace/tooling/cluster');
const { loadSite, partsOf } = require('@marketplace/tooling/site');
const pg = require('pg');
const site = loadSite();
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/test';
const c = new pg.Client({ connectionString: databaseUrl });
await c.connect();
const ids = (
  await c.query(`SELECT id FROM bench_search_1000000.products TABLESAMPLE SYSTEM (5) LIMIT 20000`)
).rows.map((r) => r.id);
await c.end();
const runDir = mkdtempSync(path.join(os.tmpdir(), 'probe-'));
const [port, ...apiPorts] = await freePorts(
  site.cluster.apiInstances + 1,
  partsOf(site).map((p) => p.port),
);
const cluster = await startCluster({
  site,
  runDir,
  port,
  apiPorts,
  databaseUrl,
  schema: 'bench_search_1000000',
  jwtSecret: randomBytes(32).toString('hex'),
  emulatorHost: '127.0.0.1:5199',
  env: { LOG_LEVEL: 'warn' },
});
const base = cluster.directUrl;
const nextPath = () => `/item/${ids[Math.floor(Math.random() * ids.length)]}`;
const apiPath = () => `/api/items/${ids[Math.floor(Math.random() * ids.length)]}`;
for (const [name, np] of [
  ['doc', nextPath],
  ['api', apiPath],
]) {
  for (const rate of (process.env.RATES ?? '50,200').split(',').map(Number)) {
    const r = await openLoop({ base, nextPath: np, rate, seconds: 5, connections: 64 });
    console.log(name, rate, JSON.stringify(r), os.loadavg()[0].toFixed(2));
  }
}
console.log('runDir', runDir);
for (let i = 0; i < 2; i++) {
  const t = performance.now();
  const r = await fetch(`${base}/api/sitemap/listings?from=500000&to=550000&limit=5000`);
  const x = await r.text();
  console.log('api page', Math.round(performance.now() - t), x.length, r.headers.get('content-encoding'));
}
for (let i = 0; i < 2; i++) {
  const t = performance.now();
  const r = await fetch(`${base}/sitemaps/listings-10.xml`);
  const x = await r.text();
  console.log('sitemap', Math.round(performance.now() - t), x.length);
}
if (process.env.HOLD) await new Promise((r) => setTimeout(r, Number(process.env.HOLD)));
await cluster.stop();
