/**
 * Hostile names render as text, the static servers send the security headers, the shell's
 * Content-Security-Policy names exactly the origins of its runtime config, and the API's CORS answers
 * only the configured front ends.
 *
 * @team site
 */
import type { RemotesConfig } from '@marketplace/shared/types';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { DEMO, signIn, signOut } from '../support/journeys';
import { API_URL, PORTS, REMOTES, SITE_URL } from '../support/site';

const XSS_NAME = '<img src=x onerror=alert(1)>';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('security headers of the static servers', () => {
  it.each([
    '/',
    '/products/1',
    '/dashboard/myproduct',
  ])('serves %s with a CSP, nosniff and a referrer policy', async (path) => {
    const response = await fetch(`${SITE_URL}${path}`);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each(
    REMOTES,
  )("serves the %s remote's files with nosniff, a referrer policy and CORS for the shell only", async (remote) => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'routes.json']) {
      const response = await fetch(`http://localhost:${PORTS[remote]}/${file}`, {
        headers: { Origin: 'http://evil.example' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('access-control-allow-origin')).toBe(new URL(SITE_URL).origin);
    }
  });

  it.each(REMOTES)("forbids framing the %s remote's own page", async (remote) => {
    for (const path of ['/', '/index.html', '/some/page']) {
      const response = await fetch(`http://localhost:${PORTS[remote]}${path}`);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(
        directives(response.headers.get('content-security-policy') ?? '').get('frame-ancestors'),
      ).toEqual(["'none'"]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it("allows exactly the origins of the shell's remotes.json, and no inline or eval'd script", async () => {
    const config = (await (await fetch(`${SITE_URL}/remotes.json`)).json()) as RemotesConfig;
    const policy = directives((await fetch(SITE_URL)).headers.get('content-security-policy') ?? '');
    const remotes = Object.values(config.remotes).map(({ entry }) => new URL(entry).origin);
    const api = [new URL(config.apiUrl).origin, new URL(config.imageUploadUrl).origin];
    const auth = config.firebase.authEmulatorHost ? [`http://${config.firebase.authEmulatorHost}`] : [];
    // This site lets a developer point one remote at a build of their own (?remote-override=): on this machine only.
    const overrides = config.allowRemoteOverrides ? (config.remoteOverrideOrigins ?? []) : [];
    const origins = (directive: string) =>
      new Set((policy.get(directive) ?? []).filter((source) => /^https?:/.test(source)));

    expect(origins('script-src')).toEqual(new Set([...remotes, ...overrides]));
    expect(origins('connect-src')).toEqual(new Set([...remotes, ...api, ...auth, ...overrides]));
    expect(origins('img-src')).toEqual(new Set([...remotes, ...api, ...overrides]));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    for (const directive of ['object-src', 'frame-src', 'frame-ancestors'])
      expect(policy.get(directive)).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain('*');
  });
});

describe("the API's CORS", () => {
  it('answers the front ends and no other origin', async () => {
    for (const port of [PORTS.shell, ...REMOTES.map((remote) => PORTS[remote])]) {
      const origin = `http://localhost:${port}`;
      const response = await fetch(`${API_URL}/products/1`, { headers: { Origin: origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const evil = 'http://evil.example';
    const simple = await fetch(`${API_URL}/products/1`, { headers: { Origin: evil } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${API_URL}/products`, {
      method: 'OPTIONS',
      headers: {
        Origin: evil,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('a product named like a script', () => {
  async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const response = await fetch(`${API_URL}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** The name shows as its own characters, and no element was made from it. */
  async function expectLiteralName(page: Page, within = page.locator('body')) {
    await within.getByText(XSS_NAME, { exact: true }).first().waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  }

  it('renders as text in the category, Manage Product, the home page, Reported Items and My Orders', async () => {
    const { page, context, pageErrors, cspViolations } = await openPage(browser);
    // The CSP alone would stop the handler; the literal text and the missing <img> prove the escaping.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await signIn(page, DEMO.seller);
    const [sample] = await api<{ picture: string }[]>(page, 'GET', '/products/3');
    const product = await api<{ _id: string }>(page, 'POST', '/products', {
      name: XSS_NAME,
      picture: sample?.picture,
      resalePrice: 10,
      originalPrice: 20,
      yearsOfUse: '1 Year Use',
      location: 'Dhaka',
      categoryId: 3,
      condition: 'good',
    });
    try {
      await page.goto('/dashboard/myproduct');
      const row = page.getByRole('row', { name: /<img src=x onerror=alert\(1\)>/ });
      await expectLiteralName(page, row);
      await row.getByRole('button', { name: `Advertise ${XSS_NAME}` }).click();
      await row.getByText('Advertised', { exact: true }).waitFor();

      await page.goto('/');
      // The advertised row loads as it comes near the screen.
      await page
        .getByRole('heading', { name: 'Why shop for secondhand furniture first?' })
        .scrollIntoViewIfNeeded();
      const advertised = page.getByRole('region', { name: 'Advertised' });
      await expectLiteralName(page, advertised);
      await signOut(page);

      await signIn(page, DEMO.buyer);
      await page.goto('/products/3');
      const card = page.getByRole('article', { name: XSS_NAME });
      await expectLiteralName(page, card);
      await card.getByRole('button', { name: 'Report' }).click();
      const report = page.getByRole('dialog', { name: `Report ${XSS_NAME}` });
      await report.getByLabel('Reason').fill('A script in the name');
      await report.getByRole('button', { name: 'Send report' }).click();
      await page.getByText('Report sent').waitFor();

      await card.getByRole('button', { name: 'Buy Now' }).click();
      const booking = page.getByRole('dialog', { name: `Book ${XSS_NAME}` });
      await booking.getByLabel('Phone number').fill('01712345678');
      await booking.getByLabel('Meeting location').fill('Dhaka');
      await booking.getByRole('button', { name: 'Confirm booking' }).click();
      await page.getByText(/^Dear User .* Booking Confirmed$/).waitFor();
      await page.goto('/dashboard');
      await expectLiteralName(page, page.getByRole('row', { name: /<img src=x onerror=alert\(1\)>/ }));
      await signOut(page);

      await signIn(page, DEMO.admin);
      await page.goto('/dashboard/reporteditems');
      const reported = page.getByRole('article', { name: XSS_NAME });
      await expectLiteralName(page, reported);
      await reported.getByRole('button', { name: `Dismiss reports on ${XSS_NAME}` }).click();
      await reported.waitFor({ state: 'detached' });
      await signOut(page);
    } finally {
      await signIn(page, DEMO.seller).catch(() => undefined);
      await api(page, 'DELETE', `/products/${product._id}`).catch(() => undefined);
    }
    expect(dialogs).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
