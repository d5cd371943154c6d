/**
 * A developer points the running site at their own build of one remote, in one tab only:
 * `?remote-override=catalog@<manifest URL>`, allowed by the site's remotes.json and only from the origins it
 * lists, kept in sessionStorage and shown with a badge until cleared.
 *
 * @team site
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { buildCatalogReleaseTwo, RELEASE_TWO_BANNER } from '../support/catalog-release';
import { PORTS, startStaticServer, stopPart, waitForPort } from '../support/site';

const LOCAL_PORT = 5201;
const LOCAL_ORIGIN = `http://localhost:${LOCAL_PORT}`;
const LOCAL_MANIFEST = `${LOCAL_ORIGIN}/mf-manifest.json`;

let browser: Browser;
beforeAll(async () => {
  await startStaticServer('local-catalog', buildCatalogReleaseTwo(), LOCAL_PORT, 'remote');
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await stopPart('local-catalog');
  await waitForPort(LOCAL_PORT, false, 15_000);
});

it('serves the overridden remote from the local build with a badge, in this tab only, until cleared', async () => {
  const developer = await openPage(browser);
  const { page, context } = developer;
  await page.goto(`/blog?remote-override=${encodeURIComponent(`catalog@${LOCAL_MANIFEST}`)}`);
  await page.getByText(RELEASE_TWO_BANNER).waitFor();
  const badge = page.getByRole('complementary', { name: 'Remote overrides' });
  await badge.getByText('catalog: local override').waitFor();
  expect(new URL(page.url()).search).toBe('');
  expect(developer.scripts.some((url) => url.startsWith(LOCAL_ORIGIN))).toBe(true);
  expect(developer.scripts.some((url) => url.startsWith(`http://localhost:${PORTS.catalog}`))).toBe(false);
  // Kept for the tab's session, never for good.
  expect(await page.evaluate(() => sessionStorage.getItem('remote-override:catalog'))).toBe(LOCAL_MANIFEST);
  expect(await page.evaluate(() => localStorage.getItem('remote-override:catalog'))).toBeNull();

  // A later visit in the same tab without the query still uses it.
  await page.goto('/blog');
  await page.getByText(RELEASE_TWO_BANNER).waitFor();
  await badge.getByText('catalog: local override').waitFor();

  // Another tab of the same browser does not.
  const otherTab = await context.newPage();
  await otherTab.goto('/blog');
  await otherTab.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  expect(await otherTab.getByText(RELEASE_TWO_BANNER).count()).toBe(0);
  expect(await otherTab.getByText('catalog: local override').count()).toBe(0);
  await otherTab.close();

  const someoneElse = await openPage(browser);
  await someoneElse.page.goto('/blog');
  await someoneElse.page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  expect(await someoneElse.page.getByText(RELEASE_TWO_BANNER).count()).toBe(0);
  expect(await someoneElse.page.getByText('catalog: local override').count()).toBe(0);
  await someoneElse.context.close();

  await Promise.all([
    page.waitForEvent('load'),
    badge.getByRole('button', { name: 'Clear the catalog override' }).click(),
  ]);
  await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  expect(await page.evaluate(() => sessionStorage.getItem('remote-override:catalog'))).toBeNull();
  expect(await page.getByText(RELEASE_TWO_BANNER).count()).toBe(0);
  expect(await page.getByText('catalog: local override').count()).toBe(0);
  expect(developer.pageErrors).toEqual([]);
  await context.close();
}, 120_000);

it('ignores an override from an origin that remotes.json does not list', async () => {
  const visitor = await openPage(browser);
  const { page, context } = visitor;
  // The same local build, on an address the site's remoteOverrideOrigins (http://localhost:*) does not cover.
  const unlisted = `http://127.0.0.1:${LOCAL_PORT}`;
  await page.goto(`/blog?remote-override=${encodeURIComponent(`catalog@${unlisted}/mf-manifest.json`)}`);
  await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  expect(new URL(page.url()).search).toBe('');
  expect(await page.getByText(RELEASE_TWO_BANNER).count()).toBe(0);
  expect(await page.getByText('catalog: local override').count()).toBe(0);
  expect(await page.evaluate(() => sessionStorage.getItem('remote-override:catalog'))).toBeNull();
  expect(visitor.scripts.some((url) => url.startsWith(unlisted))).toBe(false);
  await context.close();
});

it('drops an override kept in localStorage instead of applying it', async () => {
  const visitor = await openPage(browser);
  const { page, context } = visitor;
  await page.goto('/blog');
  await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  // What a `?remote-override=` link left behind for good before overrides lasted one tab's session.
  await page.evaluate((entry) => localStorage.setItem('remote-override:catalog', entry), LOCAL_MANIFEST);
  await page.reload();
  await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  expect(await page.getByText(RELEASE_TWO_BANNER).count()).toBe(0);
  expect(await page.getByText('catalog: local override').count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('remote-override:catalog'))).toBeNull();
  expect(visitor.scripts.some((url) => url.startsWith(LOCAL_ORIGIN))).toBe(false);
  await context.close();
});

it('ignores the override on a site whose remotes.json does not allow it, as in production', async () => {
  const visitor = await openPage(browser);
  const { page, context } = visitor;
  // The same production shell, given the remotes.json of an environment that leaves allowRemoteOverrides out.
  await context.route('**/remotes.json', async (route) => {
    const { allowRemoteOverrides: _allowed, ...config } = await (await route.fetch()).json();
    await route.fulfill({ json: config });
  });
  await page.goto(`/blog?remote-override=${encodeURIComponent(`catalog@${LOCAL_MANIFEST}`)}`);
  await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  expect(await page.getByText(RELEASE_TWO_BANNER).count()).toBe(0);
  expect(await page.getByText('catalog: local override').count()).toBe(0);
  expect(await page.evaluate(() => sessionStorage.getItem('remote-override:catalog'))).toBeNull();
  expect(visitor.scripts.some((url) => url.startsWith(LOCAL_ORIGIN))).toBe(false);
  await context.close();
});
