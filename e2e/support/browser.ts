/** Debian's Chromium driven by playwright-core, with the flags that work on this machine. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { watchContext } from './console-guard';
import { ARTIFACTS, SITE_URL } from './site';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A Chromium someone else launched (the bench's Lighthouse runs), driven over its debugging port. */
export async function connectToChromium(port: number): Promise<Browser> {
  return chromium.connectOverCDP(`http://127.0.0.1:${port}`);
}

/**
 * Lighthouse's phone (its mobile default, a moto g power). A phone-sized page gets a phone's user agent, so
 * code that looks at it behaves as on a phone: Firebase Auth, for one, loaded Google's gapi script at start
 * on phones only (blocked by the CSP), which desktop-agent runs at 360 px never saw.
 */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const PHONE_MAX_WIDTH = 480;

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors in the page: a white screen usually starts here. */
  pageErrors: string[];
  /** Every JavaScript URL the page requested. */
  scripts: string[];
  /** What the shell's Content-Security-Policy blocked (Chromium reports each on the console). */
  cspViolations: string[];
}

export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  deviceScaleFactor = 1,
  baseURL = SITE_URL,
): Promise<TrackedPage> {
  const userAgent = viewport.width <= PHONE_MAX_WIDTH ? PHONE_USER_AGENT : undefined;
  const context = await browser.newContext({ viewport, deviceScaleFactor, baseURL, userAgent });
  // Any console error or failed request the test does not declare fails it (console-guard.ts).
  watchContext(context);
  const page = await context.newPage();
  const tracked: TrackedPage = { context, page, pageErrors: [], scripts: [], cspViolations: [] };
  page.on('pageerror', (error) => tracked.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) tracked.cspViolations.push(message.text());
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') tracked.scripts.push(request.url());
  });
  return tracked;
}

/** Waits until the page has made no request for `quietMs` (lazy chunks and deferred Firebase included). */
export async function waitForQuiet(page: Page, quietMs = 1000, timeoutMs = 30_000): Promise<void> {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  const deadline = Date.now() + timeoutMs;
  try {
    await page.waitForLoadState('networkidle');
    while (Date.now() - last < quietMs && Date.now() < deadline) await page.waitForTimeout(100);
  } finally {
    page.off('request', touch);
    page.off('requestfinished', touch);
  }
}

export const SCREENSHOTS = path.join(ARTIFACTS, '..', '..', 'docs', 'screenshots');

/** Saves a screenshot for the README (docs/screenshots), taken as the journey passes through the screen. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}
