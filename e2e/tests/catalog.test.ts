/**
 * The buyer's journey: home, a category's products, booking, My Orders, and a clear error when the API is down.
 *
 * @team catalog
 */
import type { Browser } from 'playwright-core';
import { cancelMyPendingBooking } from '../support/api-as';
import { launchBrowser, openPage, screenshot, waitForQuiet } from '../support/browser';
import { expectConsoleError } from '../support/console-guard';
import {
  bookFirstAvailable,
  DEMO,
  findInMyOrders,
  homeShown,
  inApp,
  sessionConfirmed,
  signIn,
} from '../support/journeys';
import { layoutShiftsOf, recordLayoutShifts } from '../support/layout-shifts';
import { expectApiDown } from '../support/outages';
import { API_URL, PORTS, portIsOpen, startApi, stopPart } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('shows every text of the home page and the three categories, on a desktop and on a phone', async () => {
  for (const [viewport, name] of [
    [{ width: 1280, height: 800 }, 'home-desktop'],
    [{ width: 360, height: 740 }, 'home-phone'],
  ] as const) {
    const { page, context } = await openPage(browser, viewport);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://localhost:${PORTS.api}/`))
        apiCalls.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await homeShown(page);
    await page.getByRole('button', { name: 'Shop Now' }).waitFor();
    await page.getByRole('heading', { name: 'Why shop for secondhand furniture first?' }).waitFor();
    for (const [category, id] of [
      ['BedRoom Furniture', 1],
      ['Kitchen Furniture', 2],
      ['Dining Room Furniture', 3],
    ] as const) {
      expect(await page.getByRole('link', { name: category }).first().getAttribute('href')).toBe(
        `/products/${id}`,
      );
    }
    await screenshot(page, name);

    // The advertised row, below the categories, is requested only as it comes near the screen.
    await page.waitForLoadState('networkidle');
    expect(apiCalls).not.toContain('/products/advertised');
    await page
      .getByRole('heading', { name: 'Why shop for secondhand furniture first?' })
      .scrollIntoViewIfNeeded();
    const advertised = page.getByRole('region', { name: 'Advertised' });
    await advertised.getByRole('link').first().waitFor();
    expect(apiCalls).toContain('/products/advertised');

    const missingAlt = await page.locator('img:not([alt])').count();
    expect(missingAlt).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  }
});

