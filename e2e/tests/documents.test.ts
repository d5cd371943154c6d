/**
 * Listings that travel: the page's HTML carries its first screen, link previews and search engines. A seller's
 * new listing is fetched without JavaScript (name, price, a sized photo), read by a real link unfurler
 * (open-graph-scraper) and as JSON-LD; a listing named with markup stays text; unknown and deleted listings and
 * paths answer 404; the sitemap lists a new listing and drops a deleted one; nothing moves when React takes the
 * first screen over.
 *
 * @team site
 */
import ogs from 'open-graph-scraper';
import type { Browser, Page } from 'playwright-core';
import { addProduct, apiAs, signedIn } from '../support/api-as';
import { launchBrowser, openPage } from '../support/browser';
import { DEMO } from '../support/journeys';
import { layoutShiftTotal, recordLayoutShifts } from '../support/layout-shifts';
import { SITE, SITE_URL } from '../support/site';

const stamp = Date.now().toString(36);
const NAME = `Walnut sideboard ${stamp}`;
const MARKUP_NAME = `</title><script>window.__documentInjected = 1</script> ${stamp}`;
const PHONE = { width: 360, height: 740 };

let browser: Browser;
let seller: Page;
let productId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = (await signedIn(browser, DEMO.seller)).page;
  productId = await addProduct(seller, NAME, 345);
});
afterAll(async () => {
  await browser?.close();
});

const html = async (path: string) => {
  const response = await fetch(`${SITE_URL}${path}`);
  return { status: response.status, headers: response.headers, body: await response.text() };
};

it("gives the product page's HTML, without JavaScript, the name, the price and a sized photo", async () => {
  const { status, body } = await html(`/item/${productId}`);
  expect(status).toBe(200);
  const firstScreen = body.slice(body.indexOf('id="first-screen"'), body.search(/id="?root"?>/));
  expect(firstScreen).toContain(`<h1>${NAME}</h1>`);
  expect(firstScreen).toContain('$345');
  expect(firstScreen).toContain('<dd>Dhaka</dd>');
  expect(firstScreen).toMatch(
    /<img [^>]*srcset="[^"]+\/v1\/160\.webp 160w, [^"]+" sizes="[^"]+" width="800" height="600"/,
  );
});

it('is read by a link unfurler: title, image, type and price', async () => {
  const { result, error } = await ogs({
    url: `${SITE_URL}/item/${productId}`,
    // The test site is on localhost, a host without a top-level domain, which the unfurler refuses by default.
    urlValidatorSettings: {
      allow_fragments: true,
      allow_protocol_relative_urls: false,
      allow_query_components: true,
      allow_trailing_dot: false,
      allow_underscores: false,
      protocols: ['http', 'https'],
      require_host: true,
      require_port: false,
      require_protocol: false,
      require_tld: false,
      require_valid_protocol: true,
      validate_length: true,
    },
    customMetaTags: [
      { multiple: false, property: 'product:price:amount', fieldName: 'productPriceAmount' },
      { multiple: false, property: 'product:price:currency', fieldName: 'productPriceCurrency' },
    ],
  });
  expect(error).toBe(false);
  expect(result.ogTitle).toBe(NAME);
  expect(result.ogType).toBe('product');
  expect(result.ogUrl).toBe(`${SITE.siteUrl}/item/${productId}`);
  expect(result.ogImage?.[0]?.url).toMatch(/^http:\/\/.+\/images\/[0-9a-f-]{36}/);
  expect(result.twitterCard).toBe('summary_large_image');
  const custom = result.customMetaTags as Record<string, string>;
  expect(custom).toEqual({ productPriceAmount: '345.00', productPriceCurrency: 'USD' });
  const [product] = result.jsonLD as { image?: string[] }[];
  expect(product).toMatchObject({
    '@type': 'Product',
    name: NAME,
    offers: {
      price: '345.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      seller: { '@type': 'Person' },
    },
  });
  expect(product?.image?.[0]).toMatch(/^http:\/\//);
});

it('keeps a listing named with markup as text in the title, the page and the JSON-LD', async () => {
  const id = await addProduct(seller, MARKUP_NAME, 10);
  const { body } = await html(`/item/${id}`);
  expect(body).not.toContain('<script>window.__documentInjected');
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)?.[1] ?? '{}';
  expect(JSON.parse(jsonLd).name).toBe(MARKUP_NAME);
  const { page } = await openPage(browser);
  await page.goto(`/item/${id}`);
  await page.getByRole('heading', { level: 1, name: MARKUP_NAME }).waitFor();
  expect(await page.title()).toBe(`${MARKUP_NAME} | Furniture Market`);
  expect(
    await page.evaluate(() => (window as { __documentInjected?: number }).__documentInjected),
  ).toBeUndefined();
  await page.context().close();
});

