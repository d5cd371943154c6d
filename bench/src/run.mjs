/**
 * `npm run bench` (root) runs every measurement, then writes bench/results/report.md and chart.svg.
 * `npm run bench -- --only api,page-speed` runs a subset; the report keeps the last figures of the others.
 *
 * Order: the build first (it also leaves every dist/ fresh), the API (its own ports, 51xx), then the
 * measurements in the browser, which need the site on 3000-4000 and 9099: they run in a child that holds
 * /tmp/site-ports.lock, with the site started once, the same way the e2e suite starts it.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeReport } from './report.mjs';
import { browserSupport, log, ROOT, site } from './support.mjs';

const STANDALONE = {
  build: () => import('./build-times.mjs'),
  api: () => import('./api-throughput.mjs'),
  search: () => import('./search-throughput.mjs'),
  cluster: () => import('./cluster-throughput.mjs'),
  documents: () => import('./documents-throughput.mjs'),
  alerts: () => import('./saved-search-matching.mjs'),
  messages: () => import('./messages-throughput.mjs'),
  offers: () => import('./offers-throughput.mjs'),
  email: () => import('./email-drain.mjs'),
  telemetry: () => import('./telemetry-cost.mjs'),
  'photo-upload': () => import('./photo-upload.mjs'),
  'photo-formats': () => import('./photo-formats.mjs'),
};
// Federation overhead after the others: it swaps the shell for the monolith and back. Photos last of all: its
// twelve listings would change what the others measure on the category page.
const IN_BROWSER = {
  'page-speed': () => import('./page-speed.mjs'),
  copies: () => import('./singleton-copies.mjs'),
  'route-switch': () => import('./route-switch.mjs'),
  interaction: () => import('./interaction.mjs'),
  federation: () => import('./federation-overhead.mjs'),
  photos: () => import('./photo-pages.mjs'),
};
const ALL = [...Object.keys(STANDALONE), ...Object.keys(IN_BROWSER)];

function selected(argv) {
  const index = argv.indexOf('--only');
  if (index === -1) return ALL;
  const names = (argv[index + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !ALL.includes(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(`--only takes a comma list of: ${ALL.join(', ')} (got ${argv[index + 1]})`);
  }
  return names;
}

/** Someone else's run may still be stopping its servers when it hands the lock over. */
async function waitForFreePorts(timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const busy = [];
    for (const port of Object.values(site.PORTS)) if (await site.portIsOpen(port)) busy.push(port);
    if (busy.length === 0 || Date.now() > deadline) return;
    log(`ports ${busy.join(', ')} still in use; waiting`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

async function runInBrowser(names) {
  await waitForFreePorts();
  const browser = await browserSupport.launchBrowser();
  try {
    await site.startSite();
    for (const name of names) await (await IN_BROWSER[name]()).measure({ browser });
  } finally {
    await browser.close();
    await site.stopSite();
  }
}

function ensureBuilt() {
  log('building the site (nx, cached)');
  const result = spawnSync(`${ROOT}/node_modules/.bin/nx`, ['run-many', '-t', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('nx run-many -t build failed');
}

async function main() {
  const names = selected(process.argv.slice(2));
  const browserNames = names.filter((name) => name in IN_BROWSER);
  if (process.env.BENCH_HOLDS_SITE_LOCK === '1') {
    await runInBrowser(browserNames);
    return;
  }
  const started = Date.now();
  if (!names.includes('build')) ensureBuilt();
  for (const name of names.filter((n) => n in STANDALONE)) await (await STANDALONE[name]()).measure();
  for (const name of browserNames) await (await IN_BROWSER[name]()).prepare?.();
  if (browserNames.length > 0) {
    log('waiting for /tmp/site-ports.lock (the e2e suite and npm start use the same ports)');
    const child = spawnSync(
      'flock',
      [
        '/tmp/site-ports.lock',
        process.execPath,
        fileURLToPath(import.meta.url),
        '--only',
        browserNames.join(','),
      ],
      { stdio: 'inherit', env: { ...process.env, BENCH_HOLDS_SITE_LOCK: '1' } },
    );
    if (child.status !== 0) throw new Error('the measurements in the browser failed');
  }
  const report = writeReport();
  log(`done in ${Math.round((Date.now() - started) / 1000)} s: ${report}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
