/**
 * Sign-up, sign-in, Google sign-in through the emulator, logout and the guards, on the real Firebase SDK.
 *
 * @team auth
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { expectFailedRequest } from '../support/console-guard';
import { pngFile } from '../support/files';
import { DEMO, signIn, signOut } from '../support/journeys';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const unique = () => Date.now().toString(36);

async function signUp(
  page: import('playwright-core').Page,
  role: 'Are You Seller' | 'Are You Buyer',
  name: string,
) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${unique()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Picture', { exact: true }).setInputFiles(pngFile());
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Account type').selectOption({ label: role });
  await page.getByRole('button', { name: 'sign up', exact: true }).click();
  await page.getByText('User Created Successfully').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: 'Log Out' }).waitFor();
  return email;
}

describe('sign-up and sign-in', () => {
  it('signs up a seller with a picture, who can then open seller pages', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await signUp(page, 'Are You Seller', 'Sally Seller');
    const avatar = page.getByRole('img', { name: 'Sally Seller profile picture' });
    await avatar.waitFor();
    expect(await avatar.getAttribute('src')).toMatch(/\/images\//);
    await page.goto('/dashboard/addproduct');
    await page.getByRole('heading', { name: 'Add Your Product' }).waitFor();
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('signs up a buyer, logs out (token gone) and logs back in (token set)', async () => {
    const { page, context } = await openPage(browser);
    const email = await signUp(page, 'Are You Buyer', 'Bob Buyer');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(await page.getByRole('img', { name: 'Signed out' }).isVisible()).toBe(true);
    await signIn(page, email, 'secret123');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await page.goto('/dashboard/addproduct');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('shows the cut provider code under the form for a wrong password', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Email Address is required').waitFor();
    await page.getByText('Password required').waitFor();
    await page.getByLabel('Email', { exact: true }).fill(DEMO.buyer);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    expectFailedRequest(page, /\/accounts:signInWithPassword\?/, 400);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page
      .locator('form')
      .getByText(/^(wrong-password|invalid-credential)$/)
      .waitFor();
    await screenshot(page, 'login-error');
    await context.close();
  });

  it('signs in with Google through the emulated account dialog, as a buyer', async () => {
    const { page, context, cspViolations } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'continue with google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emulated Google account' });
    await dialog.getByLabel('Google account email').fill(`gina.${unique()}@gmail.test`);
    await dialog.getByLabel('Google account name').fill('Gina Google');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    await page.waitForFunction(() => {
      const bus = (window as unknown as { __MARKETPLACE_EVENT_BUS__?: { state: { role: string | null } } })
        .__MARKETPLACE_EVENT_BUS__;
      return bus?.state.role === 'buyer';
    });
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});

describe('guards', () => {
  it('sends a signed-out visitor of a guarded page to /login and back there after login', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/products/2');
    await page.waitForURL('**/login');
    await signIn(page, DEMO.buyer, undefined, '/login');
    await page.waitForURL('**/products/2');
    await page.getByRole('heading', { name: 'Kitchen Furniture', level: 1 }).waitFor();
    await context.close();
  });

  it('sends a buyer who types a seller or admin address to /login', async () => {
    const { page, context } = await openPage(browser);
    await signIn(page, DEMO.buyer);
    for (const path of ['/dashboard/addproduct', '/dashboard/allbuyers']) {
      await page.goto(path);
      await page.waitForURL('**/login');
    }
    await context.close();
  });
});
