/**
 * A remote page that loads and then crashes while rendering reaches the route's error screen (spec:
 * 'Something went wrong !!!', the error text, Sign Out -> /login), in the main layout and in the dashboard.
 * The crash is real: the catalog's own remoteEntry.js is served with one exposed page swapped for a
 * component that throws, so the federation runtime, the boundaries and the router all run as in production.
 *
 * @team shell
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { expectConsoleError } from '../support/console-guard';
import { DEMO, signIn } from '../support/journeys';
import { PORTS } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Makes the catalog remote's `module` throw `message` when rendered; its other pages stay intact. */
async function crashCatalogPage(page: Page, module: string, message: string): Promise<void> {
  await page.route(`http://localhost:${PORTS.catalog}/remoteEntry.js`, async (route) => {
    const response = await route.fetch();
    // The entry assigns the federation container to the global `catalog`; wrap its get(module).
    const wrapContainer = `
;(() => {
  const container = globalThis.catalog;
  globalThis.catalog = Object.create(container, {
    get: {
      value: (name, ...rest) =>
        name !== ${JSON.stringify(module)}
          ? container.get(name, ...rest)
          : Promise.resolve(() => ({ default: function CrashingPage() { throw new Error(${JSON.stringify(message)}); } })),
    },
  });
})();`;
    await route.fulfill({ response, body: (await response.text()) + wrapContainer });
  });
}

async function expectErrorScreenToSignOut(page: Page, message: string): Promise<void> {
  const screen = page.getByRole('alert').filter({ hasText: 'Something went wrong !!!' });
  await screen.getByRole('heading', { name: 'Something went wrong !!!' }).waitFor();
  await screen.getByText(message, { exact: true }).waitFor();
  expect(await page.getByText('This part of the site is unavailable right now').count()).toBe(0);
  await screen.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByText('Create new Account').waitFor();
  await page.getByRole('link', { name: 'LogIn', exact: true }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
}

it.each([
  { layout: 'main layout', path: '/blog', module: './BlogPage' },
  { layout: 'dashboard', path: '/dashboard', module: './MyOrdersPage' },
])('shows the error screen of the $layout for a page that crashes, and its Sign Out leads to /login', async ({
  path,
  module,
}) => {
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.buyer);
  const message = `${module} crashed while rendering (injected by the test)`;
  // React reports the error its route boundary caught.
  expectConsoleError(page, new RegExp(`^Error: ${message.replace(/[.()]/g, '\\$&')}`));
  await crashCatalogPage(page, module, message);
  await page.goto(path);
  await expectErrorScreenToSignOut(page, message);
  await context.close();
});
