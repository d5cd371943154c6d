/**
 * The whole sale, with a buyer and a seller in two browser contexts open at once: booking requests the seller
 * acts on, the live bell, contact details, cancel, sold, and a deleted listing. Screenshots for the README.
 *
 * @team site
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { addProduct, escapeRegExp, signedIn } from '../support/api-as';
import { bell, unreadCount } from '../support/bell';
import { launchBrowser, screenshot } from '../support/browser';
import { expectFailedRequest } from '../support/console-guard';
import { confirmDelete, DEMO } from '../support/journeys';
import { checkScreen } from '../support/screen-checks';
import { API_URL } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PHONE = { width: 360, height: 740 };
/** The card of `name` in its category list, found through the search field of the list. */
async function cardOf(page: Page, name: string): Promise<Locator> {
  await page.goto(`/products/1?q=${encodeURIComponent(name)}`);
  await page.getByRole('heading', { name: 'BedRoom Furniture', level: 1 }).waitFor();
  const card = page.getByRole('article', { name });
  await card.waitFor();
  return card;
}

async function book(page: Page, name: string): Promise<void> {
  const card = await cardOf(page, name);
  await card.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${name}` });
  await dialog.getByLabel('Phone number').fill('01712345678');
  await dialog.getByLabel('Meeting location').fill('Dhaka, Gulshan 2');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await page.getByText(/^Dear User .* Booking Confirmed$/).waitFor();
}

async function waitForUnread(page: Page, count: number, timeout = 2_000): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const badge = document.querySelector('[data-testid="notification-count"]');
      return expected === 0 ? !badge : Number.parseInt(badge?.textContent ?? '0', 10) === expected;
    },
    count,
    { timeout },
  );
}

/** Opens the bell from the keyboard (everything read), checks the list, closes it with Escape. */
async function readAll(page: Page, expectText?: RegExp, shot?: string): Promise<void> {
  await bell(page).waitFor();
  await bell(page).focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('region', { name: 'Notifications list' });
  await list.waitFor();
  expect(await bell(page).getAttribute('aria-expanded')).toBe('true');
  if (expectText) await list.getByRole('link', { name: expectText }).first().waitFor();
  if (shot) await screenshot(page, shot);
  await waitForUnread(page, 0, 5_000);
  await page.keyboard.press('Escape');
  await list.waitFor({ state: 'hidden' });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Notifications');
}

it('sells a product: the buyer books, the seller sees it live, accepts, the buyer sees the contact, the seller marks it sold', async () => {
  const seller = await signedIn(browser, DEMO.seller);
  const buyer = await signedIn(browser, DEMO.buyer);
  const name = `Rattan armchair ${Date.now().toString(36)}`;
  await addProduct(seller.page, name, 95);

  // The seller's own product says 'Your listing' instead of Buy Now.
  const ownCard = await cardOf(seller.page, name);
  await ownCard.getByText('Your listing').waitFor();
  expect(await ownCard.getByRole('button', { name: 'Buy Now' }).count()).toBe(0);

  await seller.page.goto('/dashboard/bookings');
  await seller.page.getByRole('heading', { name: 'Booking Requests' }).waitFor();
  await seller.page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Booking Requests' })
    .waitFor();
  await readAll(seller.page);
  expect(await unreadCount(seller.page)).toBe(0);
  await readAll(buyer.page);

  await book(buyer.page, name);
  const booked = Date.now();
  // Live, no reload: the bell within 2 s, and the open page's list.
  await waitForUnread(seller.page, 1);
  const liveMs = Date.now() - booked;
  const row = seller.page.getByRole('row', { name: new RegExp(escapeRegExp(name)) });
  await row.waitFor({ timeout: 5_000 });
  expect(liveMs).toBeLessThanOrEqual(2_000);
  await row.getByText('Pending').waitFor();
  await row.getByText(DEMO.buyer).waitFor();
  await row.getByText('01712345678').waitFor();
  await row.getByText('Dhaka, Gulshan 2').waitFor();
  await checkScreen(seller.page);
  await readAll(seller.page, /booked/i, 'notifications-desktop');

  await buyer.page.goto('/dashboard');
  await buyer.page.getByRole('heading', { name: 'My Orders' }).waitFor();
  const order = buyer.page.getByRole('row', { name: new RegExp(escapeRegExp(name)) });
  await order.getByText('Pending').waitFor();

  await row.getByRole('button', { name: /^Accept/ }).click();
  await seller.page.getByText('Booking accepted').waitFor();
  await row.getByRole('button', { name: /^Mark as sold/ }).waitFor();
  await screenshot(seller.page, 'booking-requests-desktop');

  // The buyer's open My Orders follows without a reload.
  await waitForUnread(buyer.page, 1);
  await order.getByText('Accepted').waitFor({ timeout: 5_000 });
  await order.getByText(/^Contact the seller: .+, /).waitFor();
  expect(await order.getByRole('link', { name: DEMO.seller }).getAttribute('href')).toBe(
    `mailto:${DEMO.seller}`,
  );
  await checkScreen(buyer.page);
  await screenshot(buyer.page, 'my-orders-desktop');
  await readAll(buyer.page, /accepted/i);

  await row.getByRole('button', { name: /^Mark as sold/ }).click();
  const dialog = seller.page.getByRole('dialog', { name: 'Mark as sold?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await row.getByText('Accepted').waitFor();
  await row.getByRole('button', { name: /^Mark as sold/ }).click();
  await dialog.getByRole('button', { name: 'Mark as sold' }).click();
  await seller.page.getByText('Marked as sold').waitFor();
  await row.getByText('Sold').waitFor();

  await order.getByText('Sold').waitFor({ timeout: 5_000 });
  await order.getByRole('link', { name: DEMO.seller }).waitFor();
  await buyer.page.goto(`/products/1?q=${encodeURIComponent(name)}`);
  await buyer.page.getByText(`No products match "${name}".`).waitFor();

  // Manage Product keeps it, as sold.
  await seller.page.goto('/dashboard/myproduct');
  await seller.page
    .getByRole('row', { name: new RegExp(escapeRegExp(name)) })
    .getByText('sold', { exact: true })
    .waitFor();

  // The same screens on a phone.
  const sellerPhone = await signedIn(browser, DEMO.seller, PHONE);
  await sellerPhone.page.goto('/dashboard/bookings');
  await sellerPhone.page.getByRole('row', { name: new RegExp(escapeRegExp(name)) }).waitFor();
  await checkScreen(sellerPhone.page);
  await screenshot(sellerPhone.page, 'booking-requests-phone');
  const buyerPhone = await signedIn(browser, DEMO.buyer, PHONE);
  await buyerPhone.page.goto('/dashboard');
  await buyerPhone.page
    .getByRole('row', { name: new RegExp(escapeRegExp(name)) })
    .getByText('Sold')
    .waitFor();
  await checkScreen(buyerPhone.page);
  await screenshot(buyerPhone.page, 'my-orders-phone');
  await readAll(buyerPhone.page, /sold/i, 'notifications-phone');

  for (const tracked of [seller, buyer, sellerPhone, buyerPhone]) {
    expect(tracked.pageErrors).toEqual([]);
    await tracked.context.close();
  }
});

it('lets a buyer cancel a booking, after which the product can be booked again; a late Buy Now is told why', async () => {
  const seller = await signedIn(browser, DEMO.seller);
  const buyer = await signedIn(browser, DEMO.buyer);
  const otherBuyer = await signedIn(browser, DEMO.otherBuyer);
  const name = `Birch dresser ${Date.now().toString(36)}`;
  await addProduct(seller.page, name, 95);

  // The other buyer has the list open while the first one books.
  const staleCard = await cardOf(otherBuyer.page, name);
  await book(buyer.page, name);
  await staleCard.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = otherBuyer.page.getByRole('dialog', { name: `Book ${name}` });
  await dialog.getByLabel('Phone number').fill('01800000000');
  await dialog.getByLabel('Meeting location').fill('Cumilla');
  // The API refuses the late booking with 409 Conflict, and the dialog says why.
  expectFailedRequest(otherBuyer.page, new RegExp(`^${API_URL}/bookings$`), 409);
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await otherBuyer.page.getByText('This product was just booked by someone else').waitFor();
  await staleCard.getByText('Booked', { exact: true }).waitFor();
  expect(await staleCard.getByRole('button', { name: 'Buy Now' }).isDisabled()).toBe(true);

  await buyer.page.goto('/dashboard');
  const order = buyer.page.getByRole('row', { name: new RegExp(escapeRegExp(name)) });
  await order.getByText('Pending').waitFor();
  await order.getByRole('button', { name: /^Cancel booking/ }).click();
  const confirm = buyer.page.getByRole('dialog', { name: 'Cancel this booking?' });
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await buyer.page.getByText('Booking cancelled').waitFor();
  await order.getByText('Cancelled').waitFor();
  expect(await order.getByRole('button', { name: /^Cancel booking/ }).count()).toBe(0);

  // Bookable again, by anyone.
  const card = await cardOf(otherBuyer.page, name);
  expect(await card.getByRole('button', { name: 'Buy Now' }).isEnabled()).toBe(true);
  await book(otherBuyer.page, name);

  for (const tracked of [seller, buyer, otherBuyer]) {
    expect(tracked.pageErrors).toEqual([]);
    await tracked.context.close();
  }
});

it("keeps the buyer's order as 'Listing removed' when the seller deletes a booked product", async () => {
  const seller = await signedIn(browser, DEMO.seller);
  const buyer = await signedIn(browser, DEMO.buyer);
  const name = `Maple bookcase ${Date.now().toString(36)}`;
  const productId = await addProduct(seller.page, name, 95);
  await book(buyer.page, name);

  // Manage Product: the booked row links to its request, highlighted on Booking Requests.
  await seller.page.goto('/dashboard/myproduct');
  const product = seller.page.getByRole('row', { name: new RegExp(escapeRegExp(name)) });
  await product.getByText('booked', { exact: true }).waitFor();
  await product.getByRole('link', { name: `See the request for ${name}` }).click();
  await seller.page.waitForURL((url) => url.pathname === '/dashboard/bookings');
  expect(new URL(seller.page.url()).searchParams.get('product')).toBe(productId);
  const request = seller.page.locator('tr[aria-current="true"]');
  await request.getByText(name, { exact: true }).waitFor();

  await seller.page.goto('/dashboard/myproduct');
  await product.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmDelete(seller.page, name);
  await seller.page.getByText(`this ${name} deleted successfully`).waitFor();

  await buyer.page.goto('/dashboard');
  const order = buyer.page.getByRole('row', { name: new RegExp(escapeRegExp(name)) });
  await order.getByText('Listing removed').waitFor();
  expect(await order.getByRole('button', { name: /^Cancel booking/ }).count()).toBe(0);

  for (const tracked of [seller, buyer]) {
    expect(tracked.pageErrors).toEqual([]);
    await tracked.context.close();
  }
});
