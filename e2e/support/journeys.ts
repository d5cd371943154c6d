/** Steps that many journeys share: signing in as a demo account and waiting for the session, a buyer's booking. */
import type { Locator, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'password123';
export const DEMO = {
  admin: 'admin@furniture.test',
  seller: 'seller1@furniture.test',
  otherSeller: 'seller2@furniture.test',
  buyer: 'buyer1@furniture.test',
  otherBuyer: 'buyer2@furniture.test',
};

/** The home page's heading: the app's, and the first screen's in the page's HTML. */
export const HOME_HEADING = 'The easiest way to buy & sell used furniture';

/** The app's own content, not the first screen the page's HTML lays over it while the app starts. */
export const inApp = (page: Page): Locator => page.locator('#root');

/** Waits until the app itself, not only the first screen, shows the home page. */
export async function homeShown(page: Page): Promise<void> {
  await inApp(page).getByRole('heading', { name: HOME_HEADING, exact: true, level: 1 }).waitFor();
}

export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  from = '/login',
): Promise<void> {
  if (!page.url().endsWith(from)) await page.goto(from);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Hidden or not: on a phone Log Out waits behind the navbar's Menu button.
  await page.getByRole('button', { name: 'Log Out', includeHidden: true }).waitFor({ state: 'attached' });
  await page.waitForFunction(() => !!localStorage.getItem('accessToken'));
}

/**
 * Call right after a page load of a browser that holds a session: resolves once Firebase has confirmed it. The
 * stored session shows at once and Firebase confirms it after the page settled (GET /jwt, then the role
 * calls, the last of them /users/seller/...); a test that stops the API must wait for that, or the
 * confirmation fails and signs the user out.
 */
export async function sessionConfirmed(page: Page): Promise<void> {
  await page.waitForResponse((response) => response.url().includes('/users/seller/'));
  await page.waitForFunction(() => {
    const bus = (window as unknown as { __MARKETPLACE_EVENT_BUS__?: { state: { loading: boolean } } })
      .__MARKETPLACE_EVENT_BUS__;
    return bus?.state.loading === false;
  });
}

/** The navbar's Menu button, shown on a phone only (360 px), in front of the links, the search and Log Out. */
export function navbarMenuButton(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu', exact: true });
}

/** Opens the navbar's menu when the screen folds it (a phone); on a desktop its content is always there. */
export async function openNavbarMenuIfFolded(page: Page): Promise<void> {
  const menu = navbarMenuButton(page);
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

export async function signOut(page: Page): Promise<void> {
  await openNavbarMenuIfFolded(page);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page
    .getByRole('link', { name: 'LogIn', exact: true, includeHidden: true })
    .waitFor({ state: 'attached' });
  // Log Out ends the API's session, then goes home: a journey that goes on before that is sent home under it.
  await page.waitForURL((url) => url.pathname === '/');
}

/** Confirms the delete dialog the dashboards show before removing a product or a user. */
export async function confirmDelete(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete' });
  await dialog.getByText(`If You delete ${name}, It cannot be undone`).waitFor();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
}

/** What a journey may check on the way through a booking: the product card, then the open booking dialog. */
export interface BookingChecks {
  onCard?: (card: Locator) => Promise<void>;
  onDialog?: (dialog: Locator) => Promise<void>;
}

/**
 * A signed-in buyer opens the BedRoom category, presses Buy Now on the first product still available, fills the
 * booking dialog (phone, meeting location) and waits for the confirmation. Returns the product's name.
 */
export async function bookFirstAvailable(page: Page, checks: BookingChecks = {}): Promise<string> {
  await page.goto('/products/1');
  await page.getByRole('heading', { name: 'BedRoom Furniture', level: 1 }).waitFor();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Buy Now', disabled: false }) })
    .first();
  await card.waitFor();
  const productName = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
  await checks.onCard?.(card);
  await card.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Book ${productName}` });
  await dialog.waitFor();
  await checks.onDialog?.(dialog);
  await dialog.getByLabel('Phone number').fill('01712345678');
  await dialog.getByLabel('Meeting location').fill('Dhaka, Gulshan 2');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await page.getByText(/^Dear User .* Booking Confirmed$/).waitFor();
  return productName;
}

/**
 * Opens My Orders in the dashboard and waits for the newest row of `productName` (the list is newest first; an
 * earlier journey may have booked and cancelled the same product as the same demo buyer).
 */
export async function findInMyOrders(page: Page, productName: string): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'My Orders' }).waitFor();
  await page
    .getByRole('row', { name: new RegExp(productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .waitFor();
}

export interface ProductFacts {
  name: string;
  sellPrice: string;
  originalPrice: string;
  yearsOfUse: string;
  location: string;
  /** The category's label in the select. */
  category: string;
  condition: 'excellent' | 'good' | 'fair';
}

/** As a signed-in seller: opens Add Product and fills every required field but the pictures. */
export async function fillAddProductForm(page: Page, facts: ProductFacts): Promise<void> {
  await page.goto('/dashboard/addproduct');
  await page.getByRole('heading', { name: 'Add Your Product' }).waitFor();
  await page.getByLabel('Product Name').fill(facts.name);
  await page.getByLabel('Sell Price ($)').fill(facts.sellPrice);
  await page.getByLabel('Original Price ($)').fill(facts.originalPrice);
  await page.getByLabel('Years of Use').fill(facts.yearsOfUse);
  await page.getByLabel('Location').fill(facts.location);
  await page.getByLabel('Category').selectOption({ label: facts.category });
  await page.getByLabel('Condition').selectOption(facts.condition);
}
