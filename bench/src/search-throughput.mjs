/**
 * Catalog search under load: autocannon at 50 connections against GET /search, uncached (the API's
 * response cache off, and every request a different query and filters), one run per query class, plus the
 * category list's page 1 and page 50 (by cursor). PostgreSQL with 1,000,000 generated products (when
 * DATABASE_URL is set) and PGlite with 100,000. Each loaded row also records the CPU time per request of the
 * API process, of its PostgreSQL connections and of autocannon (this process), from /proc: what a request
 * costs in all, which bounds the requests per second the machine's cores can serve whatever else runs.
 * Each call runs twice under load: as fast as the 50 connections get answers (the most the machine serves, and
 * the latency at that saturation), then at the target's 500 requests/s over the same 50 connections, made by
 * open-loop.mjs: the latency at the target's throughput, which is what "p99 at most 50 ms and at least 500
 * requests/s" asks (at saturation, 50 connections and a 50 ms p99 would already mean over 1,000 requests/s).
 * `npm run bench -- --only search` runs this alone.
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openLoop } from './open-loop.mjs';
import { processTicks, TICKS } from './process-cpu.mjs';
import { CITIES, CONDITIONS, ITEMS, MATERIALS, PRICE_MAX, PRICE_MIN, rareWord } from './search-catalog.mjs';
import { log, round, throughputOf, writeResult } from './support.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PORTS = { pglite: 5120, postgres: 5121 };
const PRODUCTS = { postgres: 1_000_000, pglite: 100_000 };
const CONNECTIONS = 50;
const SECONDS = 8;
/**
 * Before each row, the same calls unmeasured: the first statements of a kind on a fresh connection (and the first
 * of PGlite's WASM) take tens of milliseconds, and 50 requests queued behind them made a p99 of seconds that said
 * nothing about the steady state.
 */
const WARMUP_SECONDS = 2;
/** One connection, one request at a time: latency without queueing, the figure the machine's load disturbs least. */
const SINGLE_REQUESTS = 200;
const SORTS = ['relevance', 'date-desc', 'price-asc', 'price-desc'];
export const TARGETS = { searchP99Ms: 50, searchRps: 500, categoryP99Ms: 25 };

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (low, high) => low + Math.floor(Math.random() * (high - low + 1));
const commonWord = () => (Math.random() < 0.5 ? pick(ITEMS) : pick(MATERIALS));
/** Half the time the last word is cut short: it is read as a prefix. */
const maybePrefix = (word) => (Math.random() < 0.5 && word.length > 4 ? word.slice(0, -between(1, 2)) : word);
function priceRange() {
  const low = between(PRICE_MIN, PRICE_MAX - 600);
  return { minPrice: low, maxPrice: low + between(100, 600) };
}
function randomFilters() {
  const filters = {};
  if (Math.random() < 0.7) filters.categoryId = between(1, 3);
  if (Math.random() < 0.5) filters.location = pick(CITIES);
  if (Math.random() < 0.5) filters.condition = pick(CONDITIONS);
  if (Math.random() < 0.5 || Object.keys(filters).length === 0) Object.assign(filters, priceRange());
  return filters;
}

/** Each class makes a new query string per request. */
const CLASSES = {
  'rare word': (n) => ({ q: maybePrefix(rareWord(between(1, n)).replace('é', 'e')), sort: pick(SORTS) }),
  'common word': () => ({ q: maybePrefix(commonWord()), sort: pick(SORTS) }),
  'common word + price': () => ({ q: maybePrefix(commonWord()), ...priceRange(), sort: pick(SORTS) }),
  'filters only': () => ({ ...randomFilters(), sort: pick(SORTS) }),
};

function startServer(driver) {
  const child = fork(
    path.join(HERE, 'search-server.mjs'),
    [driver, String(PORTS[driver]), String(PRODUCTS[driver])],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('message', (reply) => resolve({ child, ...reply }));
    child.once('exit', (code) => reject(new Error(`search-server ${driver} exited with ${code}`)));
  });
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The 1-minute load average (runnable processes) of the machine, shared with other work. */
const loadAverage = () => round(os.loadavg()[0], 1);

/**
 * CPU time over a run of the API process, of its PostgreSQL connections (the backends pg_stat_activity lists
 * under the server's application_name, sampled every 250 ms so one that opens or closes within the run still
 * counts) and of this process. stop() answers milliseconds.
 */
