/**
 * A bad release day on the built site, measured from real browsers only: a catalog build whose product list throws
 * once it has mounted goes out as a canary to 50%, and the API's release guard rolls it back from the ten
 * browsers' own telemetry (support/release-journeys.ts; the same journey runs through the cluster in
 * releases-cluster.test.ts). The guard's minimum sample is lowered for ten browsers.
 *
 * @team site
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { buildCrashingCatalogRelease } from '../support/catalog-release';
import { crashingCanaryRolledBack, MIN_PAGE_VIEWS_OF_CRASH_JOURNEY } from '../support/release-journeys';
import {
  freshReleasesSite,
  NPM_START_RELEASES,
  serveDefaultSite,
  serveReleasesSite,
} from '../support/releases';

let browser: Browser;
let crashing: string;

beforeAll(async () => {
  crashing = buildCrashingCatalogRelease();
  freshReleasesSite();
  await serveReleasesSite({ RELEASE_GUARD_MIN_PAGE_VIEWS: MIN_PAGE_VIEWS_OF_CRASH_JOURNEY });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await serveDefaultSite();
}, 120_000);

it('rolls back a canary that crashes in real browsers, from their own telemetry, within 60 s of its minimum sample', async () => {
  const { afterReleaseMs, afterSampleMs } = await crashingCanaryRolledBack(
    NPM_START_RELEASES,
    browser,
    crashing,
  );
  process.stdout.write(
    `guard rolled the crashing canary back ${afterReleaseMs} ms after it went out, ${afterSampleMs} ms after its minimum sample\n`,
  );
}, 300_000);
