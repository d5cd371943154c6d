/**
 * Finding one's way on a phone and on a desktop: the navbar's Menu and the dashboard's menu at 360 px (open,
 * navigate, close with Escape and with a click outside; one line at most 64 px high), the desktop navbar
 * unchanged, and the site's icons and web app manifest as Chromium reads them. Screenshot for the README.
 *
 * @team shell
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { DEMO, homeShown, navbarMenuButton, signIn } from '../support/journeys';
import { SITE_URL } from '../support/site';

const PHONE = { width: 360, height: 740 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function heightOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.height;
}

/** The menu the button controls (aria-controls), and whether the button says it is open. */
async function expectMenuState(button: Locator, open: boolean): Promise<void> {
  expect(await button.getAttribute('aria-expanded')).toBe(String(open));
  const panelId = await button.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();
  const panel = button.page().locator(`[id="${panelId}"]`);
  expect(await panel.count()).toBe(1);
  expect(await panel.isVisible()).toBe(open);
}

/** What every screen owes a visitor: alt text on every image, nothing wider than the window. */
async function expectAccessibleLayout(page: Page): Promise<void> {
  expect(await page.locator('img:not([alt])').count()).toBe(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** Clicks the page below the open menu, on a spot that does nothing itself (no link, button or field). */
async function clickOutside(menuButton: Locator): Promise<void> {
  const page = menuButton.page();
  const panel = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
  const box = await panel.boundingBox();
  if (!box) throw new Error('the menu is not open');
  const point = await page.evaluate((below) => {
    for (let y = below + 8; y < window.innerHeight; y += 8) {
      for (const x of [4, window.innerWidth / 2, window.innerWidth - 4]) {
        const target = document.elementFromPoint(x, y);
        if (target && !target.closest('a, button, input, select, textarea, label, [tabindex]'))
          return { x, y };
      }
    }
    return null;
  }, box.y + box.height);
  if (!point) throw new Error('no quiet spot below the menu');
  await page.mouse.click(point.x, point.y);
}

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

it('folds the navbar into one line at 360 px with a Menu that opens, navigates and closes', async () => {
  const { page, context, pageErrors } = await openPage(browser, PHONE);
  await signIn(page, DEMO.seller);
  await page.goto('/');
  await homeShown(page);
  const menu = navbarMenuButton(page);
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await bell.waitFor();

  // One line: the brand, Menu, the bell and the avatar, no higher than 64 px; the links wait behind Menu.
  const header = page.locator('header').first();
  expect(await heightOf(header)).toBeLessThanOrEqual(64);
  const headerBox = await header.boundingBox();
  for (const part of [
    mainNav(page).getByRole('link', { name: 'Furniture Market' }),
    menu,
    bell,
    page.getByRole('img', { name: /profile picture$/ }),
  ]) {
    const box = await part.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(headerBox!.y);
    expect(box!.y + box!.height).toBeLessThanOrEqual(headerBox!.y + headerBox!.height);
  }
  await expectMenuState(menu, false);
  expect(await mainNav(page).getByRole('link', { name: 'Blog' }).isVisible()).toBe(false);
  await expectAccessibleLayout(page);

  // Open: the links, the search and Log Out; the bar keeps its height (the menu drops over the page).
  await menu.click();
  await expectMenuState(menu, true);
  for (const name of ['Home', 'Blog', 'Dashboard'])
    await mainNav(page).getByRole('link', { name, exact: true }).waitFor();
  await page
    .getByRole('search', { name: 'Site' })
    .getByRole('searchbox', { name: 'Search furniture' })
    .waitFor();
  await mainNav(page).getByRole('button', { name: 'Log Out' }).waitFor();
  expect(await heightOf(header)).toBeLessThanOrEqual(64);
  await expectAccessibleLayout(page);
  await screenshot(page, 'menu-phone');

  // A link navigates and closes the menu.
  await mainNav(page).getByRole('link', { name: 'Blog' }).click();
  await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
  await expectMenuState(menu, false);

  // From the keyboard: Enter opens, Tab reaches the search first, Escape closes and focus is back on Menu.
  await mainNav(page).getByRole('link', { name: 'Furniture Market' }).focus();
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe('Menu');
  // The focus ring shows.
  expect(await menu.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await expectMenuState(menu, true);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
  await page.keyboard.press('Escape');
  await expectMenuState(menu, false);
  expect(await focusedText(page)).toBe('Menu');

  // A click outside closes it.
  await menu.click();
  await expectMenuState(menu, true);
  await clickOutside(menu);
  await expectMenuState(menu, false);

  // The search sends and closes.
  await menu.click();
  await page.getByRole('searchbox', { name: 'Search furniture' }).fill('oak');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'oak');
  await expectMenuState(menu, false);

  // Log Out from the menu.
  await menu.click();
  await mainNav(page).getByRole('button', { name: 'Log Out' }).click();
  await mainNav(page)
    .getByRole('link', { name: 'LogIn', exact: true, includeHidden: true })
    .waitFor({ state: 'attached' });
  await expectMenuState(menu, false);
  expect(await heightOf(header)).toBeLessThanOrEqual(64);

  expect(pageErrors).toEqual([]);
  await context.close();
});

it("folds the dashboard's drawer into a menu of its own at 360 px", async () => {
  const { page, context } = await openPage(browser, PHONE);
  await signIn(page, DEMO.seller);
  await page.goto('/dashboard/addproduct');
  const drawer = page.getByRole('navigation', { name: 'Dashboard' });
  const menu = drawer.getByRole('button', { name: 'Dashboard menu', exact: true });
  await menu.waitFor();
  expect(await heightOf(drawer)).toBeLessThanOrEqual(64);
  await expectMenuState(menu, false);
  expect(await drawer.getByRole('link', { name: 'My Product' }).isVisible()).toBe(false);

  await menu.click();
  await expectMenuState(menu, true);
  for (const name of ['Add Product', 'My Product', 'Booking Requests', 'My Orders']) {
    await drawer.getByRole('link', { name, exact: true }).waitFor();
  }
  await expectAccessibleLayout(page);
  await screenshot(page, 'dashboard-menu-phone');
  await drawer.getByRole('link', { name: 'My Product' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/myproduct');
  await expectMenuState(menu, false);

  await menu.focus();
  await page.keyboard.press('Enter');
  await expectMenuState(menu, true);
  await page.keyboard.press('Tab');
  expect(await focusedText(page)).toBe(await drawer.getByRole('link').first().textContent());
  await page.keyboard.press('Escape');
  await expectMenuState(menu, false);
  expect(await focusedText(page)).toBe('Dashboard menu');

  await menu.click();
  await expectMenuState(menu, true);
  await clickOutside(menu);
  await expectMenuState(menu, false);
  // The navbar's menu and the dashboard's are two: opening one leaves the other closed.
  await navbarMenuButton(page).click();
  await expectMenuState(navbarMenuButton(page), true);
  await expectMenuState(menu, false);
  await context.close();
});

it('keeps the desktop navbar as one row with every link and no Menu button', async () => {
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.buyer);
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'My Orders' }).waitFor();
  expect(await navbarMenuButton(page).isVisible()).toBe(false);
  expect(
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('button', { name: 'Dashboard menu' })
      .isVisible(),
  ).toBe(false);
  const header = page.locator('header').first();
  expect(await heightOf(header)).toBeLessThanOrEqual(64);
  for (const link of ['Home', 'Blog', 'Dashboard']) {
    expect(await mainNav(page).getByRole('link', { name: link, exact: true }).isVisible()).toBe(true);
  }
  expect(await page.getByRole('searchbox', { name: 'Search furniture' }).isVisible()).toBe(true);
  expect(await mainNav(page).getByRole('button', { name: 'Log Out' }).isVisible()).toBe(true);
  expect(
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'My Orders' })
      .isVisible(),
  ).toBe(true);
  await context.close();
});

it('serves the favicon, the icons and a web app manifest that Chromium reads without an error', async () => {
  const favicon = await fetch(`${SITE_URL}/favicon.ico`);
  expect(favicon.status).toBe(200);
  // An ICO file: reserved 0, type 1.
  expect([...new Uint8Array(await favicon.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0]);

  const { page, context } = await openPage(browser);
  await page.goto('/');
  await homeShown(page);
  const session = await context.newCDPSession(page);
  const { url, errors } = (await session.send('Page.getAppManifest', {})) as {
    url: string;
    errors: { message: string }[];
  };
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);
  const manifest = (await (await fetch(url)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Furniture Market',
    short_name: 'Furniture',
    start_url: '/',
    display: 'standalone',
    theme_color: '#8a4b1f',
    background_color: '#faf6f1',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const response = await fetch(new URL(icon.src, SITE_URL));
    expect({ src: icon.src, status: response.status, type: response.headers.get('content-type') }).toEqual({
      src: icon.src,
      status: 200,
      type: icon.type,
    });
  }
  const iconHrefs = await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(iconHrefs.map((href) => new URL(href).pathname)).toEqual(['/favicon.ico', '/icon.svg']);
  await context.close();
});
