/**
 * Saved items and saved searches, with a buyer and a seller in two browser contexts open at once: the buyer
 * saves a product with its heart and the seller's price cut reaches the buyer's bell; the buyer saves a search
 * and the seller's matching listing reaches the bell live, without a reload. Desktop and phone.
 *
 * @team catalog
 */
import type { Browser, Page } from 'playwright-core';
import { addProduct, apiAs, signedIn } from '../support/api-as';
import { bell, unreadCount } from '../support/bell';
import { launchBrowser, screenshot } from '../support/browser';
import { DEMO } from '../support/journeys';
import { checkScreen } from '../support/screen-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/** Opens the bell and waits for a notification reading `text`, then closes it. */
async function bellShows(page: Page, text: string, timeout: number): Promise<void> {
  await bell(page).click();
  const list = page.getByRole('region', { name: 'Notifications list' });
  await list.getByRole('link', { name: text }).first().waitFor({ timeout });
  await page.keyboard.press('Escape');
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('on a %s', (label, viewport) => {
  it('a saved product: the heart keeps it, the Saved page lists it, a price cut reaches the bell', async () => {
    const seller = await signedIn(browser, DEMO.seller, DESKTOP);
    const buyer = await signedIn(browser, DEMO.otherBuyer, viewport);
    const name = `Walnut sideboard ${label} ${Date.now().toString(36)}`;
    const id = await addProduct(seller.page, name, 240);

    await buyer.page.goto(`/item/${id}`);
    await buyer.page.getByRole('heading', { name, level: 1 }).waitFor();
    const heart = buyer.page.getByRole('button', { name: `Save ${name}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.focus();
    await buyer.page.keyboard.press('Enter');
    await buyer.page.waitForFunction(
      (label) =>
        document.querySelector(`button[aria-label="${label}"]`)?.getAttribute('aria-pressed') === 'true',
      `Save ${name}`,
    );
    await checkScreen(buyer.page);

    await buyer.page.goto('/dashboard/saved');
    await buyer.page.getByRole('heading', { name: 'Saved items', level: 1 }).waitFor();
    await buyer.page.getByRole('list', { name: 'Saved products' }).getByRole('link', { name }).waitFor();
    await checkScreen(buyer.page);
    await screenshot(buyer.page, `saved-${label}`);

    expect((await apiAs(seller.page, 'PATCH', `/products/${id}`, { resalePrice: 199 })).status).toBe(200);
    await bellShows(buyer.page, `Price drop: ${name} is now $199`, 15_000);

    // From the product page to its seller's profile: rating, reviews (the demo seed's) and listings.
    await buyer.page.goto(`/item/${id}`);
    await buyer.page.getByRole('main').getByRole('link', { name: 'Sam Seller', exact: true }).click();
    await buyer.page.getByText(/^Member since /).waitFor();
    await buyer.page.getByRole('article', { name }).waitFor();
    await checkScreen(buyer.page);
    await screenshot(buyer.page, `seller-profile-${label}`);
    await seller.context.close();
    await buyer.context.close();
  });

  it('a saved search: a new listing that matches reaches the bell live, without a reload', async () => {
    const seller = await signedIn(browser, DEMO.seller, DESKTOP);
    const buyer = await signedIn(browser, DEMO.otherBuyer, viewport);
    const word = `zebrano${label}${Date.now().toString(36)}`;

    await buyer.page.goto(`/search?q=${word}`);
    await buyer.page.getByRole('button', { name: 'Save this search' }).click();
    await buyer.page.getByRole('button', { name: 'Search saved' }).waitFor();
    await checkScreen(buyer.page);

    const name = `${word} dresser`;
    const unreadBefore = await unreadCount(buyer.page);
    await addProduct(seller.page, name, 150);
    const listed = Date.now();
    // The alert is expected in about a second (the matcher is woken by the listing); the wait allows a loaded CI
    // machine more, and the figure is printed rather than timed here. It is read from the bell's count, since on
    // a phone the 'Search saved' toast covers the bell until it closes.
    await buyer.page.waitForFunction(
      (before) =>
        Number.parseInt(
          document.querySelector('[data-testid="notification-count"]')?.textContent ?? '0',
          10,
        ) > before,
      unreadBefore,
      { timeout: 15_000 },
    );
    console.log(`saved-search alert (${label}): in the bell ${Date.now() - listed} ms after the listing`);
    await bellShows(buyer.page, `New match for "${word}": ${name}`, 15_000);
    await seller.context.close();
    await buyer.context.close();
  });
});
