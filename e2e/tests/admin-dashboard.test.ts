/**
 * The admin team's dashboard: reported items, managing buyers and sellers.
 *
 * @team admin
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { signUp } from '../support/cluster';
import { confirmDelete, DEMO, signIn, signOut } from '../support/journeys';
import { API_URL } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
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
  // The photo on the left, the name beside it on the same line.
  const photo = await reported.getByRole('img', { name: productName }).boundingBox();
  const name = await reported.getByRole('heading', { name: productName }).boundingBox();
  expect(photo && name && name.x > photo.x + photo.width && name.y < photo.y + photo.height).toBe(true);
  await screenshot(page, 'reported-items');
  await reported.getByRole('button', { name: `Dismiss reports on ${productName}` }).click();
  await page.getByText(`Reports on ${productName} dismissed`).waitFor();
  await reported.waitFor({ state: 'detached' });
  await context.close();
});

it('lets an admin delete a buyer and a seller', async () => {
  // Accounts of its own: the demo accounts are shared by the other journeys, whatever order they run in.
  const [doomedBuyer, doomedSeller] = await Promise.all([
    signUp(API_URL, 'buyer', 'doomed-buyer'),
    signUp(API_URL, 'seller', 'doomed-seller'),
  ]);
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/allbuyers');
  await page.getByRole('heading', { name: 'Manage Buyers' }).waitFor();
  const buyerRow = page.getByRole('row', { name: new RegExp(doomedBuyer.email.replace(/\./g, '\\.')) });
  const buyerName = ((await buyerRow.getByRole('cell').nth(1).textContent()) ?? '').trim();
  await screenshot(page, 'manage-buyers');
  await buyerRow.getByRole('button', { name: `Delete ${buyerName}` }).click();
  await confirmDelete(page, buyerName);
  await page.getByText(`buyer ${buyerName} deleted successfully`).waitFor();

  await page.goto('/dashboard/allsellers');
  await page.getByRole('heading', { name: 'Manage Sellers' }).waitFor();
  const sellerRow = page.getByRole('row', { name: new RegExp(doomedSeller.email.replace(/\./g, '\\.')) });
  const sellerName = ((await sellerRow.getByRole('cell').nth(1).textContent()) ?? '').trim();
  await sellerRow.getByRole('button', { name: `Delete ${sellerName}` }).click();
  await confirmDelete(page, sellerName);
  await page.getByText(`buyer ${sellerName} deleted successfully`).waitFor();
  await context.close();
});

it('lets an admin make a buyer an admin and take it back, from the keyboard, with a confirmation each time', async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/allbuyers');
  const row = page.getByRole('row', { name: new RegExp(DEMO.buyer.replace(/\./g, '\\.')) });
  const name = ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim();
  await row.getByRole('cell', { name: 'Buyer', exact: true }).waitFor();

  const makeAdmin = row.getByRole('button', { name: `Make admin ${name}` });
  await makeAdmin.focus();
  await page.keyboard.press('Enter');
  const grant = page.getByRole('dialog', { name: 'Make this user an admin?' });
  await grant.getByText(`${name} will manage buyers, sellers and reported items.`).waitFor();
  await grant.getByRole('button', { name: 'Make admin' }).click();
  await page.getByText(`${name} is now an admin`).waitFor();
  await row.getByRole('cell', { name: 'Admin', exact: true }).waitFor();
  await screenshot(page, 'manage-buyers-admin');

  // The new admin's next sign-in opens the admin pages.
  const other = await openPage(browser);
  await signIn(other.page, DEMO.buyer);
  await other.page.goto('/dashboard/allsellers');
  await other.page.getByRole('heading', { name: 'Manage Sellers' }).waitFor();
  await other.context.close();

  await row.getByRole('button', { name: `Remove admin ${name}` }).click();
  const revoke = page.getByRole('dialog', { name: 'Remove this admin?' });
  await revoke.getByText(`${name} goes back to being a buyer and loses the admin pages.`).waitFor();
  await revoke.getByRole('button', { name: 'Remove admin' }).click();
  await page.getByText(`${name} is no longer an admin`).waitFor();
  await row.getByRole('cell', { name: 'Buyer', exact: true }).waitFor();
  await context.close();
});
