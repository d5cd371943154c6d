/**
 * Federation overhead: the same shell and remote pages built twice, federated (the real site) and as one
 * bundle (bench/monolith), loaded in Chromium with a cold cache. Counts JavaScript bytes (decoded and as
 * transferred, gzip by the static server) and requests per page, and the ratio federated / monolith; and the
 * monolith's Lighthouse mobile score on /, the same page without federation, as the reference for page-speed's.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measureLighthouse } from './page-speed.mjs';
import {
  ARTIFACTS_DIR,
  journeys,
  log,
  ROOT,
  round,
  signedInState,
  site,
  waitForQuiet,
  writeResult,
} from './support.mjs';

export const PAGES = [
  { path: '/', signedInAs: null, ready: 'Furniture Market' },
  { path: '/products/1', signedInAs: journeys.DEMO.buyer, ready: 'BedRoom Furniture' },
  { path: '/dashboard/addproduct', signedInAs: journeys.DEMO.seller, ready: 'Add' },
];
const MONOLITH_DIR = path.join(ARTIFACTS_DIR, 'monolith');
const BUILD_RECORD = path.join(ARTIFACTS_DIR, 'monolith-build.json');

export function buildMonolith() {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'),
      '--config',
      path.join(ROOT, 'bench', 'monolith', 'webpack.config.js'),
      '--mode',
      'production',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The monolith build failed');
  return Date.now() - started;
}

/** Loads one page in a fresh context (cold HTTP cache) and sums what the network delivered. */
export async function measurePageLoad(browser, page, states) {
  const context = await browser.newContext({
    baseURL: site.SITE_URL,
    storageState: page.signedInAs ? states[page.signedInAs] : undefined,
  });
  const tab = await context.newPage();
  const pending = [];
  let requests = 0;
  tab.on('request', () => {
    requests += 1;
  });
  tab.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    pending.push(
      Promise.all([response.body().catch(() => Buffer.alloc(0)), request.sizes()]).then(([body, sizes]) => ({
        url: response.url(),
        raw: body.length,
        transferred: sizes.responseBodySize,
      })),
    );
  });
  await tab.goto(page.path);
  await waitForQuiet(tab);
  const scripts = await Promise.all(pending);
  const firstLoadRequests = requests;
  // Then as a reader who goes through the whole page: what loads as it comes near the screen is added.
  await scrollToEnd(tab);
  await waitForQuiet(tab);
  const wholePage = await Promise.all(pending);
  const landedOn = new URL(tab.url()).pathname;
  await context.close();
  if (landedOn !== page.path) throw new Error(`${page.path} redirected to ${landedOn}`);
  return {
    requests: firstLoadRequests,
    jsRequests: scripts.length,
    jsRawBytes: scripts.reduce((sum, s) => sum + s.raw, 0),
    jsGzipBytes: scripts.reduce((sum, s) => sum + s.transferred, 0),
    scrolledToEnd: {
      requests,
      jsRequests: wholePage.length,
      jsGzipBytes: wholePage.reduce((sum, s) => sum + s.transferred, 0),
    },
    scripts: wholePage.map((s, index) => ({
      file: new URL(s.url).pathname,
      port: new URL(s.url).port,
      ...s,
      afterScroll: index >= scripts.length,
    })),
  };
}

/** Scrolls a screen at a time, as a reader would, until the end of the page. */
async function scrollToEnd(tab) {
  await tab.evaluate(async () => {
    for (;;) {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      await new Promise((resolve) => setTimeout(resolve, 150));
      if (window.scrollY === before) return;
    }
  });
}

async function measureAll(browser) {
  const states = {};
  for (const email of new Set(PAGES.map((p) => p.signedInAs).filter(Boolean))) {
    states[email] = await signedInState(browser, email);
  }
  const results = {};
  for (const page of PAGES) results[page.path] = await measurePageLoad(browser, page, states);
  return results;
}

/** Serves the monolith on the shell's port with the shell's static-server config. */
async function serveMonolith() {
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'serve', 'build', 'main.js'),
      MONOLITH_DIR,
      '--listen',
      String(site.PORTS.shell),
      '--config',
      path.relative(MONOLITH_DIR, path.join(ROOT, 'serve.shell.json')),
      '--no-clipboard',
      '--no-port-switching',
    ],
    { cwd: ROOT, stdio: 'ignore', detached: true },
  );
  await site.waitForHttp(`${site.SITE_URL}/remotes.json`);
  return child;
}

/** Runs with the federated site up; swaps the shell for the monolith on the same port, then puts it back. */
/** Before the site lock is taken: the monolith build needs no ports. */
export function prepare() {
  log('federation overhead: building the monolith');
  writeFileSync(BUILD_RECORD, JSON.stringify({ monolithBuildMs: buildMonolith() }));
}

export async function measure({ browser }) {
  const { monolithBuildMs } = JSON.parse(readFileSync(BUILD_RECORD, 'utf8'));
  log('federation overhead: measuring the federated site');
  const federated = await measureAll(browser);
  await site.stopPart('shell');
  const server = await serveMonolith();
  let monolith;
  let monolithLighthouse;
  try {
    log('federation overhead: measuring the monolith');
    monolith = await measureAll(browser);
    log('federation overhead: Lighthouse mobile on the monolith');
    monolithLighthouse = await measureLighthouse(['/']);
  } finally {
    process.kill(-server.pid, 'SIGTERM');
    await site.waitForPort(site.PORTS.shell, false, 15_000);
    await site.startFrontEnd('shell');
  }
  const pages = PAGES.map(({ path: pagePath }) => {
    const f = federated[pagePath];
    const m = monolith[pagePath];
    return {
      path: pagePath,
      federated: { ...f, scripts: undefined },
      monolith: { ...m, scripts: undefined },
      ratioGzip: round(f.jsGzipBytes / m.jsGzipBytes, 2),
      ratioRaw: round(f.jsRawBytes / m.jsRawBytes, 2),
      ratioRequests: round(f.requests / m.requests, 2),
      federatedScripts: f.scripts,
      monolithScripts: m.scripts,
    };
  });
  writeResult('federation-overhead', { monolithBuildMs, pages, monolithLighthouse });
  for (const p of pages) {
    log(
      `${p.path}: federated ${round(p.federated.jsGzipBytes / 1024, 1)} KB gzip / ${p.federated.requests} requests,` +
        ` monolith ${round(p.monolith.jsGzipBytes / 1024, 1)} KB / ${p.monolith.requests}: ${p.ratioGzip}x`,
    );
  }
  for (const l of monolithLighthouse) log(`Lighthouse mobile ${l.path} (monolith): ${l.score}`);
}
