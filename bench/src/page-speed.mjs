/**
 * Page speed of the site as `npm start` serves it to a visitor (each remote's release from the shell's origin,
 * the documents on the shell's port), in Debian Chromium on localhost, cold cache, no throttling: LCP, FCP and
 * total blocking time read in the page by PerformanceObserver (median of several loads); and Lighthouse's mobile
 * scores (its default config: simulated slow 4G and a 4x slower CPU): performance, accessibility, best practices
 * and SEO, on the home page, the blog, the login page, a category signed in, a product page, its seller's
 * profile and a search.
 */
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  ARTIFACTS_DIR,
  browserSupport,
  journeys,
  loadAverage,
  log,
  median,
  npmStart,
  round,
  signedInState,
  site,
  waitForQuiet,
  writeResult,
} from './support.mjs';

const require = createRequire(import.meta.url);
const RUNS = 5;
const LIGHTHOUSE_RUNS = 5;
const LIGHTHOUSE_PORT = 5150; // + run index; 5150-5169
const VITALS_PAGES = [
  { path: '/', signedInAs: null },
  { path: '/products/1', signedInAs: journeys.DEMO.buyer },
];
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * `{product}`: an advertised product of the demo seed, as the budgets test picks it; `{seller}`: its seller.
 * `noindex`: the page keeps itself out of search engines, which Lighthouse's SEO audit `is-crawlable` counts.
 */
const LIGHTHOUSE_PAGES = [
  { path: '/' },
  { path: '/blog' },
  { path: '/login', noindex: true },
  { path: '/products/1', signedInAs: journeys.DEMO.buyer, noindex: true },
  { path: '/item/{product}' },
  { path: '/sellers/{seller}' },
  { path: '/search?q=oak', noindex: true },
];

async function demoProduct() {
  const products = await (await fetch(`${site.API_URL}/products/advertised`)).json();
  if (!products[0]?.sellerId) throw new Error('The demo seed has no advertised product with its seller');
  return { product: products[0]._id, seller: products[0].sellerId };
}

/**
 * Signs in inside the browser Lighthouse will drive (its storage is kept for the run), then empties its HTTP
 * cache, so the page loads cold as every other run does, with the session in localStorage and IndexedDB.
 */
async function signInForLighthouse(port, email) {
  const cdp = await browserSupport.connectToChromium(port);
  try {
    const page = await cdp.contexts()[0].newPage();
    await page.goto(`${site.SITE_URL}/login`);
    await journeys.signIn(page, email);
    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await cdp.close();
  }
}

/** Runs before any of the page's scripts; the buffered entries cover what happened before it, too. */
function observeVitals() {
  const vitals = { lcp: 0, fcp: 0, longTasks: [] };
  window.__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

async function loadOnce(browser, page, states) {
  const context = await browser.newContext({
    baseURL: site.SITE_URL,
    viewport: { width: 1280, height: 800 },
    storageState: page.signedInAs ? states[page.signedInAs] : undefined,
  });
  await context.addInitScript(observeVitals);
  const tab = await context.newPage();
  await tab.goto(page.path);
  await waitForQuiet(tab);
  const vitals = await tab.evaluate(() => window.__vitals);
  const landedOn = new URL(tab.url()).pathname;
  await context.close();
  if (landedOn !== page.path) throw new Error(`${page.path} redirected to ${landedOn}`);
  // Total blocking time as Lighthouse defines it: the part of each long task beyond 50 ms, after FCP.
  const tbt = vitals.longTasks
    .filter(([start]) => start >= vitals.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { lcp: vitals.lcp, fcp: vitals.fcp, tbt };
}

export async function measureVitals(browser) {
  const states = {};
  for (const page of VITALS_PAGES) {
    if (page.signedInAs && !states[page.signedInAs]) {
      states[page.signedInAs] = await signedInState(browser, page.signedInAs);
    }
  }
  const results = [];
  for (const page of VITALS_PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await loadOnce(browser, page, states));
    results.push({
      path: page.path,
      signedIn: !!page.signedInAs,
      lcpMs: round(median(runs.map((r) => r.lcp))),
      fcpMs: round(median(runs.map((r) => r.fcp))),
      tbtMs: round(median(runs.map((r) => r.tbt))),
      runs,
    });
  }
  return results;
}

/** The audits that cost an accessibility, best-practices or SEO point, so the report can say what to fix. */
function failedAudits(lhr, category) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
}

