/**
 * Listings people can judge and find: a seller lists a product with three photos, a description and
 * dimensions, opens its page from Manage Product and goes through the gallery, edits the price; a buyer sees the
 * new price on the card and the page, finds it from the navbar's search with a price filter; a signed-out
 * visitor opens the page and Buy Now goes to /login and back. The journeys run in order on one product.
 *
 * @team site
 */
import type { Browser, ElementHandle, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { expectFailedRequest } from '../support/console-guard';
import { pngFile } from '../support/files';
import { DEMO, navbarMenuButton, signIn } from '../support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const name = `Oak wardrobe ${Date.now().toString(36)}`;
let productPath = '';

/** What every screen owes a visitor: alt text on every image and nothing wider than the window. */
async function expectAccessibleLayout(page: Page): Promise<void> {
  expect(await page.locator('img:not([alt])').count()).toBe(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

function fact(page: Page, term: string) {
  return page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

it('lets a seller add a product with three photos, a description and dimensions, open it from Manage Product and switch photos', async () => {
  const { page, context, pageErrors } = await openPage(browser);
  await signIn(page, DEMO.seller);
  await page.goto('/dashboard/addproduct');
  await page.getByRole('heading', { name: 'Add Your Product' }).waitFor();
  await page.getByLabel('Product Name').fill(name);
  await page
    .getByLabel('Product Picture')
    .setInputFiles([
      pngFile('front.png', [138, 75, 31]),
      pngFile('side.png', [60, 120, 60]),
      pngFile('inside.png', [40, 60, 160]),
    ]);
  const chosen = page.getByRole('list', { name: 'Chosen pictures' });
  // Listed once the browser has opened each one (a picture it cannot open is refused instead).
  await chosen.getByText('inside.png').waitFor();
  expect(await chosen.getByRole('listitem').count()).toBe(3);
  // Reorder from the keyboard: the side view becomes the main picture, then goes back.
  await chosen.getByRole('button', { name: 'Move up picture 2' }).focus();
  await page.keyboard.press('Enter');
  await chosen.getByText('Main picture: side.png').waitFor();
  await chosen.getByRole('button', { name: 'Move down picture 1' }).click();
  await chosen.getByText('Main picture: front.png').waitFor();
  await page.getByLabel('Sell Price ($)').fill('180');
  await page.getByLabel('Original Price ($)').fill('520');
  await page.getByLabel('Years of Use').fill('3 Year Use');
  await page.getByLabel('Location').fill('Chittagong');
  await page.getByLabel('Category').selectOption({ label: 'Dining Room Furniture' });
  await page.getByLabel('Condition').selectOption('excellent');
  await page.getByLabel('Description (optional)').fill('Solid oak, two doors and a drawer.\nNo scratches.');
  await page.getByText('48 / 2,000 characters').waitFor();
  await page.getByLabel('Width (cm)').fill('120');
  await page.getByLabel('Depth (cm)').fill('60');
  await page.getByLabel('Height (cm)').fill('190');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByText(/Product Add Success$/).waitFor();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/dashboard/myproduct');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('link', { name, exact: true }).click();
  await page.waitForURL(/\/item\/[^/]+$/);
  productPath = new URL(page.url()).pathname;
  await page.getByRole('heading', { level: 1, name }).waitFor();
  expect(await page.title()).toMatch(new RegExp(`^${name}`));
  expect(await fact(page, 'Sell price').textContent()).toBe('$180');
  expect(await fact(page, 'Original price').textContent()).toBe('$520');
  expect(await fact(page, 'Condition').textContent()).toBe('Excellent');
  expect(await fact(page, 'Use time').textContent()).toBe('3 Year Use');
  expect(await fact(page, 'Location').textContent()).toBe('Chittagong');
  expect(await fact(page, 'Dimensions').textContent()).toContain('120 x 60 x 190 cm');
  await page.getByText('No scratches.').waitFor();
  await page.getByText('Your listing').waitFor();
  expect(await page.getByRole('button', { name: 'Buy Now' }).count()).toBe(0);

  const gallery = page.getByRole('figure', { name: `Photos of ${name}` });
  await gallery.getByRole('img', { name: `${name}, photo 1` }).waitFor();
  await gallery.getByRole('button', { name: 'Show photo 2' }).click();
  await gallery.getByRole('img', { name: `${name}, photo 2` }).waitFor();
  expect(await gallery.getByRole('button', { name: 'Show photo 2' }).getAttribute('aria-current')).toBe(
    'true',
  );
  // The arrow keys move through the photos while the large one has focus (its stage, the picture's group).
  const large = gallery.getByRole('img', { name: `${name}, photo 2` });
  await page.waitForFunction(
    (image) => image.complete && image.currentSrc !== '',
    (await large.elementHandle()) as ElementHandle<HTMLImageElement>,
  );
  const second = await large.evaluate((image) => (image as HTMLImageElement).currentSrc);
  await gallery.getByRole('group', { name: /^Photo 2 of 3;/ }).focus();
  await page.keyboard.press('ArrowRight');
  const third = gallery.getByRole('img', { name: `${name}, photo 3` });
  await third.waitFor();
  // The browser shows the third photo's own file, one of its <picture>'s sizes (the srcset follows the photo).
  await page.waitForFunction(
    ([image, before]) => {
      const source = image.parentElement?.querySelector('source');
      const sizes = (source?.srcset ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0]);
      return image.currentSrc !== before && sizes.includes(image.currentSrc);
    },
    [(await third.elementHandle()) as ElementHandle<HTMLImageElement>, second] as const,
  );
  await screenshot(page, 'product-page');

  // A reload shows the same product.
  await page.reload();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await expectAccessibleLayout(page);
  expect(pageErrors).toEqual([]);
  await context.close();
});

it('lets the seller edit the price, and a buyer then sees the new price on the card and the product page', async () => {
  expect(productPath).not.toBe('');
  const seller = await openPage(browser);
  await signIn(seller.page, DEMO.seller);
  await seller.page.goto('/dashboard/myproduct');
  await seller.page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await seller.page.waitForURL(/\/dashboard\/editproduct\//);
  const price = seller.page.getByLabel('Sell Price ($)');
  await price.waitFor();
  expect(await price.inputValue()).toBe('180');
  expect(await seller.page.getByLabel('Width (cm)').inputValue()).toBe('120');
  expect(await seller.page.getByRole('list', { name: 'Chosen pictures' }).getByRole('listitem').count()).toBe(
    3,
  );
  await price.fill('95');
  await seller.page.getByRole('button', { name: 'Save changes' }).click();
  await seller.page.getByText('Product updated').waitFor();
  await seller.page.waitForURL((url) => url.pathname === '/dashboard/myproduct');
  await seller.context.close();

  const buyer = await openPage(browser);
  await signIn(buyer.page, DEMO.buyer);
  await buyer.page.goto('/products/3?sort=date-desc');
  const card = buyer.page.getByRole('article', { name });
  await card.waitFor();
  expect(
    await card
      .locator('dt', { hasText: /^Sell price$/ })
      .locator('xpath=following-sibling::dd[1]')
      .textContent(),
  ).toBe('$95');
  await card.getByRole('link', { name, exact: true }).click();
  await buyer.page.getByRole('heading', { level: 1, name }).waitFor();
  expect(new URL(buyer.page.url()).pathname).toBe(productPath);
  expect(await fact(buyer.page, 'Sell price').textContent()).toBe('$95');
  await buyer.page.getByRole('button', { name: 'Buy Now' }).waitFor();
  await buyer.page.getByRole('button', { name: 'Report' }).waitFor();
  await buyer.context.close();
});

it('lets a buyer search from the navbar, filter by price and open a result', async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.buyer);
  const words = name.split(' ');
  const navbarSearch = page.getByRole('search', { name: 'Site' });
  // Words in another order, the last one cut short, in other case.
  await navbarSearch
    .getByRole('searchbox', { name: 'Search furniture' })
    .fill(`${words[2]} WARDR`.toLowerCase());
  await navbarSearch.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.pathname === '/search');
  await page.getByRole('heading', { level: 1, name: /^Search results for/ }).waitFor();
  await page.getByRole('article', { name }).waitFor();
  await page.getByText(/^Showing \d+ products?/).waitFor();

  // A price the product is above: it leaves the results; the URL keeps the filter; Back brings it back.
  await page.getByLabel('Price to ($)').fill('90');
  await page.waitForURL((url) => url.searchParams.get('maxPrice') === '90');
  await page.getByText('No products match your search').waitFor();
  await page.goBack();
  await page.getByRole('article', { name }).waitFor();
  expect(await page.getByLabel('Price to ($)').inputValue()).toBe('');

  await page.getByLabel('Price from ($)').fill('90');
  await page.getByLabel('Price to ($)').fill('100');
  await page.waitForURL(
    (url) => url.searchParams.get('minPrice') === '90' && url.searchParams.get('maxPrice') === '100',
  );
  const result = page.getByRole('article', { name });
  await result.waitFor();
  await screenshot(page, 'search');
  await result.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  expect(new URL(page.url()).pathname).toBe(productPath);
  await context.close();
});

it('shows the product to a signed-out visitor, and Buy Now goes to /login and back to the product', async () => {
  const { page, context } = await openPage(browser);
  await page.goto(productPath);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, DEMO.buyer);
  await page.waitForURL((url) => url.pathname === productPath);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByRole('dialog', { name: `Book ${name}` }).waitFor();
  await context.close();
});

it('says a product that does not exist is no longer available, with a way home', async () => {
  const { page, context } = await openPage(browser);
  // Both the page's document (for search engines) and the API's answer say 404.
  expectFailedRequest(page, /\/items?\/00000000-0000-4000-8000-000000000000$/, 404);
  await page.goto('/item/00000000-0000-4000-8000-000000000000');
  await page.getByRole('heading', { name: 'This product is no longer available' }).waitFor();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});

it('fits the product page and the search page on a 360 px phone, with the navbar search', async () => {
  const { page, context } = await openPage(browser, { width: 360, height: 740 });
  await page.goto(productPath);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  // The navbar's search is in its Menu on a phone.
  await navbarMenuButton(page).click();
  await page.getByRole('search', { name: 'Site' }).getByRole('searchbox').waitFor();
  await expectAccessibleLayout(page);
  await page.keyboard.press('Escape');
  await page.goto('/search?q=oak&sort=price-asc');
  await page.getByRole('article').first().waitFor();
  expect(await page.getByLabel('Sort by').inputValue()).toBe('price-asc');
  await expectAccessibleLayout(page);
  await context.close();
});