function startCpuMeter(server, admin) {
  const self = process.cpuUsage();
  /** pid -> ticks when first seen (0 for a backend opened during the run) and when last seen */
  const seen = new Map();
  const note = (pid, opened) => {
    const ticks = processTicks(pid);
    if (ticks === undefined) return;
    const entry = seen.get(pid);
    if (entry) entry.last = ticks;
    else seen.set(pid, { first: opened ? 0 : ticks, last: ticks });
  };
  const backends = async () =>
    admin
      ? (
          await admin.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
            server.databaseApplication,
          ])
        ).rows.map((row) => row.pid)
      : [];
  const sample = async (opened) => {
    for (const pid of await backends()) note(pid, opened);
  };
  note(server.child.pid, false);
  const first = sample(false);
  const timer = setInterval(() => sample(true).catch(() => {}), 250);
  return async () => {
    clearInterval(timer);
    await first;
    await sample(true);
    note(server.child.pid, false);
    const ms = (entry) => ((entry.last - entry.first) * 1000) / TICKS;
    const { user, system } = process.cpuUsage(self);
    const [serverEntry, ...backendEntries] = [
      seen.get(server.child.pid),
      ...[...seen].filter(([pid]) => pid !== server.child.pid).map(([, entry]) => entry),
    ];
    return {
      api: serverEntry ? ms(serverEntry) : 0,
      database: admin ? backendEntries.reduce((sum, entry) => sum + ms(entry), 0) : undefined,
      loadGenerator: (user + system) / 1000,
    };
  };
}

async function cannon(base, nextPath, meter, duration = SECONDS) {
  const loadBefore = loadAverage();
  const stopMeter = meter?.();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  const cpu = await stopMeter?.();
  const perRequest = (ms) => (ms === undefined ? undefined : round(ms / result.requests.total, 2));
  return {
    ...throughputOf(result),
    loadAverage: [loadBefore, loadAverage()],
    ...(cpu && {
      cpuMsPerRequest: {
        api: perRequest(cpu.api),
        database: perRequest(cpu.database),
        loadGenerator: perRequest(cpu.loadGenerator),
      },
    }),
  };
}

async function single(base, nextPath) {
  const result = await autocannon({
    url: base,
    connections: 1,
    amount: SINGLE_REQUESTS,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return { p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx };
}

const searchPath = (query) =>
  `/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

async function benchDriver(driver) {
  const n = PRODUCTS[driver];
  log(`search: ${driver} with ${n.toLocaleString('en')} products`);
  const server = await startServer(driver);
  const base = `http://127.0.0.1:${PORTS[driver]}`;
  let admin;
  if (server.databaseApplication) {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  }
  const meter = () => startCpuMeter(server, admin);
  const figures = {};
  const atTargetRate = {};
  const singleConnection = {};
  const page50 = `/products/1?limit=12&cursor=${encodeURIComponent(server.page50Cursor)}`;
  const calls = {
    ...Object.fromEntries(Object.entries(CLASSES).map(([name, make]) => [name, () => searchPath(make(n))])),
    'category page 1': () => '/products/1?limit=12',
    'category page 50': () => page50,
  };
  try {
    for (const [name, nextPath] of Object.entries(calls)) {
      await cannon(base, nextPath, undefined, WARMUP_SECONDS);
      figures[name] = await cannon(base, nextPath, meter);
      log(
        `search: ${driver}: ${name}: ${figures[name].rps} rps, p99 ${figures[name].p99Ms} ms (load ${figures[name].loadAverage.join(' -> ')}), CPU ms per request ${JSON.stringify(figures[name].cpuMsPerRequest)}`,
      );
    }
    for (const [name, nextPath] of Object.entries(calls)) {
      atTargetRate[name] = await openLoop({
        base,
        nextPath,
        rate: TARGETS.searchRps,
        seconds: SECONDS,
        connections: CONNECTIONS,
      });
      log(
        `search: ${driver}: ${name} at ${TARGETS.searchRps} rps offered: ${atTargetRate[name].rps} rps, p50 ${atTargetRate[name].p50Ms} ms, p99 ${atTargetRate[name].p99Ms} ms`,
      );
    }
    for (const [name, nextPath] of Object.entries(calls)) {
      singleConnection[name] = await single(base, nextPath);
      log(
        `search: ${driver}: ${name}, one connection: p50 ${singleConnection[name].p50Ms} ms, p99 ${singleConnection[name].p99Ms} ms`,
      );
    }
  } finally {
    await admin?.end();
    await stopServer(server.child);
  }
  return { products: n, figures, atTargetRate, singleConnection };
}

export async function measure() {
  const drivers = process.env.DATABASE_URL ? ['postgres', 'pglite'] : ['pglite'];
  if (!process.env.DATABASE_URL)
    log('search: DATABASE_URL is not set, so no PostgreSQL run (1,000,000 products)');
  const servers = {};
  for (const driver of drivers) servers[driver] = await benchDriver(driver);
  writeResult('search-throughput', {
    cores: os.cpus().length,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    cache: 'off (RESPONSE_CACHE_TTL_MS=0), a different query string per request',
    targets: TARGETS,
    servers,
  });
}