it('answers 404 with the not-found page for unknown and deleted listings, an unknown seller and path', async () => {
  const deleted = await addProduct(seller, `Deleted stool ${stamp}`, 5);
  expect((await apiAs(seller, 'DELETE', `/products/${deleted}`)).status).toBe(200);
  for (const path of [
    '/item/00000000-0000-4000-8000-000000000000',
    `/item/${deleted}`,
    '/sellers/00000000-0000-4000-8000-000000000000',
    '/no/such/page',
  ]) {
    const { status, headers, body } = await html(path);
    expect({ path, status }).toEqual({ path, status: 404 });
    expect(headers.get('x-robots-tag')).toBe('noindex');
    expect(body).toMatch(/<h1>Page not found<\/h1>[\s\S]*id="?root"?>/);
  }
});

it('keeps search, the category lists, the dashboard and the login page out of the index', async () => {
  for (const path of [
    '/search?q=oak',
    '/products/1',
    '/dashboard',
    '/dashboard/myproduct',
    '/login',
    '/signup',
  ]) {
    const { status, headers, body } = await html(path);
    expect({
      path,
      status,
      robots: headers.get('x-robots-tag') ?? /name="robots" content="(\w+)"/.exec(body)?.[1],
    }).toEqual({
      path,
      status: 200,
      robots: 'noindex',
    });
  }
  const robots = await html('/robots.txt');
  expect(robots.body).toContain('Disallow: /dashboard');
  expect(robots.body).toContain(`Sitemap: ${SITE.siteUrl}/sitemap.xml`);
});

it('lists a new listing in the sitemap and drops it once deleted', async () => {
  const id = await addProduct(seller, `Sitemap chair ${stamp}`, 20);
  const url = `<loc>${SITE.siteUrl}/item/${id}</loc>`;
  expect((await html('/sitemap.xml')).body).toContain(url);
  expect((await apiAs(seller, 'DELETE', `/products/${id}`)).status).toBe(200);
  const after = await html('/sitemap.xml');
  expect(after.status).toBe(200);
  expect(after.body).toContain(`<loc>${SITE.siteUrl}/item/${productId}</loc>`);
  expect(after.body).not.toContain(url);
});

it.each([
  ['a phone', PHONE],
  ['a desktop', { width: 1280, height: 800 }],
])('shows the first screen before any script and hands it to React without a shift on %s', async (_name, viewport) => {
  const { page, context } = await openPage(browser, viewport);
  await recordLayoutShifts(context);
  const response = await page.goto(`/item/${productId}`, { waitUntil: 'commit' });
  expect(await response?.text()).toContain('<div id="first-screen"');
  await page.locator('#first-screen').waitFor({ state: 'detached', timeout: 30_000 });
  await page.locator('#root h1', { hasText: NAME }).waitFor();
  await page.waitForTimeout(1000);
  const cls = await layoutShiftTotal(page);
  expect(cls).toBeLessThanOrEqual(0.02);
  await context.close();
});