it("loads a category for a signed-in buyer on Lighthouse's phone: one read of the list, its first picture preloaded and first, nothing moving", async () => {
  // A phone's user agent (openPage): the console guard then also sees what only phones do (Firebase's gapi).
  const { page, context } = await openPage(browser, { width: 412, height: 823 });
  await signIn(page, DEMO.buyer);
  await recordLayoutShifts(page);
  const listReads: string[] = [];
  const imageReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}/products/1`)) listReads.push(request.url());
    if (request.resourceType() === 'image') imageReads.push(request.url());
  });
  await page.goto('/products/1');
  // On a phone, Firebase's start (it confirms the stored session) is where it used to load Google's gapi
  // script, which the CSP blocks: the console guard sees it only if the test lasts that long.
  const confirmed = sessionConfirmed(page);
  // The app's card <img> (its Verified seller badge is an image too, by role), not the first screen's before it.
  const picture = inApp(page).getByRole('article').first().locator('img');
  await picture.waitFor();
  expect(await picture.getAttribute('fetchpriority')).toBe('high');
  const loading = await inApp(page)
    .locator('article img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).loading));
  expect(loading).toEqual(loading.map((_, index) => (index < 4 ? 'eager' : 'lazy')));
  // early.js read the list and preloaded the picture it names, by the card's own srcset and sizes; the page
  // took that read instead of its own, and the size its <picture> chose is the preloaded one (fetched once).
  const source = inApp(page).getByRole('article').first().locator('picture source');
  const preload = page.locator(
    `link[rel="preload"][as="image"][imagesrcset="${await source.getAttribute('srcset')}"]`,
  );
  expect(await preload.count()).toBe(1);
  expect(await preload.getAttribute('imagesizes')).toBe(await source.getAttribute('sizes'));
  await page.waitForLoadState('networkidle');
  expect(listReads).toEqual([`${API_URL}/products/1?limit=12&sort=date-desc`]);
  const chosen = await picture.evaluate((image) => (image as HTMLImageElement).currentSrc);
  expect(chosen).toMatch(/\/images\/[^/]+\/v1\/\d+\.webp$/);
  expect(imageReads.filter((url) => url === chosen)).toEqual([chosen]);
  expect(await layoutShiftsOf(page)).toEqual([]);
  await confirmed;
  await context.close();
});

it('lets a buyer open a category, book a product and find it under My Orders', async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.buyer);
  let bookingsSent = 0;
  const productName = await bookFirstAvailable(page, {
    onCard: async (card) => {
      for (const label of ['Use time', 'Original price', 'Sell price', 'Posted', 'Seller', 'Location']) {
        await card.getByText(label, { exact: true }).waitFor();
      }
      expect(await card.getByText(/\$\d/).count()).toBeGreaterThan(0);
      await screenshot(page, 'category-products');
    },
    onDialog: async (dialog) => {
      expect(await dialog.getByLabel('Email').inputValue()).toBe(DEMO.buyer);
      expect(await dialog.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/bookings')) bookingsSent += 1;
      });
      // Without a phone number the dialog says so and sends nothing.
      await dialog.getByLabel('Meeting location').fill('Dhaka, Gulshan 2');
      await dialog.getByRole('button', { name: 'Confirm booking' }).click();
      await dialog.getByText('Phone number is required').waitFor();
      expect(bookingsSent).toBe(0);
      await screenshot(page, 'booking-modal');
    },
  });
  expect(bookingsSent).toBe(1);

  await findInMyOrders(page, productName);
  await screenshot(page, 'my-orders');
  await cancelMyPendingBooking(page, productName);
  await context.close();
});

it('opens the booking dialog at once, busy and with focus inside, while its form is on its way; Escape closes it', async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.buyer);
  await page.goto('/products/1');
  await page.getByRole('heading', { name: 'BedRoom Furniture', level: 1 }).waitFor();
  const buyNow = page.getByRole('button', { name: 'Buy Now', disabled: false }).first();
  await buyNow.waitFor();
  // From here the catalog's chunks are held back, so the form's code is still on its way when the dialog opens.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const catalogChunks = `http://localhost:${PORTS.catalog}/*.js`;
  await page.route(catalogChunks, async (route) => {
    await held;
    await route.continue();
  });
  await buyNow.click();
  const dialog = page.getByRole('dialog', { name: /^Book / });
  await dialog.getByRole('status').filter({ hasText: 'Loading the booking form...' }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') != null)).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await buyNow.evaluate((button) => button === document.activeElement)).toBe(true);

  release();
  await buyNow.click();
  await dialog.getByLabel('Phone number').waitFor();
  await context.close();
});

it("loads the booking form's code while a mouse rests on Buy Now, so the press finds it ready", async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.buyer);
  await page.goto('/products/1');
  const buyNow = page.getByRole('button', { name: 'Buy Now', disabled: false }).first();
  await buyNow.waitFor();
  const isCatalogChunk = (url: string) =>
    url.startsWith(`http://localhost:${PORTS.catalog}/`) && url.endsWith('.js');
  await waitForQuiet(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (isCatalogChunk(request.url())) chunks.push(request.url());
  });

  // (A pointer that only passes over loads nothing: lib/use-press-intent.test.tsx in the catalog, where time is in the test's hands.)
  const formCode = page.waitForRequest((request) => isCatalogChunk(request.url()));
  await buyNow.hover();
  await formCode;
  await waitForQuiet(page);
  const loadedOnRest = chunks.length;
  expect(loadedOnRest).toBeGreaterThan(0);
  await buyNow.click();
  await page
    .getByRole('dialog', { name: /^Book / })
    .getByLabel('Phone number')
    .waitFor();
  expect(chunks.slice(loadedOnRest)).toEqual([]);
  await context.close();
});

describe('when the API is down', () => {
  afterEach(async () => {
    if (!(await portIsOpen(PORTS.api))) await startApi();
  });

  it('shows a clear error with Retry instead of an empty area or an endless spinner', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, DEMO.buyer);
    await page.goto('/');
    // The API goes down once Firebase has confirmed the stored session, while the buyer browses.
    const confirmed = sessionConfirmed(page);
    await homeShown(page);
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    await confirmed;
    // Declared before the API stops: the event stream asks for a new ticket as soon as its connection drops.
    expectApiDown(page);
    await stopPart('api');
    // The category page's error boundary shows the failed query, and React reports what a boundary caught.
    expectConsoleError(page, /^PublicApiError: Cannot reach the server/);
    await page.getByRole('link', { name: 'Dining Room Furniture' }).first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the products.' });
    await alert.waitFor({ timeout: 30_000 });
    await alert.getByText('Cannot reach the server').waitFor();
    await startApi();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('article').first().waitFor({ timeout: 30_000 });
    await context.close();
  });
});
