/**
 * A category list is for signed-in visitors, and its HTML carries its first screen all the same, hidden: a
 * browser holding a session sees the heading, the filters and the newest listings before the app has started,
 * and nothing moves when React takes them over; a signed-out browser lands on Log In without fetching a photo of
 * the list, and search engines are told to leave the page out.
 *
 * @team site
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addProduct, signedIn } from '../support/api-as';
import { launchBrowser, openPage } from '../support/browser';
import { expectFailedRequest } from '../support/console-guard';
import { DEMO } from '../support/journeys';
import { layoutShiftTotal, recordLayoutShifts } from '../support/layout-shifts';
import { API_URL, SITE_URL } from '../support/site';

const NAME = `Walnut bed ${Date.now().toString(36)}`;
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

let browser: Browser;
let photoId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await signedIn(browser, DEMO.seller);
  const productId = await addProduct(seller.page, NAME, 190);
  await seller.context.close();
  const item = (await (await fetch(`${API_URL}/items/${productId}`)).json()) as { picture: string };
  photoId = /\/images\/([0-9a-f-]{36})/.exec(item.picture)?.[1] ?? 'none';
});
afterAll(async () => {
  await browser?.close();
});

/** The photo requests of the newest listing's picture a page makes from now on. */
function photoRequests(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes(`/images/${photoId}/`)) seen.add(request.url());
  });
  return seen;
}

it('sends the first screen hidden and out of the index; a signed-out visitor lands on Log In without its photos', async () => {
  const response = await fetch(`${SITE_URL}/products/1`);
  expect(response.status).toBe(200);
  expect(response.headers.get('x-robots-tag')).toBe('noindex');
  const body = await response.text();
  expect(body).toMatch(
    /<div id="first-screen" [^>]*hidden data-access="signed-in" data-hand-over="article">/,
  );
  expect(body).toContain('<h1>BedRoom Furniture</h1>');
  expect(body).toContain(`>${NAME}</a></h2>`);

  const { page, context } = await openPage(browser, PHONE);
  const photos = photoRequests(page);
  await page.goto('/products/1');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  await page.locator('#first-screen').waitFor({ state: 'detached' });
  expect([...photos]).toEqual([]);
  await context.close();
});

/** Where the top of the list lies: the heading, the filters, the count, the first two cards and the first photo. */
async function topBoxes(page: Page, scope: string) {
  const box = async (selector: string) => {
    const found = await page.locator(`${scope} ${selector}`).first().boundingBox();
    return found && [found.x, found.y, found.width, found.height].map(Math.round);
  };
  return {
    heading: await box('h1'),
    search: await box('label:text-is("Search by name") + input'),
    sort: await box('select'),
    count: await box('p[role=status]'),
    firstCard: await box('article >> nth=0'),
    firstPhoto: await box('article img'),
    secondCard: await box('article >> nth=1'),
  };
}

/** The first screen as this browser draws it before the app starts (the app's own script held back). */
async function drawnBeforeTheApp(context: BrowserContext) {
  const page = await context.newPage();
  expectFailedRequest(page, /\/main\.js$/, null);
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/products/1');
  await page.locator('#first-screen article img').first().waitFor();
  await page.waitForFunction(
    () => (document.querySelector('#first-screen article img') as HTMLImageElement).complete,
  );
  const boxes = await topBoxes(page, '#first-screen');
  await page.close();
  return boxes;
}

it.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('shows a signed-in visitor the list before the app starts, and hands it over without a shift on %s', async (_name, viewport) => {
  const { context } = await signedIn(browser, DEMO.buyer, viewport);
  const drawn = await drawnBeforeTheApp(context);
  expect(drawn.firstCard).not.toBeNull();

  await recordLayoutShifts(context);
  const page = await context.newPage();
  const photos = photoRequests(page);
  await page.goto('/products/1', { waitUntil: 'commit' });
  await page.locator('#first-screen').waitFor({ state: 'detached', timeout: 30_000 });
  await page.locator('#root article h2', { hasText: NAME }).waitFor();
  await page.waitForTimeout(1000);
  expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.02);
  expect(await topBoxes(page, '#root')).toEqual(drawn);
  // The first screen's photo, the early preload and the page's <picture> chose the same file.
  expect([...photos]).toHaveLength(1);
  await context.close();
});
