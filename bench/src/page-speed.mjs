/**
 * Page speed in Debian Chromium on localhost, cold cache, no throttling: LCP, FCP and total blocking time read
 * in the page by PerformanceObserver (median of several loads); and Lighthouse's mobile performance score
 * (its default config: simulated slow 4G and a 4x slower CPU) for / and /blog.
 */
import { createRequire } from 'node:module';
import {
  browserSupport,
  journeys,
  log,
  median,
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
const LIGHTHOUSE_PAGES = ['/', '/blog'];

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

/** One run in a fresh browser (cold cache); a second try if Chromium's debugging port did not answer in time. */
async function lighthouseRun(lighthouse, chromeLauncher, pagePath, port, attempt = 1) {
  const chrome = await chromeLauncher.launch({
    chromePath: browserSupport.CHROMIUM_PATH,
    port,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const result = await lighthouse(`${site.SITE_URL}${pagePath}`, {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { audits, categories } = result.lhr;
    return {
      score: Math.round(categories.performance.score * 100),
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
    log(`lighthouse ${pagePath}: ${error.message}; trying again`);
  } finally {
    chrome.kill();
  }
  return lighthouseRun(lighthouse, chromeLauncher, pagePath, port + 10, attempt + 1);
}

/** Also run against the monolith build by federation-overhead.mjs, for the score without federation. */
export async function measureLighthouse(pagePaths = LIGHTHOUSE_PAGES) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = require('chrome-launcher');
  const results = [];
  for (const pagePath of pagePaths) {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
      runs.push(await lighthouseRun(lighthouse, chromeLauncher, pagePath, LIGHTHOUSE_PORT + i));
    }
    const best = runs.find((r) => r.score === median(runs.map((x) => x.score))) ?? runs[0];
    results.push({ path: pagePath, score: median(runs.map((r) => r.score)), median: best, runs });
  }
  return results;
}

export async function measure({ browser }) {
  log('page speed: LCP, FCP, TBT in the page');
  const vitals = await measureVitals(browser);
  log('page speed: Lighthouse mobile');
  const lighthouse = await measureLighthouse();
  writeResult('page-speed', { vitals, lighthouse });
  for (const v of vitals) log(`${v.path}: LCP ${v.lcpMs} ms, FCP ${v.fcpMs} ms, TBT ${v.tbtMs} ms`);
  for (const l of lighthouse)
    log(`Lighthouse mobile ${l.path}: ${l.score} (${l.runs.map((r) => r.score).join(', ')})`);
}
