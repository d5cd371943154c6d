/**
 * A new account proves its address before it can act, and Log Out ends its session on the server. Sign up on the
 * real Firebase SDK against the Auth Emulator: the banner 'Verify your email address' shows, Buy Now is refused
 * with 'Verify your email address first', the emulator's link (what the mailbox would hold) verifies the address,
 * the next page load picks that up and the booking goes through; after Log Out the old access token answers 401.
 *
 * @team auth
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, waitForQuiet } from '../support/browser';
import { expectFailedRequest } from '../support/console-guard';
import { pngFile } from '../support/files';
import { sessionConfirmed, signOut } from '../support/journeys';
import { API_URL, PORTS, SITE } from '../support/site';

const EMULATOR = `http://127.0.0.1:${PORTS.emulator}`;

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/** The verification emails the emulator recorded for `email`, oldest first. */
async function verificationEmailsOf(email: string): Promise<OobCode[]> {
  const answer = await fetch(`${EMULATOR}/emulator/v1/projects/${SITE.authEmulator.projectId}/oobCodes`);
  const { oobCodes } = (await answer.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
}

async function signUpBuyer(page: Page): Promise<string> {
  const email = `verify.${Date.now().toString(36)}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill('Vera Verify');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Picture', { exact: true }).setInputFiles(pngFile());
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Account type').selectOption({ label: 'Are You Buyer' });
  await page.getByRole('button', { name: 'sign up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return email;
}

/** Buy Now on the first available bedroom product, with the booking form filled and sent. */
async function tryToBook(page: Page): Promise<void> {
  await page.goto('/products/1');
  await page.getByRole('heading', { name: 'BedRoom Furniture', level: 1 }).waitFor();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Buy Now', disabled: false }) })
    .first();
  const productName = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
  await card.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${productName}` });
  await dialog.getByLabel('Phone number').fill('01712345678');
  await dialog.getByLabel('Meeting location').fill('Dhaka, Gulshan 2');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
}

const banner = (page: Page): Locator => page.getByRole('region', { name: 'Verify your email address' });

async function apiStatus(path: string, token: string): Promise<number> {
  const answer = await fetch(`${API_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  await answer.arrayBuffer();
  return answer.status;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

it('signs up, is asked to verify, is refused a booking, verifies by the link, books, and Log Out ends the token', async () => {
  const { page, context, cspViolations } = await openPage(browser);
  const email = await signUpBuyer(page);

  // The banner, on every page, and the email the sign-up sent.
  await banner(page).getByText(`We sent a link to ${email}.`).waitFor();
  await page.goto('/blog');
  await banner(page).waitFor();
  expect(await verificationEmailsOf(email)).toHaveLength(1);

  // Unverified: browsing works, booking does not.
  expectFailedRequest(page, /\/bookings$/, 403);
  await tryToBook(page);
  await page.getByText('Verify your email address first').waitFor();

  // 'I have verified' before the link is opened changes nothing.
  await banner(page).getByRole('button', { name: 'I have verified' }).click();
  await banner(page).getByText(`Not verified yet: open the link we sent to ${email} first.`).waitFor();

  // 'Resend email' sends another link; opening it verifies the address, as a click in the mailbox would.
  await banner(page).getByRole('button', { name: 'Resend email' }).click();
  await banner(page).getByText(`Sent again to ${email}.`).waitFor();
  const links = await verificationEmailsOf(email);
  expect(links).toHaveLength(2);
  const opened = await fetch(links.at(-1)?.oobLink ?? '');
  expect(opened.status).toBe(200);

  // The next page load picks it up without signing out (a new access token), and the booking goes through.
  const before = await page.evaluate(() => localStorage.getItem('accessToken'));
  const confirmed = sessionConfirmed(page);
  await page.reload();
  await confirmed;
  await waitForQuiet(page);
  expect(await banner(page).count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(before);
  await tryToBook(page);
  await page.getByText(/^Dear User .* Booking Confirmed$/).waitFor();
  expect(await banner(page).count()).toBe(0);

  // Log Out ends the session on the server: the token it held answers 401 from then on.
  const token = (await page.evaluate(() => localStorage.getItem('accessToken'))) ?? '';
  expect(await apiStatus('/notifications', token)).toBe(200);
  const loggedOut = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/logout',
  );
  await signOut(page);
  expect((await loggedOut).ok()).toBe(true);
  expect(await apiStatus('/notifications', token)).toBe(401);
  expect(cspViolations).toEqual([]);
  await context.close();
}, 120_000);
