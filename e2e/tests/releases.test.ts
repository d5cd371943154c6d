/**
 * A release day on the built site: a catalog canary goes out to a share of browsers (each keeps its cohort), an
 * admin promotes a healthy one from the Releases page (support/release-journeys.ts; the same journey runs
 * through the cluster in releases-cluster.test.ts), and a canary that does worse than stable is rolled back by
 * the API's release guard by itself, which the Releases page shows with the figures that triggered it.
 * Visitors' telemetry is posted as the shell's reporter sends it (POST /telemetry).
 *
 * @team site
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, type TrackedPage } from '../support/browser';
import { buildCatalogReleaseTwo } from '../support/catalog-release';
import { DEMO, signIn } from '../support/journeys';
import {
  catalogSection,
  healthyCanaryPromoted,
  loadBlog,
  openReleasesPage,
} from '../support/release-journeys';
import {
  auditEntries,
  catalogState,
  freshReleasesSite,
  openInBucket,
  releaseCatalog,
  NPM_START_RELEASES as SITE,
  sendVisits,
  serveDefaultSite,
  serveReleasesSite,
  waitForCatalog,
} from '../support/releases';

/** The guard's default period (RELEASE_GUARD_INTERVAL_MS). */
const GUARD_PERIOD_MS = 10_000;
const CANARY_BUCKET = 10;
const STABLE_BUCKET = 90;

let browser: Browser;
let releaseTwo: string;
let canaryTab: TrackedPage;
let stableTab: TrackedPage;

beforeAll(async () => {
  releaseTwo = buildCatalogReleaseTwo();
  freshReleasesSite();
  await serveReleasesSite();
  browser = await launchBrowser();
  canaryTab = await openInBucket(SITE, browser, CANARY_BUCKET);
  stableTab = await openInBucket(SITE, browser, STABLE_BUCKET);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await serveDefaultSite();
}, 120_000);

it('sends the canary cohort to a canary at 20% and promotes it for everyone from the Releases page, by keyboard', async () => {
  await healthyCanaryPromoted(SITE, browser, releaseTwo, { canary: canaryTab, stable: stableTab });
}, 180_000);

it('rolls a canary that does worse than stable back by itself within its period, and the Releases page shows why', async () => {
  const stableVersion = (await catalogState(SITE)).version;
  releaseCatalog(SITE, 'canary', '50');
  const canaryVersion = (await catalogState(SITE)).canary?.version ?? '';
  expect(canaryVersion).not.toBe(stableVersion);
  expect(await loadBlog(canaryTab)).toEqual({ banner: false, versions: [canaryVersion] });
  const stableLoad = await loadBlog(stableTab);
  expect(stableLoad.banner).toBe(true);
  expect(stableLoad.versions).not.toContain(canaryVersion);

  // Below the guard's minimum sample of 50 page views nothing happens, however bad the canary looks.
  await sendVisits(SITE, {
    cohort: 'stable',
    version: stableVersion,
    sessions: 60,
    sessionsWithError: 0,
    lcpMs: 1200,
  });
  await sendVisits(SITE, {
    cohort: 'canary',
    version: canaryVersion,
    sessions: 40,
    sessionsWithError: 20,
    lcpMs: 1300,
  });
  await new Promise((resolve) => setTimeout(resolve, GUARD_PERIOD_MS + 2_000));
  expect((await catalogState(SITE)).status).toBe('canary');

  await sendVisits(SITE, {
    cohort: 'canary',
    version: canaryVersion,
    sessions: 20,
    sessionsWithError: 10,
    lcpMs: 1300,
  });
  const tookMs = await waitForCatalog(SITE, (state) => state.status === 'rolled back', 60_000);
  process.stdout.write(`guard rolled the canary back ${tookMs} ms after its 50th page view\n`);
  expect(tookMs).toBeLessThanOrEqual(GUARD_PERIOD_MS + 2_000);
  expect(await catalogState(SITE)).toMatchObject({
    version: stableVersion,
    canary: { version: canaryVersion, share: 0 },
  });
  expect(auditEntries(SITE).at(-1)).toMatchObject({ action: 'guard rollback', by: 'release guard' });

  // The canary's browser gets the stable catalog at its next page load.
  const afterRollback = await loadBlog(canaryTab);
  expect(afterRollback.banner).toBe(true);
  expect(afterRollback.versions).not.toContain(canaryVersion);

  const { page, context } = await openPage(browser);
  await openReleasesPage(SITE, page);
  const catalog = catalogSection(page);
  await catalog.getByRole('heading', { name: 'catalog rolled back' }).waitFor();
  await catalog.getByText('Rolled back by release guard').waitFor();
  // The tabs' own beacons (clean page views) may join the posted visits: the canary's rate is about 50%.
  await catalog.getByText(/^error sessions \d+(\.\d+)?% vs stable 0%/).waitFor();
  const atRollback = catalog.getByRole('table', { name: 'Figures at the rollback' });
  const errorRow = atRollback.getByRole('row', { name: /Error-session rate/ });
  const [stableRate, canaryRate] = await errorRow.getByRole('cell').allTextContents();
  expect(stableRate).toBe('0%');
  expect(Number.parseFloat(canaryRate ?? '')).toBeGreaterThanOrEqual(45);
  await catalog.getByText("30 × Cannot read properties of undefined (reading 'map')").waitFor();
  const audit = page.getByRole('region', { name: 'Audit log' });
  const newest = audit.getByRole('row').nth(1);
  expect(await newest.textContent()).toContain('guard rollback');
  expect(await newest.textContent()).toContain(`${stableVersion} → ${canaryVersion}`);
  await catalog.scrollIntoViewIfNeeded();
  await screenshot(page, 'releases-desktop');
  await context.close();
}, 180_000);

it('fits the Releases page on a 360 px phone', async () => {
  const { page, context } = await openPage(browser, { width: 360, height: 740 });
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/releases');
  await catalogSection(page).getByRole('heading', { name: 'catalog rolled back' }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.locator('svg[role="img"]:not([aria-label])').count()).toBe(0);
  await screenshot(page, 'releases-phone');
  await context.close();
}, 120_000);
