/**
 * The seller team's dashboard: add a product with a picture, find it, delete it.
 *
 * @team seller
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { pngFile } from '../support/files';
import { confirmDelete, DEMO, signIn } from '../support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

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
  await page.getByText('Main picture: wardrobe.png').waitFor();
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
