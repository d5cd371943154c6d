/** The seller's and the admin's dashboards: add, list and delete a product; reports; managing users. */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { pngFile } from '../support/files';
import { DEMO, signIn, signOut } from '../support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function confirmDelete(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete' });
  await dialog.getByText(`If You delete ${name}, It cannot be undone`).waitFor();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
}

it('lets a seller add a product with a picture, find it in Manage Product and its category, and delete it', async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.seller);
  const name = `Walnut wardrobe ${Date.now().toString(36)}`;
  await page.goto('/dashboard/addproduct');
  await page.getByRole('heading', { name: 'Add Your Product' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'My Product' })
    .waitFor();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByText('product name is required').waitFor();
  await screenshot(page, 'add-product');

  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Product Picture').setInputFiles(pngFile('wardrobe.png'));
  await page.getByLabel('Sell Price ($)').fill('150');
  await page.getByLabel('Original Price ($)').fill('400');
  await page.getByLabel('Years of Use').fill('2 Year Use');
  await page.getByLabel('Location').fill('Rajshahi');
  await page.getByLabel('Category').selectOption({ label: 'BedRoom Furniture' });
  await page.getByLabel('Condition').selectOption('good');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByText(/Product Add Success$/).waitFor();
  await page.waitForURL((url) => url.pathname === '/');

  await page.goto('/products/1');
  await page.getByRole('article', { name }).waitFor();

  await page.goto('/dashboard/myproduct');
  await page.getByRole('heading', { name: 'Manage Product' }).waitFor();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByText('available').waitFor();
  await screenshot(page, 'manage-product');
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to delete' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  expect(await row.count()).toBe(1);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await confirmDelete(page, name);
  await page.getByText(`this ${name} deleted successfully`).waitFor();
  await row.waitFor({ state: 'detached' });
  await context.close();
});

it('lets a buyer report a product and the admin see and dismiss the report', async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.buyer);
  await page.goto('/products/2');
  const card = page.getByRole('article').first();
  const productName = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
  await card.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${productName}` });
  await dialog.getByLabel('Reason').fill('The photo does not match the description');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await page.getByText('Report sent').waitFor();
  await signOut(page);

  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/reporteditems');
  const reported = page.getByRole('article', { name: productName });
  await reported.getByText('The photo does not match the description').waitFor();
  await screenshot(page, 'reported-items');
  await reported.getByRole('button', { name: `Dismiss reports on ${productName}` }).click();
  await page.getByText(`Reports on ${productName} dismissed`).waitFor();
  await reported.waitFor({ state: 'detached' });
  await context.close();
});

it('lets an admin delete a buyer and a seller', async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/allbuyers');
  await page.getByRole('heading', { name: 'Manage Buyers' }).waitFor();
  const buyerRow = page.getByRole('row', { name: new RegExp(DEMO.otherBuyer.replace(/\./g, '\\.')) });
  const buyerName = ((await buyerRow.getByRole('cell').nth(1).textContent()) ?? '').trim();
  await screenshot(page, 'manage-buyers');
  await buyerRow.getByRole('button', { name: `Delete ${buyerName}` }).click();
  await confirmDelete(page, buyerName);
  await page.getByText(`buyer ${buyerName} deleted successfully`).waitFor();

  await page.goto('/dashboard/allsellers');
  await page.getByRole('heading', { name: 'Manage Sellers' }).waitFor();
  const sellerRow = page.getByRole('row', { name: new RegExp(DEMO.otherSeller.replace(/\./g, '\\.')) });
  const sellerName = ((await sellerRow.getByRole('cell').nth(1).textContent()) ?? '').trim();
  await sellerRow.getByRole('button', { name: `Delete ${sellerName}` }).click();
  await confirmDelete(page, sellerName);
  await page.getByText(`buyer ${sellerName} deleted successfully`).waitFor();
  await context.close();
});
