/**
 * Real-user telemetry from the built site: a visitor's tab reports its page views and web vitals in beacons
 * when the page is hidden, each attributed to the remote, version and cohort it ran, and the API's aggregate
 * (the admin's GET /releases) counts them. One tab runs a catalog canary (its remotes.json names one at 100%),
 * another the stable catalog; a third meets a catalog whose code cannot load; a fourth a catalog whose code
 * throws outside rendering, from its own origin.
 *
 * @team site
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteConfig, RemotesConfig } from '@marketplace/shared/types';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { bearer, refreshToken } from '../support/cluster';
import { expectConsoleError } from '../support/console-guard';
import { DEMO, HOME_HEADING, inApp } from '../support/journeys';
import { RELEASE_SITE } from '../support/npm-start';
import { expectRemoteDown } from '../support/outages';
import { API_URL, PORTS, SITE_URL } from '../support/site';

const REMOTES_FILE = path.join(RELEASE_SITE, 'remotes.json');
const CANARY_VERSION = 'e2e-telemetry-canary';

interface Figures {
  version: string;
  pageViews: number;
  loadFailures: number;
  sessions: number;
  lcpP75: number | null;
}
interface RemoteView {
  remote: string;
  lastHour: {
    stable: Figures;
    canary: Figures | null;
    topErrors: { cohort: string; version: string; message: string; topFrame: string }[];
  };
}

let browser: Browser;
let served: RemotesConfig;
let keptRemotesFile: string | null = null;

/** The site's remotes.json with the catalog's canary out to every browser: same build, its own version. */
function withCatalogCanary(config: RemotesConfig): RemotesConfig {
  const catalog = config.remotes.catalog as RemoteConfig;
  const canary = {
    entry: catalog.entry,
    version: CANARY_VERSION,
    share: 100,
    startedAt: new Date().toISOString(),
  };
  return { ...config, remotes: { ...config.remotes, catalog: { ...catalog, status: 'canary', canary } } };
}

beforeAll(async () => {
  browser = await launchBrowser();
  served = (await (await fetch(`${SITE_URL}/remotes.json`)).json()) as RemotesConfig;
  if (existsSync(REMOTES_FILE)) keptRemotesFile = readFileSync(REMOTES_FILE, 'utf8');
  mkdirSync(RELEASE_SITE, { recursive: true });
  writeFileSync(REMOTES_FILE, JSON.stringify(withCatalogCanary(served), null, 2));
});
afterAll(async () => {
  await browser?.close();
  if (keptRemotesFile !== null) writeFileSync(REMOTES_FILE, keptRemotesFile);
  else rmSync(RELEASE_SITE, { recursive: true, force: true });
});

async function catalogFigures(token: string): Promise<RemoteView> {
  const answer = await fetch(`${API_URL}/releases`, { headers: bearer(token) });
  expect(answer.status).toBe(200);
  const { remotes } = (await answer.json()) as { remotes: RemoteView[] };
  const catalog = remotes.find((view) => view.remote === 'catalog');
  if (!catalog) throw new Error('GET /releases names no catalog');
  return catalog;
}

/** The catalog's figures once `counted` holds: the API stores a batch as it answers, this allows for the beacon's trip. */
async function figuresOnceCounted(
  token: string,
  counted: (view: RemoteView) => boolean,
): Promise<RemoteView> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const view = await catalogFigures(token);
    if (counted(view) || Date.now() > deadline) return view;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Visits the home page and (unless `homeOnly`) the blog, waits for the reporter, then hides the page as a tab
 * switch would: the beacons it sent.
 */
