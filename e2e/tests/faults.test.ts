/**
 * Faults in the browser: each remote's server stopped in turn, the API stopped, the Auth
 * Emulator stopped. Every part is really stopped and started again; the site must say what is wrong,
 * keep the rest working, and recover once the part is back.
 *
 * @team site
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, type TrackedPage } from '../support/browser';
import { expectFailedRequest } from '../support/console-guard';
import { DEMO, DEMO_PASSWORD, HOME_HEADING, inApp, sessionConfirmed, signIn } from '../support/journeys';
import { expectApiDown, expectAuthEmulatorDown, expectRemoteDown } from '../support/outages';
import {
  PORTS,
  portIsOpen,
  REMOTES,
  startApi,
  startEmulator,
  startFrontEnd,
  stopPart,
} from '../support/site';

const FALLBACK = 'This part of the site is unavailable right now';

type Remote = (typeof REMOTES)[number];
type Role = 'seller' | 'admin';
interface Route {
  path: string;
  heading: string;
  as: Role;
}

/** Every route of every remote, with the role that may see it (sellers and admins see different pages). */
const ROUTES: Record<Remote, Route[]> = {
  catalog: [
    { path: '/', heading: HOME_HEADING, as: 'seller' },
    { path: '/blog', heading: 'Blog', as: 'seller' },
    { path: '/products/1', heading: 'BedRoom Furniture', as: 'seller' },
    { path: '/search?q=oak', heading: 'Search results for "oak"', as: 'seller' },
    {
      path: '/item/00000000-0000-4000-8000-000000000000',
      heading: 'This product is no longer available',
      as: 'seller',
    },
    { path: '/dashboard', heading: 'My Orders', as: 'admin' },
  ],
  auth: [
    { path: '/login', heading: 'Login', as: 'seller' },
    { path: '/signup', heading: 'Sign Up', as: 'seller' },
    { path: '/reset-password', heading: 'Reset Password', as: 'seller' },
  ],
  seller: [
    { path: '/dashboard/addproduct', heading: 'Add Your Product', as: 'seller' },
    { path: '/dashboard/myproduct', heading: 'Manage Product', as: 'seller' },
    { path: '/dashboard/bookings', heading: 'Booking Requests', as: 'seller' },
  ],
  admin: [
    { path: '/dashboard/allbuyers', heading: 'Manage Buyers', as: 'admin' },
    { path: '/dashboard/allsellers', heading: 'Manage Sellers', as: 'admin' },
    { path: '/dashboard/reporteditems', heading: 'Reported Items', as: 'admin' },
  ],
  messages: [{ path: '/dashboard/messages', heading: 'Messages', as: 'seller' }],
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function heading(page: Page, name: string) {
  return inApp(page).getByRole('heading', { name, exact: true }).first();
}

describe('each remote stopped in turn', () => {
  const sessions = {} as Record<Role, TrackedPage>;
  beforeAll(async () => {
    for (const role of ['seller', 'admin'] as const) {
      sessions[role] = await openPage(browser);
      await signIn(sessions[role].page, DEMO[role]);
    }
  });
  afterAll(async () => {
    for (const session of Object.values(sessions)) await session.context.close();
  });
  afterEach(async () => {
    // Leave the site whole for the next case even when this one failed half-way.
    for (const remote of REMOTES) if (!(await portIsOpen(PORTS[remote]))) await startFrontEnd(remote);
  });

  it.each(
    REMOTES,
  )('%s down: its routes show the fallback, every other remote works, and it recovers', async (down) => {
    await stopPart(down);
    for (const { page } of Object.values(sessions)) {
      expectRemoteDown(page, down);
      // The unknown product's document answers 404 (for search engines) whichever remote is down.
      expectFailedRequest(page, /\/item\/00000000-0000-4000-8000-000000000000$/, 404);
    }
    for (const route of ROUTES[down]) {
      const { page } = sessions[route.as];
      await page.goto(route.path);
      await page.getByText(FALLBACK).waitFor();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    }
    for (const remote of REMOTES.filter((other) => other !== down)) {
      const [route] = ROUTES[remote] as [Route];
      const { page } = sessions[route.as];
      await page.goto(route.path);
      await heading(page, route.heading).waitFor();
    }

    const [first] = ROUTES[down] as [Route];
    const { page } = sessions[first.as];
    await page.goto(first.path);
    await page.getByText(FALLBACK).waitFor();
    await startFrontEnd(down);
    await page.getByRole('button', { name: 'Retry' }).click();
    await heading(page, first.heading).waitFor();
    expect(await page.getByText(FALLBACK).count()).toBe(0);
    expect([...sessions.seller.pageErrors, ...sessions.admin.pageErrors]).toEqual([]);
    expect([...sessions.seller.cspViolations, ...sessions.admin.cspViolations]).toEqual([]);
  });
});

describe('the API stopped', () => {
  afterEach(async () => {
    if (!(await portIsOpen(PORTS.api))) await startApi();
  });

  it('shows a dashboard page a clear error with Retry, and the data once the API is back', async () => {
    const { page, context, pageErrors } = await openPage(browser);
    await signIn(page, DEMO.seller);
    await page.goto('/dashboard/addproduct');
    const confirmed = sessionConfirmed(page);
    await heading(page, 'Add Your Product').waitFor();
    await confirmed;
    await stopPart('api');
    expectApiDown(page);
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'My Product' })
      .click();
    await heading(page, 'Manage Product').waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load' });
    await alert.waitFor({ timeout: 30_000 });
    await alert.getByText(/Cannot reach the server/).waitFor();
    await startApi();
    // Retry shows the data. The bell's event stream may reopen first and refresh the page by itself (its
    // newest notification reaches the page's query): then the alert is gone and there is no Retry to press.
    await alert
      .getByRole('button', { name: 'Retry' })
      .click({ timeout: 10_000 })
      .catch(async (error) => {
        if ((await alert.count()) > 0) throw error;
      });
    await page.getByRole('row').nth(1).waitFor({ timeout: 30_000 });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

const EMULATOR_API = `http://127.0.0.1:${PORTS.emulator}/identitytoolkit.googleapis.com/v1`;
interface Account {
  localId: string;
  email: string;
  emailVerified?: boolean;
  displayName?: string;
  photoUrl?: string;
}
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** The demo accounts as the emulator holds them (uid, name, picture), read with the emulator's owner token. */
async function demoAccounts(): Promise<Account[]> {
  const response = await fetch(`${EMULATOR_API}/projects/demo-furniture/accounts:batchGet?maxResults=1000`, {
    headers: owner,
  });
  const { users = [] } = (await response.json()) as { users?: Account[] };
  const demo = new Set<string>(Object.values(DEMO));
  return users.filter((user) => demo.has(user.email));
}

/**
 * The emulator keeps accounts in memory: a restart loses them. They come back with the uids they had, since the
 * API binds each user to its Firebase uid (a new uid for an address would be a re-registration: a fresh account).
 */
async function restoreAccounts(accounts: Account[]): Promise<void> {
  const users = accounts.map(({ localId, email, emailVerified, displayName, photoUrl }) => ({
    localId,
    email,
    emailVerified,
    displayName,
    photoUrl,
    rawPassword: DEMO_PASSWORD,
  }));
  const response = await fetch(`${EMULATOR_API}/projects/demo-furniture/accounts:batchCreate`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ users }),
  });
  const answer = (await response.json()) as { error?: unknown[] };
  if (!response.ok || (answer.error ?? []).length > 0) {
    throw new Error(`Could not restore the demo accounts: ${response.status} ${JSON.stringify(answer)}`);
  }
}

describe('the Auth Emulator stopped', () => {
  let accounts: Account[] = [];
  beforeAll(async () => {
    accounts = await demoAccounts();
  });
  afterEach(async () => {
    if (!(await portIsOpen(PORTS.emulator))) {
      await startEmulator();
      await restoreAccounts(accounts);
    }
  });

  it('makes login say it cannot reach the sign-in service and end its busy state, then work once it is back', async () => {
    const { page, context, pageErrors } = await openPage(browser);
    await page.goto('/login');
    await heading(page, 'Login').waitFor();
    await stopPart('emulator');
    expectAuthEmulatorDown(page);
    await page.getByLabel('Email', { exact: true }).fill(DEMO.buyer);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.click();
    const error = page.getByRole('alert').filter({ hasText: 'network-request-failed' });
    await error.waitFor({ timeout: 30_000 });
    await error.getByText(/cannot reach the sign-in service/i).waitFor();
    expect(await login.isEnabled()).toBe(true);

    expect(accounts.map((account) => account.email)).toContain(DEMO.buyer);
    await startEmulator();
    await restoreAccounts(accounts);
    await signIn(page, DEMO.buyer);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
