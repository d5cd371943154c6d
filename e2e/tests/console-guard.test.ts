/**
 * The guard every journey runs under (support/console-guard.ts), on a real page: what it reports, and what a
 * declaration lets through.
 *
 * @team shell
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { expectConsoleError, expectFailedRequest, takeUndeclaredProblems } from '../support/console-guard';
import { SITE_URL } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * A page of the site that logs an error, throws, asks the site for a missing file and calls a port nothing
 * answers on (9, which Chromium never connects to: the failure is certain).
 */
async function misbehave(page: Page): Promise<void> {
  await page.goto('/blog');
  await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  await page.evaluate(async () => {
    console.error('a logged error');
    setTimeout(() => {
      throw new Error('an uncaught error');
    });
    await fetch('/no-such-file.txt');
    await fetch('http://localhost:9/closed').catch(() => {});
  });
  await page.waitForTimeout(200);
}

it('reports console errors, page errors, error answers and failed requests the test did not declare', async () => {
  const { page, context } = await openPage(browser);
  await misbehave(page);
  await context.close();
  const problems = takeUndeclaredProblems();
  expect(problems).toEqual(
    expect.arrayContaining([
      'console error: a logged error',
      expect.stringMatching(/^page error: Error: an uncaught error/),
      `error answer: GET ${SITE_URL}/no-such-file.txt answered 404`,
      expect.stringMatching(/^failed request: GET http:\/\/localhost:9\/closed \(net::ERR_/),
    ]),
  );
  // Chromium's "Failed to load resource" lines are the same failures: reported once, as requests.
  expect(problems).toHaveLength(4);
});

it("reports the browser issues Lighthouse scores, such as a script the page's CSP blocks", async () => {
  const { page, context } = await openPage(browser);
  await page.goto('/blog');
  await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  // 127.0.0.1 is not among the CSP's script sources (localhost is): blocked before any request.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'http://127.0.0.1:9/blocked.js';
    document.head.append(script);
  });
  // The issue comes over its own CDP session, not with the console line.
  const problems: string[] = [];
  const seen = (kind: string) => problems.some((line) => line.startsWith(kind));
  for (let i = 0; i < 50 && !(seen('browser issue') && seen('console error')); i += 1) {
    await page.waitForTimeout(100);
    problems.push(...takeUndeclaredProblems());
  }
  await context.close();
  problems.push(...takeUndeclaredProblems());
  // The same block also shows as a console line and as a request Chromium refused ('csp').
  expect(problems).toEqual(
    expect.arrayContaining([
      'browser issue: ContentSecurityPolicyIssue http://127.0.0.1:9/blocked.js',
      expect.stringMatching(
        /^console error: Loading the script 'http:\/\/127\.0\.0\.1:9\/blocked\.js' violates/,
      ),
    ]),
  );
});

it('lets through exactly what the test declared', async () => {
  const { page, context } = await openPage(browser);
  expectConsoleError(page, /^a logged error$/);
  expectConsoleError(page, /an uncaught error/);
  expectFailedRequest(page, /\/no-such-file\.txt$/, 404);
  await misbehave(page);
  await context.close();
  expect(takeUndeclaredProblems()).toEqual([
    expect.stringMatching(/^failed request: GET http:\/\/localhost:9\/closed/),
  ]);
});

it('forgets the declarations when the test ends', async () => {
  const { page, context } = await openPage(browser);
  expectConsoleError(page, /./);
  expectFailedRequest(page, /./);
  await misbehave(page);
  expect(takeUndeclaredProblems()).toEqual([]);
  // The same page in the next test: nothing declared any more.
  await misbehave(page);
  await context.close();
  expect(takeUndeclaredProblems()).toHaveLength(4);
});