async function visitAndHide(page: Page, { homeOnly = false } = {}): Promise<string[]> {
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${API_URL}/telemetry` && request.method() === 'POST')
      beacons.push(request.postData() ?? '');
  });
  const reporterLoaded = page.waitForResponse((response) =>
    /\/telemetry\.[0-9a-f]+\.js$/.test(response.url()),
  );
  await page.goto('/');
  await inApp(page).getByRole('heading', { name: HOME_HEADING, level: 1 }).waitFor();
  await reporterLoaded;
  if (!homeOnly) {
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  }
  await hide(page);
  return beacons;
}

/** Hides the page as a tab switch would and waits for the beacon it sends. */
async function hide(page: Page): Promise<void> {
  const beacon = page.waitForRequest((request) => request.url() === `${API_URL}/telemetry`);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await beacon;
}

/** The items of the beacons a page sent. */
const itemsOf = (beacons: string[]) =>
  beacons.flatMap((body) => JSON.parse(body).items as Record<string, unknown>[]);

it('records page views and LCP per remote, version and cohort, with no query strings', async () => {
  const token = await refreshToken(API_URL, DEMO.admin);
  const before = await catalogFigures(token);

  const canaryTab = await openPage(browser);
  await canaryTab.page.route('**/remotes.json', (route) =>
    route.fulfill({ json: withCatalogCanary(served), headers: { 'cache-control': 'no-store' } }),
  );
  const canaryBeacons = await visitAndHide(canaryTab.page);
  const stableTab = await openPage(browser);
  const stableBeacons = await visitAndHide(stableTab.page);

  const sent = [...canaryBeacons, ...stableBeacons].map((body) => JSON.parse(body));
  const items = sent.flatMap((batch) => batch.items as Record<string, unknown>[]);
  expect(items).toContainEqual(
    expect.objectContaining({
      type: 'page-view',
      remote: 'catalog',
      route: '/',
      cohort: 'canary',
      version: CANARY_VERSION,
    }),
  );
  expect(items).toContainEqual(
    expect.objectContaining({ type: 'vital', name: 'LCP', remote: 'catalog', cohort: 'stable' }),
  );
  expect(JSON.stringify(sent)).not.toMatch(/[?&]\w+=|@furniture|Bearer/);
  // Every batch carries the session the site issued its page (a signed token), never one the tab made up.
  expect(sent.every((batch) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(batch.session))).toBe(true);

  // Each tab is one page load, so one session the site issued: it counts once toward its version's page views,
  // however many pages it showed. The stable tab's beacon left last and may still be on its way: both are awaited.
  const after = await figuresOnceCounted(token, (view) => {
    const canary = view.lastHour.canary?.pageViews ?? 0;
    return (
      canary >= (before.lastHour.canary?.pageViews ?? 0) + 1 &&
      view.lastHour.stable.pageViews >= before.lastHour.stable.pageViews + 1
    );
  });
  expect(after.lastHour.canary).toMatchObject({ version: CANARY_VERSION, lcpP75: expect.any(Number) });
  expect(after.lastHour.canary?.sessions).toBeGreaterThanOrEqual(1);
  expect(after.lastHour.stable.pageViews).toBeGreaterThanOrEqual(before.lastHour.stable.pageViews + 1);
  expect(after.lastHour.stable.lcpP75).toEqual(expect.any(Number));

  await canaryTab.context.close();
  await stableTab.context.close();
});

it("reports a remote that cannot load as that remote's load failure", async () => {
  const token = await refreshToken(API_URL, DEMO.admin);
  const before = await catalogFigures(token);
  const { page, context } = await openPage(browser);
  expectRemoteDown(page, 'catalog');
  // Its route list still arrives, so the shell knows the page; its code (manifest, entry, chunks) does not.
  await page.route(`http://localhost:${PORTS.catalog}/**`, (route) =>
    route.request().url().endsWith('/routes.json') ? route.continue() : route.abort('connectionrefused'),
  );
  const reporterLoaded = page.waitForResponse((response) =>
    /\/telemetry\.[0-9a-f]+\.js$/.test(response.url()),
  );
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${API_URL}/telemetry`) sent.push(request.postData() ?? '');
  });
  await page.goto('/blog');
  await page.getByText('This part of the site is unavailable right now').waitFor();
  await reporterLoaded;
  await hide(page);

  const items = itemsOf(sent);
  expect(items).toContainEqual(
    expect.objectContaining({
      type: 'error',
      source: 'load',
      remote: 'catalog',
      route: '/blog',
      cohort: 'stable',
    }),
  );
  const after = await figuresOnceCounted(
    token,
    (view) => view.lastHour.stable.loadFailures > before.lastHour.stable.loadFailures,
  );
  expect(after.lastHour.stable.loadFailures).toBeGreaterThan(before.lastHour.stable.loadFailures);
  await context.close();
});

it('attributes an error a remote throws outside rendering to that remote and version, with its message', async () => {
  const token = await refreshToken(API_URL, DEMO.admin);
  const message = `thrown by the catalog's code in a timer ${Date.now()}`;
  const { page, context } = await openPage(browser);
  expectConsoleError(page, new RegExp(message));
  // The catalog's home page module, as its server sends it (headers included), with a timer that throws once it
  // has run: an error of the remote's own script, from the remote's origin, that no React boundary sees.
  await page.route(
    // From the catalog's own server, or from its release folder on the shell's origin once it is released.
    new RegExp(
      `^http://localhost:(${PORTS.catalog}/|${PORTS.shell}/mfe-catalog/[^/]+/).*__federation_expose_HomePage\\.[0-9a-f]+\\.js$`,
    ),
    async (route) => {
      const response = await route.fetch();
      const thrower = `\n;setTimeout(function () { throw new Error(${JSON.stringify(message)}); }, 0);`;
      // The body goes back as text, without the encoding it came in (br); on a line of its own, after the
      // source map comment.
      const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers();
      const body = (await response.text()) + thrower;
      await route.fulfill({ response, headers, body });
    },
  );
  const items = itemsOf(await visitAndHide(page, { homeOnly: true }));
  const catalogView = items.find((item) => item.type === 'page-view' && item.remote === 'catalog');
  expect(catalogView).toBeDefined();
  const errors = items.filter((item) => item.type === 'error');
  expect(errors).not.toContainEqual(expect.objectContaining({ message: 'Script error.' }));
  const thrown = errors.find((item) => String(item.message).includes(message));
  expect(thrown).toMatchObject({
    source: 'error',
    remote: 'catalog',
    version: catalogView?.version,
    cohort: 'stable',
    message: `Error: ${message}`,
    topFrame: expect.stringMatching(new RegExp(`localhost:${PORTS.catalog}/.*__federation_expose_HomePage`)),
  });
  const after = await figuresOnceCounted(token, (view) =>
    view.lastHour.topErrors.some((error) => error.message.includes(message)),
  );
  expect(after.lastHour.topErrors).toContainEqual(
    expect.objectContaining({ cohort: 'stable', message: `Error: ${message}` }),
  );
  await context.close();
});

it("reports a remote whose route list cannot load as that remote's load failure", async () => {
  const { page, context } = await openPage(browser);
  expectRemoteDown(page, 'seller');
  await page.route(`http://localhost:${PORTS.seller}/routes.json`, (route) =>
    route.abort('connectionrefused'),
  );
  const items = itemsOf(await visitAndHide(page, { homeOnly: true }));
  expect(items).toContainEqual(
    expect.objectContaining({
      type: 'error',
      source: 'load',
      remote: 'seller',
      message: expect.stringMatching(
        /^RouteListUnavailableError: The route list of "seller" could not be loaded/,
      ),
    }),
  );
  expect(items).not.toContainEqual(expect.objectContaining({ type: 'error', remote: 'catalog' }));
  await context.close();
});
