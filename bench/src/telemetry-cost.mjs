/**
 * What real-user telemetry costs. In the browser: the bytes of shell/src/telemetry/ in the files of the first
 * load (those index.html names), found through their source maps, gzip, against the budget of 3 KB; the
 * reporter chunk (web-vitals included) loads after the page has settled and is given beside it. In the API: the
 * CPU time of one POST /telemetry batch as a tab sends it (a page view, four vitals; one batch in ten with an
 * error), through the real app (api/dist) on PGlite, requests injected (no network), after a warm-up.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { textFromSources } from './source-map-slice.mjs';
import { round } from './statistics.mjs';
import { log, ROOT, writeResult } from './support.mjs';

const require = createRequire(import.meta.url);
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
const TELEMETRY_SOURCES = /^webpack:\/\/shell\/\.\/src\/telemetry\//;
const FIRST_LOAD_BUDGET_BYTES = 3 * 1024;
const BATCHES = 2000;
const WARM_UP = 200;

const gzipBytes = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** The shell's JavaScript files index.html loads or preloads. */
function firstLoadFiles() {
  const html = readFileSync(path.join(SHELL_DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)=["']?\/?([^"' >]+\.js)(?=["' >])/g)].map((match) => match[1]);
}

export function measureWeight() {
  const files = firstLoadFiles();
  let text = '';
  for (const file of files) {
    const code = readFileSync(path.join(SHELL_DIST, file), 'utf8');
    const map = JSON.parse(readFileSync(path.join(SHELL_DIST, `${file}.map`), 'utf8'));
    text += textFromSources(code, map, TELEMETRY_SOURCES);
  }
  const reporter = findReporterChunk();
  return {
    firstLoadFiles: files,
    firstLoadBytes: Buffer.byteLength(text),
    firstLoadGzipBytes: gzipBytes(text),
    firstLoadBudgetBytes: FIRST_LOAD_BUDGET_BYTES,
    reporterChunk: reporter.file,
    reporterGzipBytes: gzipBytes(reporter.code),
  };
}

function findReporterChunk() {
  const file = readdirSync(SHELL_DIST).find((name) => /^telemetry\.[0-9a-f]+\.js$/.test(name));
  if (!file) throw new Error('shell/dist has no telemetry chunk: build the shell first');
  return { file, code: readFileSync(path.join(SHELL_DIST, file), 'utf8') };
}

/** A batch as one tab sends it when hidden: a page view and its four vitals, an error in one batch of ten. */
function batch(index) {
  const who = {
    remote: 'catalog',
    version: '1.0.0-bench',
    cohort: index % 5 === 0 ? 'canary' : 'stable',
    route: '/',
  };
  const items = [
    { type: 'page-view', ...who },
    { type: 'vital', ...who, name: 'LCP', value: 900 + (index % 700) },
    { type: 'vital', ...who, name: 'INP', value: 40 + (index % 120) },
    { type: 'vital', ...who, name: 'CLS', value: (index % 30) / 100 },
    { type: 'vital', ...who, name: 'TTFB', value: 80 + (index % 300) },
  ];
  if (index % 10 === 0) {
    items.push({
      type: 'error',
      ...who,
      source: 'error',
      message: 'TypeError: Cannot read properties of undefined',
      topFrame: 'at http://localhost:3001/1.0.0-bench/214.4d.js:1:2000',
      stack:
        'TypeError: Cannot read properties of undefined\n    at http://localhost:3001/1.0.0-bench/214.4d.js:1:2000',
    });
  }
  return { sessionId: `tab-${String(index).padStart(8, '0')}`, items };
}

export async function measureCpu() {
  const { buildApp } = require(path.join(ROOT, 'api', 'dist', 'app.js'));
  const { loadConfig } = require(path.join(ROOT, 'api', 'dist', 'config', 'env.js'));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-telemetry-'));
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:5199',
      // One address sends every batch here; a real one is held to the default.
      TELEMETRY_RATE_LIMIT_PER_MINUTE: '1000000',
    }),
  );
  await app.ready();
  try {
    const send = async (index) => {
      const answer = await app.inject({ method: 'POST', url: '/telemetry', payload: batch(index) });
      if (answer.statusCode !== 204) throw new Error(`POST /telemetry answered ${answer.statusCode}`);
    };
    for (let i = 0; i < WARM_UP; i++) await send(i);
    const cpuBefore = process.cpuUsage();
    const started = process.hrtime.bigint();
    for (let i = WARM_UP; i < WARM_UP + BATCHES; i++) await send(i);
    const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
    const cpu = process.cpuUsage(cpuBefore);
    return {
      batches: BATCHES,
      itemsPerBatch: 5.1,
      cpuMsPerBatch: round((cpu.user + cpu.system) / 1000 / BATCHES, 3),
      wallMsPerBatch: round(wallMs / BATCHES, 3),
    };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function measure() {
  const weight = measureWeight();
  log(
    `telemetry: first load ${weight.firstLoadGzipBytes} B gzip (budget ${FIRST_LOAD_BUDGET_BYTES}), reporter ${weight.reporterGzipBytes} B gzip after the page settles`,
  );
  const api = await measureCpu();
  log(`telemetry: API ${api.cpuMsPerBatch} ms CPU per batch (${api.wallMsPerBatch} ms wall)`);
  const file = writeResult('telemetry-cost', { ...weight, api });
  log(`telemetry: wrote ${file}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await measure();
