/**
 * The release-day journeys, run against any ReleaseSite (the e2e site of `npm start`, or the cluster behind
 * nginx): a crashing catalog canary rolled back by the API's guard from real browsers' telemetry, and a healthy
 * canary promoted from the Releases page. The site's catalog must have a stable version deployed and no canary
 * out; the site's guard must judge a canary after MIN_PAGE_VIEWS_OF_CRASH_JOURNEY page views.
 */
import type { Browser, Page } from 'playwright-core';
import { openPage, type TrackedPage } from './browser';
import { CRASHING_RELEASE_ERROR, RELEASE_TWO_BANNER } from './catalog-release';
import { expectConsoleError } from './console-guard';
import { signIn } from './journeys';
import {
  auditEntries,
  catalogState,
  catalogVersionsOf,
  openInBucket,
  type ReleaseSite,
  releaseCatalog,
  releasedCatalog,
  waitForCatalog,
} from './releases';

/** RELEASE_GUARD_MIN_PAGE_VIEWS for the crash journey: its ten browsers load a category page three times each. */
export const MIN_PAGE_VIEWS_OF_CRASH_JOURNEY = '10';
const LOADS_PER_BROWSER = 3;
/** Kept buckets: below 50 is the canary's cohort at a 50% share. */
const BUCKETS = [5, 15, 25, 35, 45, 55, 65, 75, 85, 95];
const ERROR_SCREEN = 'Something went wrong !!!';
const CATEGORY_PAGE = '/products/1';
const CATEGORY_NAME = 'BedRoom Furniture';
const BEACON_WAIT_MS = 30_000;

/**
 * Hides the page as a tab switch would, once the reporter has loaded, and waits for the beacon it sends. A canary
 * page whose session the site granted after the guard rolled the canary back has nothing left to send: the grant
 * leaves out a version the site no longer serves (api/src/releases/served-releases.ts), and so its items.
 */
async function flushTelemetry(site: ReleaseSite, page: Page, canaryCohort: boolean): Promise<void> {
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/telemetry\.[0-9a-f]+\.js$/.test(entry.name)),
  );
  let sent = false;
  const beacon = page
    .waitForRequest((request) => request.url() === `${site.apiUrl}/telemetry`)
    .then(() => {
      sent = true;
    });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  if (!canaryCohort) return beacon;
  beacon.catch(() => undefined);
  await Promise.race([
    beacon,
    waitForCatalog(site, (state) => sent || state.status === 'rolled back', BEACON_WAIT_MS),
  ]);
}

/**
 * Loads BedRoom Furniture's page, signing in first when the browser has no session (the page sends it to the
 * login page and back): whether the error screen shows, and the catalog versions the page's scripts came from.
 */
async function loadCategoryOrCrash(
  tracked: TrackedPage,
  signInAs?: ReleaseSite['buyer'],
): Promise<{ crashed: boolean; versions: string[] }> {
  const before = tracked.scripts.length;
  await tracked.page.goto(CATEGORY_PAGE);
  if (signInAs) {
    await tracked.page.getByLabel('Email', { exact: true }).fill(signInAs.email);
    await tracked.page.getByLabel('Password', { exact: true }).fill(signInAs.password);
    await tracked.page.getByRole('button', { name: 'Login', exact: true }).click();
  }
  const category = tracked.page.getByRole('heading', { name: CATEGORY_NAME, level: 1 });
  const errorScreen = tracked.page.getByRole('heading', { name: ERROR_SCREEN, level: 1 });
  await category.or(errorScreen).waitFor();
  // The crash comes in the render after mounting: give it its moment before deciding which screen it is.
  await tracked.page.waitForTimeout(300);
  const crashed = await errorScreen.isVisible();
  return { crashed, versions: catalogVersionsOf(tracked.scripts.slice(before)) };
}

/**
 * Loads the blog (a page load: the shell picks each remote's version then): whether release two's banner
 * shows, and which catalog versions the page's scripts came from (one, or the page mixed two).
 */
export async function loadBlog(tracked: TrackedPage): Promise<{ banner: boolean; versions: string[] }> {
  const before = tracked.scripts.length;
  await tracked.page.goto('/blog');
  await tracked.page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  const banner = (await tracked.page.getByText(RELEASE_TWO_BANNER).count()) > 0;
  return { banner, versions: catalogVersionsOf(tracked.scripts.slice(before)) };
}

export async function openReleasesPage(site: ReleaseSite, page: Page): Promise<void> {
  await signIn(page, site.admin.email, site.admin.password);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Releases', exact: true }).click();
  await page.getByRole('heading', { name: 'Releases', level: 1 }).waitFor();
}

export const catalogSection = (page: Page) =>
  page.getByRole('region', { name: /^catalog (stable|canary|rolled back)$/ });

/**
 * Waits until the site serves a canary other than `stableVersion` at `share` (a cluster's remotes.json follows
 * the release site within a moment); returns its version.
 */
async function canaryServed(site: ReleaseSite, stableVersion: string, share: number): Promise<string> {
  await waitForCatalog(
    site,
    (state) =>
      state.status === 'canary' && state.canary?.share === share && state.canary.version !== stableVersion,
    5_000,
  );
  return (await catalogState(site)).canary?.version ?? '';
}

/**
 * A catalog build whose product list throws after it mounts goes out to 50%; ten fresh browsers sign in and load
 * a category page; the canary's cohort sees the error screen and the stable cohort does not; their own beacons
 * (nothing posted by the test) make the guard roll the canary back within 60 s of their reaching its minimum
 * sample; the canary's browsers then get the stable catalog, and the Releases page shows the rollback with its
 * figures and audit entry. Returns how long the guard took, from the release and from the sample.
 */
