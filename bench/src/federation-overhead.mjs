/**
 * Federation overhead: the same shell and remote pages built twice, federated (the real site) and as one
 * bundle (bench/monolith), loaded in Chromium with a cold cache. Counts JavaScript bytes (decoded and as
 * transferred, gzip by the static server) and requests per page, and the ratio federated / monolith; and the
 * monolith's Lighthouse mobile score on /, the same page without federation, as the reference for page-speed's.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeServeConfig } from '@marketplace/tooling/run-files';
import { measureLighthouse } from './page-speed.mjs';
import {
  ARTIFACTS_DIR,
  journeys,
  log,
  ROOT,
  round,
  scrollToEnd,
  signedInState,
  site,
  waitForQuiet,
  writeResult,
} from './support.mjs';

/** The common screen sizes the home page is measured at: on a tall one the Advertised row is in the first screen. */
export const HOME_VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1280, height: 900 },
  { width: 1920, height: 1080 },
  { width: 360, height: 740 },
];
const DEFAULT_VIEWPORT = HOME_VIEWPORTS[0];
const sizeOf = (viewport) => `${viewport.width}x${viewport.height}`;

export const PAGES = [
  ...HOME_VIEWPORTS.map((viewport) => ({ path: '/', viewport, signedInAs: null })),
  { path: '/products/1', viewport: DEFAULT_VIEWPORT, signedInAs: journeys.DEMO.buyer },
  { path: '/dashboard/addproduct', viewport: DEFAULT_VIEWPORT, signedInAs: journeys.DEMO.seller },
].map((page) => ({ ...page, size: sizeOf(page.viewport), key: `${page.path} ${sizeOf(page.viewport)}` }));

/**
 * Federation's own files on a page: the shell's main.js (the federation runtime with the few lines of the
 * shell that start it), early.js, and each remote's entry. Everything else is the site's own code and libraries.
 */
export function federationFiles(scripts) {
  const parts = [];
  for (const script of scripts) {
    if (script.afterScroll) continue;
    const shell = script.port === String(site.PORTS.shell);
    let part = null;
    if (shell && script.file === '/main.js') part = 'runtime (shell main.js)';
    else if (shell && script.file === '/early.js') part = 'early script (early.js)';
    else if (script.file.endsWith('/remoteEntry.js')) {
      const remote = Object.entries(site.PORTS).find(([, port]) => String(port) === script.port)?.[0];
      part = `remote entry: ${remote ?? script.port}`;
    }
    if (part) parts.push({ part, gzipBytes: script.transferred, rawBytes: script.raw });
  }
  return { parts, gzipBytes: parts.reduce((sum, p) => sum + p.gzipBytes, 0) };
}
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
    viewport: page.viewport ?? DEFAULT_VIEWPORT,
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

async function measureAll(browser) {
  const states = {};
  for (const email of new Set(PAGES.map((p) => p.signedInAs).filter(Boolean))) {
    states[email] = await signedInState(browser, email);
  }
  const results = {};
  for (const page of PAGES) results[page.key] = await measurePageLoad(browser, page, states);
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
      path.relative(MONOLITH_DIR, writeServeConfig(site.SITE, 'shell')),
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
    monolithLighthouse = await measureLighthouse([{ path: '/' }], ['performance']);
  } finally {
    process.kill(-server.pid, 'SIGTERM');
    await site.waitForPort(site.PORTS.shell, false, 15_000);
    await site.startFrontEnd('shell');
  }
  const pages = PAGES.map(({ path: pagePath, key, size }) => {
    const f = federated[key];
    const m = monolith[key];
    return {
      path: pagePath,
      size,
      federated: { ...f, scripts: undefined },
      monolith: { ...m, scripts: undefined },
      ratioGzip: round(f.jsGzipBytes / m.jsGzipBytes, 2),
      ratioRaw: round(f.jsRawBytes / m.jsRawBytes, 2),
      ratioRequests: round(f.requests / m.requests, 2),
      federatedScripts: f.scripts,
      monolithScripts: m.scripts,
    };
  });
  const home = pages.find((p) => p.path === '/' && p.size === sizeOf(DEFAULT_VIEWPORT));
  const federationBytes = { page: `/ at ${home.size}`, ...federationFiles(home.federatedScripts) };
  writeResult('federation-overhead', { monolithBuildMs, pages, federationBytes, monolithLighthouse });
  for (const part of federationBytes.parts)
    log(`federation's own bytes: ${part.part} ${round(part.gzipBytes / 1024, 1)} KB`);
  for (const p of pages) {
    log(
      `${p.path} ${p.size}: federated ${round(p.federated.jsGzipBytes / 1024, 1)} KB gzip / ${p.federated.requests} requests,` +
        ` monolith ${round(p.monolith.jsGzipBytes / 1024, 1)} KB / ${p.monolith.requests}: ${p.ratioGzip}x`,
    );
  }
  for (const l of monolithLighthouse) log(`Lighthouse mobile ${l.path} (monolith): ${l.score}`);
}
