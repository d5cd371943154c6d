/**
 * The production topology under load: 1 API instance against 3, each time behind the cluster's
 * nginx (deploy/nginx) on one PostgreSQL schema with 10,000 products. autocannon, 50 connections through nginx,
 * a mixed load: category pages in random sizes and sorts, product pages and (10%) searches with random filters (almost
 * every URL new, so the response cache rarely answers), and bookings (each a write, which also drops every
 * instance's cache). Where the CPU goes is read from /proc: every process's user + system time over the run.
 * Needs DATABASE_URL (default the local PostgreSQL). `npm run bench -- --only cluster` runs this alone.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuByGroup, machineTicks, processTimes } from './process-cpu.mjs';
import { log, ROOT, round, throughputOf, writeResult } from './support.mjs';

const require = createRequire(import.meta.url);
const { startCluster, freePorts, DEFAULT_DATABASE_URL } = require('@marketplace/tooling/cluster');
const { loadSite, partsOf } = require('@marketplace/tooling/site');
const pg = require('pg');

const CONNECTIONS = 50;
const SECONDS = 10;
const WARMUP_SECONDS = 2;
const PRODUCTS = 10_000;
const BOOKING_SHARE = 0.1;
const SORTS = ['date-desc', 'date-asc', 'price-asc', 'price-desc'];
const WORDS = ['bench', 'chair', 'oak', 'table', 'sofa'];

const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));

async function seed(databaseUrl, schema, jwtSecret) {
  const { buildApp } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
  const { loadConfig } = require(path.join(ROOT, 'api', 'dist', 'config', 'env.js'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-seed-'));
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:5199',
    }),
  );
  await app.ready();
  try {
    const seller = await app.db.query(
      `INSERT INTO users (email, name, role, verified) VALUES ('bench-seller@furniture.test', 'Bench Seller', 'seller', true) RETURNING id`,
    );
    const buyer = await app.db.query(
      `INSERT INTO users (email, name, role) VALUES ('bench-buyer@furniture.test', 'Bench Buyer', 'buyer') RETURNING id, email`,
    );
    const { rows } = await app.db.query(
      `INSERT INTO products (seller_id, category_id, name, picture, resale_price, original_price, years_of_use, location, condition, created_at)
       SELECT $1, 1 + (i % 3), 'Bench chair ' || i, 'http://localhost:8080/api/images/00000000-0000-4000-8000-000000000000',
              100 + (i % 500), 300 + (i % 900), (1 + i % 5) || ' years', 'Dhaka', 'good', now() - (i || ' minutes')::interval
       FROM generate_series(1, $2::int) AS i RETURNING id`,
      [seller.rows[0].id, PRODUCTS],
    );
    const token = await app.accessTokens.sign(
      { id: buyer.rows[0].id, email: buyer.rows[0].email, role: 'buyer' },
      3600,
    );
    return { token, productIds: rows.map((row) => row.id) };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Bookings take products from the end of the list, reads pick any (a booked one still has its page). */
function mixedRequests(apiPath, token, productIds) {
  const bookable = [...productIds];
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        if (Math.random() < BOOKING_SHARE && bookable.length > 0) {
          return {
            ...request,
            method: 'POST',
            path: `${apiPath}/bookings`,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ productId: bookable.pop(), phone: '01712345678', meetLocation: 'Dhaka' }),
          };
        }
        // 45% category pages, 45% product pages, 10% searches (a search of a common word reads far more rows).
        const kind = between(0, 19);
        const readPath =
          kind < 9
            ? `/products/${between(1, 3)}?limit=${between(5, 40)}&sort=${SORTS[between(0, 3)]}`
            : kind < 18
              ? `/items/${productIds[between(0, productIds.length - 1)]}`
              : `/search?q=${WORDS[between(0, WORDS.length - 1)]}&minPrice=${between(100, 500)}`;
        return { ...request, method: 'GET', path: `${apiPath}${readPath}`, headers: {}, body: undefined };
      },
    },
  ];
}

/** CPU seconds per group over the run: the API instances, nginx, PostgreSQL, autocannon (this process), the rest. */
function clusterCpu(processes, cluster, seconds, machine) {
  const apiPids = new Set(cluster.instances.map((instance) => instance.child.pid));
  const nginxMaster = cluster.nginx.child.pid;
  const groupOf = (pid, { name, ppid }) => {
    if (apiPids.has(pid)) return 'API instances';
    if (pid === nginxMaster || ppid === nginxMaster) return 'nginx';
    if (name === 'postgres') return 'PostgreSQL';
    if (pid === process.pid) return 'autocannon (load generator)';
    return null;
  };
  const groups = ['API instances', 'nginx', 'PostgreSQL', 'autocannon (load generator)'];
  return cpuByGroup(processes, machine, groups, groupOf, seconds);
}

async function runOne(instances, { site, databaseUrl }) {
  const schema = `bench_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const jwtSecret = randomBytes(32).toString('hex');
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
  let cluster;
  try {
    const { token, productIds } = await seed(databaseUrl, schema, jwtSecret);
    const [port, ...apiPorts] = await freePorts(
      instances + 1,
      partsOf(site).map((part) => part.port),
    );
    cluster = await startCluster({
      site,
      runDir,
      port,
      apiPorts,
      databaseUrl,
      schema,
      jwtSecret,
      emulatorHost: '127.0.0.1:5199',
      env: { LOG_LEVEL: 'warn' },
    });
    const requests = mixedRequests('/api', token, productIds);
    await autocannon({
      url: cluster.directUrl,
      connections: CONNECTIONS,
      duration: WARMUP_SECONDS,
      requests,
    });
    const before = processTimes();
    const machineBefore = machineTicks();
    const result = await autocannon({
      url: cluster.directUrl,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests,
    });
    const cpu = clusterCpu({ before, after: processTimes() }, cluster, SECONDS, {
      before: machineBefore,
      after: machineTicks(),
    });
    return {
      instances,
      ...throughputOf(result),
      cpu,
    };
  } finally {
    await cluster?.stop();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    rmSync(runDir, { recursive: true, force: true });
  }
}

export async function measure() {
  const site = loadSite();
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const loadAverageBefore = os.loadavg()[0];
  const runs = [];
  for (const instances of [1, 3]) {
    log(`cluster: ${instances} API instance(s) behind nginx, mixed load`);
    runs.push(await runOne(instances, { site, databaseUrl }));
    const r = runs[runs.length - 1];
    log(
      `cluster ${instances}: ${r.rps} rps, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, non-2xx ${r.non2xx}, cpu ${JSON.stringify(r.cpu.cpuSeconds)}`,
    );
  }
  writeResult('cluster-throughput', {
    connections: CONNECTIONS,
    seconds: SECONDS,
    products: PRODUCTS,
    bookingShare: BOOKING_SHARE,
    cores: os.cpus().length,
    loadAverageBefore,
    runs,
    ratio3to1: round(runs[1].rps / runs[0].rps, 2),
  });
}