/** One run in a fresh browser (cold cache); a second try if Chromium's debugging port did not answer in time. */
async function lighthouseRun(lighthouse, chromeLauncher, target, port, attempt = 1) {
  const chrome = await chromeLauncher.launch({
    chromePath: browserSupport.CHROMIUM_PATH,
    port,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    if (target.signedInAs) await signInForLighthouse(port, target.signedInAs);
    const result = await lighthouse(`${site.SITE_URL}${target.url}`, {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: target.categories,
      // A signed-in run keeps the session it was given (the HTTP cache was emptied after the sign-in).
      disableStorageReset: !!target.signedInAs,
    });
    const { audits, categories } = result.lhr;
    const landedOn = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landedOn !== new URL(`${site.SITE_URL}${target.url}`).pathname)
      throw new Error(`${target.url} landed on ${landedOn}`);
    const category = (name) => (categories[name] ? Math.round(categories[name].score * 100) : undefined);
    return {
      score: Math.round(categories.performance.score * 100),
      accessibility: category('accessibility'),
      bestPractices: category('best-practices'),
      seo: category('seo'),
      failedAudits: [
        ...(categories.accessibility ? failedAudits(result.lhr, 'accessibility') : []),
        ...(categories['best-practices'] ? failedAudits(result.lhr, 'best-practices') : []),
      ],
      seoFailedAudits: categories.seo ? failedAudits(result.lhr, 'seo') : [],
      lcpMs: round(audits['largest-contentful-paint'].numericValue),
      fcpMs: round(audits['first-contentful-paint'].numericValue),
      tbtMs: round(audits['total-blocking-time'].numericValue),
      cls: round(audits['cumulative-layout-shift'].numericValue, 3),
      speedIndexMs: round(audits['speed-index'].numericValue),
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      // What moved (for the CLS part of the score): each shift's element and its score.
      layoutShifts: (audits['layout-shifts']?.details?.items ?? []).map((item) => ({
        element: item.node?.snippet ?? item.node?.nodeLabel,
        score: round(item.score, 3),
      })),
      lcpPhases: audits['lcp-breakdown-insight']?.details?.items?.[0]?.items?.map((phase) => [
        phase.subpart ?? phase.label,
        round(phase.duration),
      ]),
    };
  } catch (error) {
    if (attempt >= 2) throw error;
    log(`lighthouse ${target.url}: ${error.message}; trying again`);
  } finally {
    chrome.kill();
  }
  return lighthouseRun(lighthouse, chromeLauncher, target, port + 10, attempt + 1);
}

/**
 * Also run against the monolith build by federation-overhead.mjs, for the score without federation (there
 * performance only: `categories`).
 */
export async function measureLighthouse(pages = LIGHTHOUSE_PAGES, categories = LIGHTHOUSE_CATEGORIES) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = require('chrome-launcher');
  const ids = pages.some((page) => /{(product|seller)}/.test(page.path)) ? await demoProduct() : {};
  const results = [];
  for (const page of pages) {
    const target = {
      ...page,
      url: page.path.replace(/{(product|seller)}/, (_, key) => ids[key]),
      categories,
    };
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
      runs.push(await lighthouseRun(lighthouse, chromeLauncher, target, LIGHTHOUSE_PORT + i));
    }
    const best = runs.find((r) => r.score === median(runs.map((x) => x.score))) ?? runs[0];
    results.push({
      path: page.path,
      url: target.url,
      signedIn: !!page.signedInAs,
      score: median(runs.map((r) => r.score)),
      accessibility:
        runs[0].accessibility === undefined ? undefined : median(runs.map((r) => r.accessibility)),
      bestPractices:
        runs[0].bestPractices === undefined ? undefined : median(runs.map((r) => r.bestPractices)),
      seo: runs[0].seo === undefined ? undefined : median(runs.map((r) => r.seo)),
      seoFailedAudits: [...new Set(runs.flatMap((r) => r.seoFailedAudits ?? []))],
      noindex: !!page.noindex,
      failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
      median: best,
      runs,
    });
  }
  return results;
}

/** Only some pages (`LIGHTHOUSE_ONLY=/blog,/search?q=oak`): for trying a fix; the bench itself runs all. */
function lighthousePagesToRun() {
  const only = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean);
  return only ? LIGHTHOUSE_PAGES.filter((page) => only.includes(page.path)) : LIGHTHOUSE_PAGES;
}

/**
 * The other rows share the suite's site (each remote on a port of its own, as a team runs it); these pages are
 * measured on `npm start` on a fresh release state and data folder, then the suite's site comes back.
 */
async function onNpmStart(measureAll) {
  await site.stopSite();
  const putReleaseSiteBack = npmStart.setReleaseSiteAside(path.join(ARTIFACTS_DIR, 'kept-release-site'));
  const dataDir = path.join(ARTIFACTS_DIR, 'npm-start-data');
  rmSync(dataDir, { recursive: true, force: true });
  let run;
  try {
    // Every page load of the bench comes from 127.0.0.1, as the journeys' do.
    run = await npmStart.startNpmStart(dataDir, { settings: site.ONE_ADDRESS_LIMITS });
    return await measureAll();
  } finally {
    await npmStart.stopNpmStart(run);
    putReleaseSiteBack();
    await site.startSite();
  }
}

export async function measure({ browser }) {
  const { vitals, lighthouse } = await onNpmStart(async () => {
    log('page speed (npm start): LCP, FCP, TBT in the page');
    const vitals = await measureVitals(browser);
    log('page speed (npm start): Lighthouse mobile');
    return { vitals, lighthouse: await measureLighthouse(lighthousePagesToRun()) };
  });
  writeResult('page-speed', { vitals, lighthouse, loadAverage: loadAverage() });
  for (const v of vitals) log(`${v.path}: LCP ${v.lcpMs} ms, FCP ${v.fcpMs} ms, TBT ${v.tbtMs} ms`);
  for (const l of lighthouse)
    log(
      `Lighthouse mobile ${l.url}: performance ${l.score} (${l.runs.map((r) => r.score).join(', ')}), ` +
        `accessibility ${l.accessibility}, best practices ${l.bestPractices}, SEO ${l.seo}` +
        (l.failedAudits.length ? `; failed: ${l.failedAudits.join(', ')}` : '') +
        (l.seoFailedAudits.length ? `; SEO failed: ${l.seoFailedAudits.join(', ')}` : ''),
    );
}
