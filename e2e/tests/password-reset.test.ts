/**
 * Password reset on the real Firebase SDK against the Auth Emulator: 'Forget Password ?' sends the email, the
 * emulator's oobCodes endpoint shows the link, /reset-password sets the new password, and the account logs in
 * with it. A used or made-up code says the link is dead.
 *
 * @team auth
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { expectFailedRequest } from '../support/console-guard';
import { signIn } from '../support/journeys';
import { PORTS, SITE, SITE_URL } from '../support/site';

const EMULATOR = `http://127.0.0.1:${PORTS.emulator}`;
const DEAD_LINK = 'This reset link is invalid or has expired';

/** A used or made-up code: the emulator refuses to check it (400), which the page turns into DEAD_LINK. */
function expectDeadCodeRefused(page: Page): void {
  expectFailedRequest(
    page,
    new RegExp(
      `^${EMULATOR.replaceAll('.', '\\.')}/identitytoolkit\\.googleapis\\.com/v1/accounts:resetPassword\\?`,
    ),
    400,
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** An account of its own (the demo accounts keep their passwords for the other journeys). */
async function newAccount(password: string): Promise<string> {
  const email = `reset.${Date.now().toString(36)}@example.com`;
  const answer = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${SITE.localSettings.firebaseApiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  expect(answer.status).toBe(200);
  return email;
}

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The reset email the emulator recorded for `email` (what a real mailbox would have received). */
async function resetEmailOf(email: string): Promise<OobCode | undefined> {
  const answer = await fetch(`${EMULATOR}/emulator/v1/projects/${SITE.authEmulator.projectId}/oobCodes`);
  const { oobCodes } = (await answer.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').at(-1);
}

/**
 * The page the email's link opens: its continue URL (this site's /reset-password, set by the action code
 * settings) with the code. A real project points its email template's action URL at the same page.
 */
function resetPageOf(code: OobCode): string {
  const continueUrl = new URL(code.oobLink).searchParams.get('continueUrl');
  expect(continueUrl).toBe(`${SITE_URL}/reset-password`);
  return `${continueUrl}?mode=resetPassword&oobCode=${encodeURIComponent(code.oobCode)}`;
}

async function expectNoSideScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

it('sends the reset email, sets a new password on /reset-password (360 px), and logs in with it', async () => {
  const email = await newAccount('old-secret');
  const { page, context, pageErrors } = await openPage(browser, { width: 360, height: 740 });
  await page.goto('/login');
  const forget = page.getByRole('button', { name: 'Forget Password ?' });
  await forget.click();
  await page.getByText('Enter your email address first').waitFor();
  expect(await resetEmailOf(email)).toBeUndefined();

  await page.getByLabel('Email', { exact: true }).fill(email);
  await forget.focus();
  await page.keyboard.press('Enter');
  await page.getByText(`Password reset email sent to ${email}`).waitFor();
  await expectNoSideScroll(page);
  const code = await resetEmailOf(email);
  expect(code).toBeDefined();

  const link = resetPageOf(code!);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
  await page.getByText(email).waitFor(); // verifyPasswordResetCode named the account
  const field = page.getByLabel('New password');
  await field.fill('12345');
  await field.press('Enter');
  await page.getByText('password must be 6 characters long').waitFor();
  await expectNoSideScroll(page);
  await field.fill('new-secret1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password changed, you can log in now').waitFor();
  await page.getByRole('link', { name: 'Login', exact: true }).first().click();
  await page.waitForURL('**/login');
  await signIn(page, email, 'new-secret1');

  // The link works once.
  expectDeadCodeRefused(page);
  await page.goto(link);
  await page.getByText(DEAD_LINK).waitFor();
  expect(pageErrors).toEqual([]);
  await context.close();
});

it('says a made-up code is invalid, and offers no password field', async () => {
  const { page, context } = await openPage(browser);
  expectDeadCodeRefused(page);
  await page.goto('/reset-password?mode=resetPassword&oobCode=made-up-code');
  await page.getByRole('alert').filter({ hasText: DEAD_LINK }).waitFor();
  expect(await page.getByLabel('New password').count()).toBe(0);
  await context.close();
});
