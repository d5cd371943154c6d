/**
 * The page documents in the production topology: the cluster (nginx, its document servers and API instances, as
 * `npm run start:cluster` starts them) on PostgreSQL with a million generated products (the search bench's
 * catalog, schema `bench_search_1000000`, kept between runs).
 * - `/item/{id}` documents through nginx at a fixed rate (open loop, no coordinated omission), each a random
 *   listing, so nearly every one misses the API's cache and costs its one indexed read; documents that gave
 *   way to the plain shell are counted from the document servers' logs.
 * - One sitemap file of 50,000 listings, read through nginx: its time to the last byte (median of 3).
 * Needs DATABASE_URL (default the local PostgreSQL) and the site built. `npm run bench -- --only documents`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { openLoop } from './open-loop.mjs';
import { cpuByGroup, machineTicks, processTimes } from './process-cpu.mjs';
import { fillCatalog } from './search-catalog.mjs';
import { benchApiEnv, loadAverage, log, median, ROOT, round, writeResult } from './support.mjs';

const require = createRequire(import.meta.url);
const { startCluster, freePorts, DEFAULT_DATABASE_URL } = require('@marketplace/tooling/cluster');
const { loadSite, partsOf } = require('@marketplace/tooling/site');

const PRODUCTS = 1_000_000;
const SCHEMA = `bench_search_${PRODUCTS}`;
const RATE = 500;
/** A rate this machine's cores can carry too, measured after the target's, to say what they sustain. */
const REFERENCE_RATE = 250;
const SECONDS = 10;
const WARMUP = { rate: 100, seconds: 3 };
const CONNECTIONS = 64;
const SAMPLED_IDS = 20_000;
const SITEMAP_READS = 3;
const PLAIN_SHELL_LINE = 'the plain shell was sent';

/** The catalog in its schema (made once), and a random sample of its listings' ids. */
async function catalogIds(databaseUrl) {
  const { buildApp } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
  const { loadConfig } = require(path.join(ROOT, 'api', 'dist', 'config', 'env.js'));
  const pg = require('pg');
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
  await admin.end();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-documents-seed-'));
  const app = await buildApp(
    loadConfig({ ...benchApiEnv(0), DATABASE_URL: databaseUrl, DATABASE_SCHEMA: SCHEMA, DATA_DIR: dataDir }),
  );
  await app.ready();
  try {
    await fillCatalog(app.db, PRODUCTS, 'documents');
    const { rows } = await app.db.query(
      `SELECT id FROM products TABLESAMPLE SYSTEM (5) WHERE status <> 'sold' LIMIT ${SAMPLED_IDS}`,
    );
    return rows.map((row) => row.id);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** How many documents the document servers sent as the plain shell (a read too slow or failed), from their logs. */
function plainShellsIn(runDir) {
  const logs = path.join(runDir, 'logs');
  return readdirSync(logs)
    .filter((name) => name.startsWith('documents-'))
    .reduce(
      (sum, name) => sum + readFileSync(path.join(logs, name), 'utf8').split(PLAIN_SHELL_LINE).length - 1,
      0,
    );
}

/** Where the cores went during the documents' run: each part of the cluster, PostgreSQL, the load generator. */
function clusterCpu(processes, machine, cluster) {
  const apiPids = new Set(cluster.instances.map((instance) => instance.child.pid));
  const documentPids = new Set(cluster.documentServers.map((server) => server.child.pid));
  const nginxMaster = cluster.nginx.child.pid;
  const groupOf = (pid, { name, ppid }) => {
    if (documentPids.has(pid)) return 'document servers';
    if (apiPids.has(pid)) return 'API instances';
    if (pid === nginxMaster || ppid === nginxMaster) return 'nginx';
    if (name === 'postgres') return 'PostgreSQL';
    if (pid === process.pid) return 'load generator';
    return null;
  };
  const groups = ['document servers', 'API instances', 'nginx', 'PostgreSQL', 'load generator'];
  return cpuByGroup(processes, machine, groups, groupOf, SECONDS);
}

/** One sitemap file's time to its last byte, and the URLs it lists. */
async function readSitemapFile(url) {
  const started = performance.now();
  const response = await fetch(url);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, urls: text.split('<loc>').length - 1, bytes: text.length };
}

async function sitemapRow(base) {
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const listings = files.filter((file) => file.startsWith('/sitemaps/listings-'));
  if (listings.length < 2) throw new Error(`the sitemap index lists ${listings.length} listings files`);
  const file = listings[Math.floor(listings.length / 2)];
  const reads = [];
  for (let i = 0; i < SITEMAP_READS; i += 1) reads.push(await readSitemapFile(`${base}${file}`));
  return {
    file,
    files: files.length,
    urls: reads[0].urls,
    bytes: reads[0].bytes,
    medianMs: round(median(reads.map((read) => read.ms))),
    runsMs: reads.map((read) => round(read.ms)),
  };
}

export async function measure() {
  const site = loadSite();
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const loadAverageBefore = loadAverage();
  const ids = await catalogIds(databaseUrl);
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'bench-documents-'));
  const [port, ...apiPorts] = await freePorts(
    site.cluster.apiInstances + 1,
    partsOf(site).map((part) => part.port),
  );
  let cluster;
  try {
    log(`documents: the cluster (${apiPorts.length} API instances and document servers) on ${SCHEMA}`);
    cluster = await startCluster({
      site,
      runDir,
      port,
      apiPorts,
      databaseUrl,
      schema: SCHEMA,
      jwtSecret: randomBytes(32).toString('hex'),
      emulatorHost: '127.0.0.1:5199',
      env: { LOG_LEVEL: 'warn' },
    });
    const base = cluster.directUrl;
    const nextPath = () => `/item/${ids[Math.floor(Math.random() * ids.length)]}`;
    await openLoop({ base, nextPath, ...WARMUP, connections: CONNECTIONS });
    const atRate = async (rate) => {
      const plainBefore = plainShellsIn(runDir);
      const processesBefore = processTimes();
      const machineBefore = machineTicks();
      const run = await openLoop({ base, nextPath, rate, seconds: SECONDS, connections: CONNECTIONS });
      const cpu = clusterCpu(
        { before: processesBefore, after: processTimes() },
        { before: machineBefore, after: machineTicks() },
        cluster,
      );
      const result = { rate, ...run, plainShells: plainShellsIn(runDir) - plainBefore, cpu };
      log(
        `documents: /item/{id} at ${rate}/s: ${run.rps}/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, ` +
          `non-2xx ${run.non2xx}, errors ${run.errors}, plain shells ${result.plainShells}, ` +
          `cpu ${JSON.stringify(cpu.cpuSeconds)}`,
      );
      return result;
    };
    const documents = await atRate(RATE);
    const reference = await atRate(REFERENCE_RATE);
    const sitemap = await sitemapRow(base);
    log(
      `documents: ${sitemap.file} (${sitemap.urls} URLs) in ${sitemap.medianMs} ms (${sitemap.runsMs.join(', ')})`,
    );
    writeResult('documents-throughput', {
      products: PRODUCTS,
      rate: RATE,
      seconds: SECONDS,
      connections: CONNECTIONS,
      instances: apiPorts.length,
      documents,
      reference,
      sitemap,
      loadAverageBefore,
      loadAverageAfter: loadAverage(),
    });
  } finally {
    await cluster?.stop();
    rmSync(runDir, { recursive: true, force: true });
  }
}
