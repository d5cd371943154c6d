/**
 * A bad release day on the built site, measured from real browsers only: a catalog build whose blog page throws
 * once it has mounted goes out as a canary to 50%; ten fresh browsers load the blog; the canary's cohort sees
 * the error screen and the stable cohort does not; their own telemetry beacons (nothing posted by the test)
 * make the API's release guard roll the canary back, and the canary's browsers get the stable catalog on their
 * next load. The guard's minimum sample is lowered to 10 page views for ten browsers.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, type TrackedPage } from '../support/browser';
import { buildCrashingCatalogRelease, CRASHING_RELEASE_ERROR } from '../support/catalog-release';
import { expectConsoleError } from '../support/console-guard';
import { DEMO, signIn } from '../support/journeys';
import {
  catalogState,
  catalogVersionsOf,
  freshReleasesSite,
  openInBucket,
  releaseCatalog,
  serveDefaultSite,
  serveReleasesSite,
  waitForCatalog,
} from '../support/releases';
import { API_URL } from '../support/site';

const MIN_PAGE_VIEWS = 10;
const LOADS_PER_BROWSER = 3;
/** Kept buckets: below 50 is the canary's cohort at a 50% share. */
const BUCKETS = [5, 15, 25, 35, 45, 55, 65, 75, 85, 95];
const ERROR_SCREEN = 'Something went wrong !!!';

let browser: Browser;
let crashing: string;

beforeAll(async () => {
  crashing = buildCrashingCatalogRelease();
  freshReleasesSite();
  await serveReleasesSite({ RELEASE_GUARD_MIN_PAGE_VIEWS: String(MIN_PAGE_VIEWS) });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await serveDefaultSite();
}, 120_000);

/** Hides the page as a tab switch would, once the reporter has loaded, and waits for the beacon it sends. */
async function flushTelemetry(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/telemetry\.[0-9a-f]+\.js$/.test(entry.name)),
  );
  const beacon = page.waitForRequest((request) => request.url() === `${API_URL}/telemetry`);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await beacon;
}

/** Loads the blog: whether the error screen shows, and the catalog versions the page's scripts came from. */
async function loadBlog(tracked: TrackedPage): Promise<{ crashed: boolean; versions: string[] }> {
  const before = tracked.scripts.length;
  await tracked.page.goto('/blog');
  const blog = tracked.page.getByRole('heading', { name: 'Blog', level: 1 });
  const errorScreen = tracked.page.getByRole('heading', { name: ERROR_SCREEN, level: 1 });
  await blog.or(errorScreen).waitFor();
  // The crash comes in the render after mounting: give it its moment before deciding which screen it is.
  await tracked.page.waitForTimeout(300);
  const crashed = await errorScreen.isVisible();
  return { crashed, versions: catalogVersionsOf(tracked.scripts.slice(before)) };
}

it('rolls back a canary that crashes in real browsers, from their own telemetry, within 60 s', async () => {
  const stableVersion = catalogState().version;
  releaseCatalog('canary', '50', '--from', crashing);
  const released = Date.now();
  const canaryVersion = catalogState().canary?.version ?? '';
  expect(canaryVersion).not.toBe(stableVersion);

  const tabs = await Promise.all(BUCKETS.map((bucket) => openInBucket(browser, bucket)));
  const canaryTabs = tabs.filter((_, index) => (BUCKETS[index] as number) < 50);
  for (const { page } of canaryTabs) {
    expectConsoleError(page, new RegExp(CRASHING_RELEASE_ERROR));
    expectConsoleError(page, /The above error occurred/);
  }
  const firstLoads: { crashed: boolean; versions: string[] }[] = [];
  for (let load = 0; load < LOADS_PER_BROWSER; load += 1) {
    for (const tab of tabs) {
      const seen = await loadBlog(tab);
      if (load === 0) firstLoads.push(seen);
      await flushTelemetry(tab.page);
    }
  }
  expect(firstLoads).toEqual(
    BUCKETS.map((bucket) =>
      bucket < 50
        ? { crashed: true, versions: [canaryVersion] }
        : { crashed: false, versions: [stableVersion] },
    ),
  );

  // The guard may already have acted while the later loads went on (the canary's browsers then stopped crashing).
  await waitForCatalog((state) => state.status === 'rolled back', 60_000);
  const rolledBackAt = Date.parse(catalogState().rollback?.at ?? '');
  process.stdout.write(
    `guard rolled the crashing canary back ${rolledBackAt - released} ms after it went out\n`,
  );
  expect(rolledBackAt - released).toBeLessThanOrEqual(60_000);
  expect(catalogState()).toMatchObject({
    version: stableVersion,
    canary: { version: canaryVersion, share: 0 },
    rollback: { by: 'release guard' },
  });

  // The canary's browsers get the stable catalog at their next load.
  for (const tab of canaryTabs) {
    const next = await loadBlog(tab);
    expect(next.crashed).toBe(false);
    expect(next.versions).not.toContain(canaryVersion);
  }

  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/releases');
  const catalog = page.getByRole('region', { name: /^catalog (stable|canary|rolled back)$/ });
  await catalog.getByRole('heading', { name: 'catalog rolled back' }).waitFor();
  await catalog.getByText('Rolled back by release guard').waitFor();
  await catalog.getByText(new RegExp(CRASHING_RELEASE_ERROR)).first().waitFor();
  const newest = page.getByRole('region', { name: 'Audit log' }).getByRole('row').nth(1);
  expect(await newest.textContent()).toContain('guard rollback');
  expect(await newest.textContent()).toContain(`${stableVersion} → ${canaryVersion}`);
  await context.close();
  for (const tab of tabs) await tab.context.close();
}, 300_000);
