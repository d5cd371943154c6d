/**
 * `npm start` stopped (Ctrl-C) and started again keeps who is who: the Auth Emulator's accounts are kept beside the
 * API's data, so the demo admin signs in as the same user and still reaches the admin pages. The runner is the one
 * `npm start` runs (tooling/start/start.js, built site), on a fresh data folder of its own. It stops the suite's own
 * site for the time it runs, and starts it again after.
 *
 * @team site
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { DEMO, signIn } from '../support/journeys';
import { type NpmStart, startNpmStart, stopNpmStart } from '../support/npm-start';
import { API_URL, ARTIFACTS, giveSuiteSiteBack, stopSite } from '../support/site';

const DATA_DIR = path.join(ARTIFACTS, 'restart-api-data');

let browser: Browser;
let runner: NpmStart | undefined;

async function adminSignsInAndOpensAdminPages(): Promise<string> {
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/allsellers');
  await page.getByRole('heading', { name: 'Manage Sellers' }).waitFor();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  await context.close();
  const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    role: string;
  };
  expect(claims.role).toBe('admin');
  return claims.sub;
}

beforeAll(async () => {
  await stopSite();
  rmSync(DATA_DIR, { recursive: true, force: true });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stopNpmStart(runner);
  await giveSuiteSiteBack();
}, 240_000);

it('keeps the demo admin an admin across a stop and a start of npm start', async () => {
  runner = await startNpmStart(DATA_DIR);
  const before = await adminSignsInAndOpensAdminPages();
  await stopNpmStart(runner);
  runner = undefined;
  // The emulator wrote its accounts out on the way down, beside the API's data.
  expect(existsSync(path.join(DATA_DIR, 'auth-emulator', 'auth_export', 'accounts.json'))).toBe(true);

  runner = await startNpmStart(DATA_DIR);
  expect(await adminSignsInAndOpensAdminPages()).toBe(before);
  const answer = await fetch(`${API_URL}/users/admin/${DEMO.admin}`);
  expect(await answer.json()).toEqual({ isAdmin: true });
}, 600_000);