export async function crashingCanaryRolledBack(
  site: ReleaseSite,
  browser: Browser,
  crashingBuild: string,
): Promise<{ afterReleaseMs: number; afterSampleMs: number }> {
  const stableVersion = (await catalogState(site)).version;
  releaseCatalog(site, 'canary', '50', '--from', crashingBuild);
  const released = Date.now();
  const canaryVersion = await canaryServed(site, stableVersion, 50);

  const tabs = await Promise.all(BUCKETS.map((bucket) => openInBucket(site, browser, bucket)));
  const canaryTabs = tabs.filter((_, index) => (BUCKETS[index] as number) < 50);
  for (const { page } of canaryTabs) {
    expectConsoleError(page, new RegExp(CRASHING_RELEASE_ERROR));
    expectConsoleError(page, /The above error occurred/);
  }
  const firstLoads: { crashed: boolean; versions: string[] }[] = [];
  // When the guard had its minimum sample: the canary cohort's beacons of that many page loads were sent.
  let canaryLoadsSent = 0;
  let sampleCompleteAt = Number.POSITIVE_INFINITY;
  for (let load = 0; load < LOADS_PER_BROWSER; load += 1) {
    for (const tab of tabs) {
      const seen = await loadCategoryOrCrash(tab, load === 0 ? site.buyer : undefined);
      if (load === 0) firstLoads.push(seen);
      await flushTelemetry(site, tab.page, canaryTabs.includes(tab));
      if (!canaryTabs.includes(tab)) continue;
      canaryLoadsSent += 1;
      if (canaryLoadsSent === Number(MIN_PAGE_VIEWS_OF_CRASH_JOURNEY)) sampleCompleteAt = Date.now();
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
  await waitForCatalog(site, (state) => state.status === 'rolled back', 60_000);
  const rolledBack = await catalogState(site);
  const rolledBackAt = Date.parse(releasedCatalog(site).rollback?.at ?? '');
  // Within 60 s of the guard having its sample. The time from the release adds the ten browsers' own pace (slower
  // on a loaded machine), so it is reported, not asserted.
  const guardTook = {
    afterReleaseMs: rolledBackAt - released,
    afterSampleMs: rolledBackAt - sampleCompleteAt,
  };
  expect(guardTook.afterSampleMs).toBeLessThanOrEqual(60_000);
  expect(rolledBack).toMatchObject({ version: stableVersion, canary: { version: canaryVersion, share: 0 } });
  expect(auditEntries(site).at(-1)).toMatchObject({ action: 'guard rollback', by: 'release guard' });

  // The canary's browsers get the stable catalog at their next load.
  for (const tab of canaryTabs) {
    const next = await loadCategoryOrCrash(tab);
    expect(next.crashed).toBe(false);
    expect(next.versions).not.toContain(canaryVersion);
  }

  const { page, context } = await openPage(browser, undefined, undefined, site.url);
  await signIn(page, site.admin.email, site.admin.password);
  await page.goto('/dashboard/releases');
  const catalog = catalogSection(page);
  await catalog.getByRole('heading', { name: 'catalog rolled back' }).waitFor();
  await catalog.getByText('Rolled back by release guard').waitFor();
  await catalog.getByText(new RegExp(CRASHING_RELEASE_ERROR)).first().waitFor();
  const newest = page.getByRole('region', { name: 'Audit log' }).getByRole('row').nth(1);
  expect(await newest.textContent()).toContain('guard rollback');
  expect(await newest.textContent()).toContain(`${stableVersion} → ${canaryVersion}`);
  await context.close();
  for (const tab of tabs) await tab.context.close();
  return guardTook;
}

/**
 * A release-two canary at 20% reaches only its cohort's browser (each page from one version); an admin promotes
 * it from the Releases page by keyboard, and both browsers get it at their next load.
 */
export async function healthyCanaryPromoted(
  site: ReleaseSite,
  browser: Browser,
  releaseTwoBuild: string,
  tabs: { canary: TrackedPage; stable: TrackedPage },
): Promise<void> {
  const stableVersion = (await catalogState(site)).version;
  releaseCatalog(site, 'canary', '20', '--from', releaseTwoBuild);
  const canaryVersion = await canaryServed(site, stableVersion, 20);

  expect(await loadBlog(tabs.canary)).toEqual({ banner: true, versions: [canaryVersion] });
  expect(await loadBlog(tabs.stable)).toEqual({ banner: false, versions: [stableVersion] });

  const { page, context } = await openPage(browser, undefined, undefined, site.url);
  await openReleasesPage(site, page);
  const catalog = catalogSection(page);
  await catalog.getByRole('heading', { name: 'catalog canary' }).waitFor();
  await catalog.getByText('20% of browsers').waitFor();
  await catalog.getByRole('button', { name: 'Promote catalog' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Promote catalog ${canaryVersion}?` });
  await dialog.waitFor();
  await page.keyboard.press('Tab');
  const confirm = dialog.getByRole('button', { name: 'Promote', exact: true });
  expect(await confirm.evaluate((button) => button === document.activeElement)).toBe(true);
  expect(await confirm.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await page.getByText(`catalog ${canaryVersion} promoted`).waitFor();
  await catalog.getByRole('heading', { name: 'catalog stable' }).waitFor();
  await context.close();
  await waitForCatalog(site, (state) => state.status === 'stable' && state.version === canaryVersion, 5_000);

  // Every browser gets the promoted version at its next page load, the stable cohort included.
  expect(await loadBlog(tabs.stable)).toEqual({ banner: true, versions: [canaryVersion] });
  // A version the tab already ran may come from its cache: no request, but never the other version.
  const again = await loadBlog(tabs.canary);
  expect(again.banner).toBe(true);
  expect(again.versions).not.toContain(stableVersion);
}
