/**
 * What every measurement shares: the e2e suite's own helpers (e2e/support/*.ts: starting the built site,
 * Chromium flags, demo sign-in, the federation manifests), loaded through a small TypeScript require hook so
 * the benchmark starts the site exactly as the tests do; plus result files, statistics, and the bench servers
 * run as child processes.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLoop } from './open-loop.mjs';
import { median, round } from './statistics.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const BENCH_DIR = path.resolve(HERE, '..');
export const ROOT = path.resolve(BENCH_DIR, '..');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');
export const ARTIFACTS_DIR = path.join(BENCH_DIR, 'artifacts');

const require = createRequire(import.meta.url);

function installTypeScriptHook() {
  if (require.extensions['.ts']) return;
  const ts = require('typescript');
  require.extensions['.ts'] = (module, filename) => {
    const { outputText } = ts.transpileModule(readFileSync(filename, 'utf8'), {
      fileName: filename,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
      },
    });
    module._compile(outputText, filename);
  };
}

installTypeScriptHook();
const e2e = (name) => require(path.join(ROOT, 'e2e', 'support', `${name}.ts`));

/** e2e/support/site.ts: startSite, stopSite, stopPart, startFrontEnd, PORTS, SITE_URL, ... */
export const site = e2e('site');
/** e2e/support/browser.ts: launchBrowser (Debian Chromium, the flags that work here), CHROMIUM_PATH */
export const browserSupport = e2e('browser');
/** Waits until a page has made no request for a while (e2e/support/browser.ts). */
export const { waitForQuiet } = browserSupport;
/** e2e/support/journeys.ts: signIn, DEMO accounts */
export const journeys = e2e('journeys');
/** e2e/support/npm-start.ts: startNpmStart, stopNpmStart, setReleaseSiteAside */
export const npmStart = e2e('npm-start');
/** e2e/support/manifests.ts: sharedLibraryFiles() */
export const manifests = e2e('manifests');

export { median, round };

export function writeResult(name, data) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), ...data }, null, 2)}\n`);
  return file;
}

/** What every throughput table reports of an autocannon run. */
export function throughputOf(result) {
  return {
    rps: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The machine's load average (1, 5, 15 min) when a measurement ends: the machine may be shared. */
export function loadAverage() {
  return os.loadavg().map((value) => round(value, 2));
}

export function log(...parts) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);
}

/** Scrolls a screen at a time, as a reader would, until the end of the page. */
export async function scrollToEnd(tab) {
  await tab.evaluate(async () => {
    for (;;) {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (window.scrollY === before) return;
    }
  });
}

/** A signed-in browser state (localStorage + Firebase's IndexedDB) to start cold-cache contexts from. */
export async function signedInState(browser, email) {
  const context = await browser.newContext({ baseURL: site.SITE_URL });
  const page = await context.newPage();
  await journeys.signIn(page, email);
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

/**
 * The settings of a bench's own API server (api/dist in-process): uncached, so every request reaches the
 * database; no demo seed; warnings only; the emulator host on a port nothing answers (no sign-in is needed).
 */
export function benchApiEnv(port) {
  return {
    PORT: String(port),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    SEED_ON_EMPTY: 'false',
    RESPONSE_CACHE_TTL_MS: '0',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:5199',
  };
}

/**
 * Forks bench/src/<script> and waits for its first IPC message (a bench server sends one once it listens):
 * answers that message with `child`. `message`, if given, is sent to the child first.
 */
export function startChild(script, args, message) {
  const child = fork(path.join(HERE, script), args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (reply) => resolve({ child, ...reply }));
    child.once('exit', (code) => reject(new Error(`${script} ${args.join(' ')} exited with ${code}`)));
    if (message) child.send(message);
  });
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The load of the list rows on PostgreSQL (messages, offers): their target's rate, after a warm-up. */
export const SERVER_ROWS_LOAD = { rate: 200, seconds: 10, warmupSeconds: 2, connections: 20 };

/**
 * The rows of a bench server at SERVER_ROWS_LOAD: forks `script` on `port` and waits until it listens, asks
 * `callsOf(server, base)` for the calls to measure (`{ name: { nextPath, headers } }`), then runs each in turn
 * through open-loop.mjs, a warm-up first and the load average taken before the measured run, logged under
 * `bench`. The server is stopped however the run ends. Answers the server's ready message and the rows.
 */
export async function measureServerRows({ bench, script, port, callsOf }) {
  const { rate, seconds, warmupSeconds, connections } = SERVER_ROWS_LOAD;
  const server = await startChild(script, [String(port)]);
  try {
    const base = `http://127.0.0.1:${port}`;
    const calls = await callsOf(server, base);
    const rows = {};
    for (const [name, { nextPath, headers }] of Object.entries(calls)) {
      const load = { base, nextPath, headers, connections };
      await openLoop({ ...load, rate, seconds: warmupSeconds });
      const loadBefore = round(os.loadavg()[0], 1);
      rows[name] = { ...(await openLoop({ ...load, rate, seconds })), loadBefore };
      log(`${bench}: ${name}: ${rows[name].rps} rps, p50 ${rows[name].p50Ms} ms, p99 ${rows[name].p99Ms} ms`);
    }
    return { server, rows };
  } finally {
    await stopChild(server.child);
  }
}
