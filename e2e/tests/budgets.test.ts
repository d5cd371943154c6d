/**
 * Performance budgets that hold: the JavaScript a cold visit downloads, in bytes as sent (gzip), checked on
 * every run. Timings live in the benchmark (npm run bench); bytes are exact, so they can fail a build.
 * A budget is today's figure plus a little room: raising one is a decision, made here, with a reason.
 *
 * @team site
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { API_URL, PORTS, REMOTES } from '../support/site';

const KB = 1024;
/** A product of the demo seed, for its page: /item/{id}, whose heading is the product's name. */
async function demoProduct(): Promise<{ _id: string; name: string }> {
  const response = await fetch(`${API_URL}/products/advertised`);
  const [product] = (await response.json()) as { _id: string; name: string }[];
  if (!product) throw new Error('The demo seed has no advertised product');
  return product;
}

/**
 * Gzip KB of JavaScript over a cold load of each public page as it first shows (deferred chunks included).
 * Public pages read the API with the public reader (fetch, @marketplace/shared/public-api), not the signed-in
 * axios client (about 22 KB with it), which only their dialogs load. The product page and the search measured
 * 184.0 and 185.8 KB with axios, 161.8 and 162.6 without (budgets 190, now 170).
 * Every page also loads the real-user telemetry reporter once it has settled (shell/src/telemetry/reporter.ts,
 * 6.6 KB, web-vitals' attribution build most of it; 0.7 KB more on the first paint's path): the product page
 * and the search measured 171.4 and 169.5 KB with it, so their budgets were 176.
 * Then the federation runtime went back to the release as published (about 3.7 KB more on every page, see
 * FEDERATION_BUDGET_KB) and pictures became <picture> elements (ResponsiveImage): measured / 171.4, /blog
 * 167.2, /login 252.2, the product page 176.3 and the search 173.9 KB, so each budget is that plus 2-3 KB.
 */
/** openPage's viewport when none is given. */
const DEFAULT_SIZE = 'at 1280x800';
const HOME_HEADING = 'The easiest way to buy & sell used furniture';
/**
 * The home page at the common screen sizes: on a tall screen the Advertised row is in the first screen and
 * loads with it, so it must not need the signed-in API client (axios) there either.
 */
const HOME_VIEWPORTS = [
  { width: 1280, height: 720 },
  { width: 1280, height: 900 },
  { width: 1920, height: 1080 },
  { width: 360, height: 740 },
];
const PAGE_BUDGETS: {
  path: string;
  heading: string;
  budgetKb: number;
  viewport?: { width: number; height: number };
  size: string;
}[] = [
  ...HOME_VIEWPORTS.map((viewport) => ({
    path: '/',
    heading: HOME_HEADING,
    budgetKb: 174,
    viewport,
    size: `at ${viewport.width}x${viewport.height}`,
  })),
  { path: '/blog', heading: 'Blog', budgetKb: 170, size: DEFAULT_SIZE },
  { path: '/login', heading: 'Login', budgetKb: 254, size: DEFAULT_SIZE },
  { path: '/item/{id}', heading: '(the product name)', budgetKb: 179, size: DEFAULT_SIZE },
  { path: '/search?q=oak', heading: 'Search results for "oak"', budgetKb: 177, size: DEFAULT_SIZE },
];
/** A remote entry without its own copy of the federation runtime (the shell's is used) is about 7 KB. */
const REMOTE_ENTRY_BUDGET_KB = 12;
/**
 * Federation's own bytes on /: the shell's main.js (the federation runtime and the shell's few lines that
 * start it), early.js and every remote entry the page loads. The bench splits them (Federation's own bytes).
 * Measured 36,468 bytes (35.6 KB) with @module-federation 2.9.3 built as published, with only the plugin's
 * documented options (tooling/webpack/federation-options.js); rounded up to 36 KB. Swapping the runtime's own
 * files for smaller copies saved about 3.7 KB but pinned the release, so none is swapped: a release that adds
 * bytes fails here, and raising the budget for it is a decision made with its reason.
 * Raised to 37 KB for remote scripts fetched with crossorigin (shell/src/federation/cross-origin-scripts.ts:
 * the runtime plugin for remote entries, early.js's preloads, each remote chunk loader's origin check), about
 * 0.13 KB, without which an error a remote throws outside rendering reaches telemetry as "Script error." and
 * counts for the shell: measured 36,949 bytes with it.
 * early.js also preloads a stored first picture by the page's own WebP srcset and sizes (imageSources of
 * @marketplace/shared/image-sizes; without them the browser fetches a second file): 36.3 KB measured with both.
 */
const FEDERATION_BUDGET_KB = 37;
const FEDERATION_FILES = /^\/(main\.js|early\.js|remoteEntry\.js)$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('JavaScript budgets of a cold visit', () => {
  it.each(PAGE_BUDGETS)('$path $size stays within $budgetKb KB gzip', async ({
    path,
    heading,
    budgetKb,
    viewport,
  }) => {
    const { page, context } = await openPage(browser, viewport);
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script')
        sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    let url = path;
    let name = heading;
    if (path === '/item/{id}') {
      const product = await demoProduct();
      url = `/item/${product._id}`;
      name = product.name;
    }
    await page.goto(url);
    await page.getByRole('heading', { name, exact: true, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // anything the shell defers past the first paint counts too
    const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    const size = viewport ? ` at ${viewport.width}x${viewport.height}` : '';
    console.log(`${path}${size}: ${(total / KB).toFixed(1)} KB gzip of JavaScript in ${sizes.length} files`);
    expect(total).toBeGreaterThan(50 * KB); // compressed bodies were counted, not zero-length cache hits
    expect(total).toBeLessThanOrEqual(budgetKb * KB);
    await context.close();
  });

  it(`federation's own JavaScript on / (main.js, early.js, remote entries) stays within ${FEDERATION_BUDGET_KB} KB gzip`, async () => {
    const { page, context } = await openPage(browser, HOME_VIEWPORTS[0]);
    const files: Promise<[string, number]>[] = [];
    page.on('requestfinished', (request) => {
      const file = new URL(request.url()).pathname;
      if (request.resourceType() === 'script' && FEDERATION_FILES.test(file))
        files.push(request.sizes().then((size) => [request.url(), size.responseBodySize]));
    });
    await page.goto('/');
    await page.getByRole('heading', { name: HOME_HEADING, exact: true, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(files);
    const names = sizes.map(([url]) => new URL(url).pathname).sort();
    expect(names).toEqual(['/early.js', '/main.js', '/remoteEntry.js']); // the catalog's entry only
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.log(`federation's own bytes on /: ${(total / KB).toFixed(1)} KB gzip`);
    expect(total).toBeGreaterThan(10 * KB);
    expect(total).toBeLessThanOrEqual(FEDERATION_BUDGET_KB * KB);
    await context.close();
  });

  it.each(REMOTES)('the %s remote entry leaves the federation runtime to the shell', async (remote) => {
    const body = Buffer.from(
      await (await fetch(`http://localhost:${PORTS[remote]}/remoteEntry.js`)).arrayBuffer(),
    );
    expect(gzipSync(body).length).toBeLessThanOrEqual(REMOTE_ENTRY_BUDGET_KB * KB);
  });
});
