/**
 * A remote is redeployed on its own: rebuild it with a visible change, restart only its server, reload.
 * The change shows, and not one file of the shell was rebuilt or touched.
 *
 * @team site
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildBannerRelease } from '../support/banner-release';
import { launchBrowser, openPage } from '../support/browser';
import { ARTIFACTS, PORTS, portIsOpen, ROOT, startFrontEnd, stopPart } from '../support/site';

const RELEASE_TWO = path.join(ARTIFACTS, 'redeploy', 'mfe-auth');

function fingerprint(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    try {
      files[name] = createHash('sha256').update(readFileSync(file)).digest('hex');
    } catch {
      // a folder
    }
  }
  return files;
}

/** A copy of the auth remote whose login page carries a release banner: a visible change. */
function buildReleaseTwo(): string {
  return buildBannerRelease({
    pkg: 'mfe-auth',
    module: './LoginPage',
    banner: 'Release 2 of the auth remote',
    folder: RELEASE_TWO,
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await stopPart('auth');
  if (!(await portIsOpen(PORTS.auth))) await startFrontEnd('auth');
});

it('shows a redeployed remote after restarting only its server, with the shell untouched', async () => {
  const shellBefore = fingerprint(path.join(ROOT, 'shell', 'dist'));
  const { page, context } = await openPage(browser);
  await page.goto('/login');
  await page.getByText('Create new Account').waitFor();
  expect(await page.getByText('Release 2 of the auth remote').count()).toBe(0);

  const releaseTwo = buildReleaseTwo();
  await stopPart('auth');
  await startFrontEnd('auth', releaseTwo);

  await page.reload();
  await page.getByText('Release 2 of the auth remote').waitFor();
  await page.getByText('Create new Account').waitFor();
  expect(fingerprint(path.join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);
  await context.close();
}, 180_000);
