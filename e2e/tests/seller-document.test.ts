/**
 * A seller's page travels too: its HTML, fetched without JavaScript, holds the header and the newest listing as a
 * card with a sized photo; the browser fetches that photo once, at one size, for the document, the shell's
 * preload and the page; and when React takes the first screen over, nothing moves, on a phone and a desktop.
 *
 * @team site
 */
import type { Browser, Page } from 'playwright-core';
import { addProduct, signedIn } from '../support/api-as';
import { launchBrowser, openPage, PHONE_USER_AGENT } from '../support/browser';
import { DEMO } from '../support/journeys';
import { layoutShiftTotal, recordLayoutShifts } from '../support/layout-shifts';
import { API_URL, SITE_URL } from '../support/site';

const stamp = Date.now().toString(36);
const NAME = `Teak chest ${stamp}`;
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

let browser: Browser;
let sellerId: string;
let productId: string;
let picture: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const seller = await signedIn(browser, DEMO.seller);
  productId = await addProduct(seller.page, NAME, 275);
  const item = (await (await fetch(`${API_URL}/items/${productId}`)).json()) as Record<string, string>;
  sellerId = item.sellerId ?? '';
  picture = item.picture ?? '';
  await seller.context.close();
});
afterAll(async () => {
  await browser?.close();
});

it("gives the seller page's HTML, without JavaScript, the header and the newest listing as a card with a sized photo", async () => {
  const response = await fetch(`${SITE_URL}/sellers/${sellerId}`);
  expect(response.status).toBe(200);
  const body = await response.text();
  const firstScreen = body.slice(body.indexOf('id="first-screen"'), body.search(/id="?root"?>/));
  expect(firstScreen).toMatch(/<h1>[^<]+/);
  expect(firstScreen).toMatch(/<p>Member since [A-Z][a-z]+ \d{4}<\/p>/);
  expect(firstScreen.indexOf('</header>')).toBeLessThan(firstScreen.indexOf('<h2>Listings</h2>'));
  const card = /<article class="doc-card"[^>]*>([\s\S]*?)<\/article>/.exec(firstScreen)?.[1] ?? '';
  expect(card).toContain(`<a href="/item/${productId}">${NAME}</a>`);
  expect(card).toContain('$275');
  expect(card).toMatch(
    /^<img src="[^"]+\/v1\/1080\.jpg" srcset="[^"]+\/v1\/160\.webp 160w, [^"]+" sizes="[^"]+" width="400" height="300" alt="[^"]+" fetchpriority="high">/,
  );
  expect(card).toContain(`srcset="${picture}/v1/160.webp 160w`);
});

/** Where the top of the page lies: the name, the Listings heading, the first two cards and the first photo. */
async function topBoxes(page: Page, scope: string) {
  const box = async (selector: string) => {
    const found = await page.locator(`${scope} ${selector}`).first().boundingBox();
    return (
      found && {
        x: Math.round(found.x),
        y: Math.round(found.y),
        width: Math.round(found.width),
        height: Math.round(found.height),
      }
    );
  };
  return {
    name: await box('h1'),
    listings: await box('h2:text-is("Listings")'),
    firstCard: await box('article:has(h2) >> nth=0'),
    firstPhoto: await box('article img'),
    secondCard: await box('article:has(h2) >> nth=1'),
  };
}

it.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('draws the first screen where the page then lies, and fetches the first photo once on %s', async (_name, viewport) => {
  // The first screen as a browser without JavaScript lays it out.
  const plain = await browser.newContext({
    viewport,
    javaScriptEnabled: false,
    baseURL: SITE_URL,
    userAgent: viewport === PHONE ? PHONE_USER_AGENT : undefined,
  });
  const plainPage = await plain.newPage();
  await plainPage.goto(`/sellers/${sellerId}`);
  const drawn = await topBoxes(plainPage, '#first-screen');
  await plain.close();

  const { page, context } = await openPage(browser, viewport);
  await recordLayoutShifts(context);
  const photoId = /\/images\/([0-9a-f-]{36})/.exec(picture)?.[1] ?? 'none';
  const photoRequests = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes(`/images/${photoId}/`)) photoRequests.add(request.url());
  });
  const response = await page.goto(`/sellers/${sellerId}`, { waitUntil: 'commit' });
  expect(await response?.text()).toContain('<div id="first-screen"');
  await page.locator('#first-screen').waitFor({ state: 'detached', timeout: 30_000 });
  await page.locator('#root article h2', { hasText: NAME }).waitFor();
  await page.waitForTimeout(1000);
  const cls = await layoutShiftTotal(page);
  expect(cls).toBeLessThanOrEqual(0.02);
  expect(await topBoxes(page, '#root')).toEqual(drawn);
  // The document's <img>, the shell's preload and the page's <picture> all chose the same file.
  expect([...photoRequests]).toHaveLength(1);
  await context.close();
});
