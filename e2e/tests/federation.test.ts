/**
 * The site is assembled at run time: each remote's routes render inside the shell, the browser downloads
 * one copy of each shared singleton, a remote that goes down shows a fallback while the rest keeps working,
 * and comes back on Retry without a page reload.
 *
 * @team shell
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { expectFailedRequest } from '../support/console-guard';
import { HOME_HEADING, inApp } from '../support/journeys';
import { sharedLibraryFiles } from '../support/manifests';
import { expectRemoteDown } from '../support/outages';
import { PORTS, startFrontEnd, stopPart } from '../support/site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const REMOTE_PAGES = [
  { path: '/', remote: 'catalog', heading: HOME_HEADING },
  { path: '/blog', remote: 'catalog', heading: 'Blog' },
  { path: '/login', remote: 'auth', heading: 'Login' },
  { path: '/signup', remote: 'auth', heading: 'Sign Up' },
];

describe('remotes federated at run time', () => {
  it.each(REMOTE_PAGES)('renders $path from the $remote remote inside the shell', async ({
    path,
    remote,
    heading,
  }) => {
    const { page, scripts, pageErrors, context } = await openPage(browser);
    await page.goto(path);
    // In the app, not the document's first screen, which may carry the same heading before the app has started.
    await inApp(page).getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    const port = PORTS[remote as keyof typeof PORTS];
    expect(scripts.some((url) => url.startsWith(`http://localhost:${port}/`))).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor of a guarded dashboard page to /login', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/dashboard/addproduct');
    await page.waitForURL('**/login');
    await page.getByText('Create new Account').waitFor();
    await context.close();
  });

  it('shows the not-found screen with a way home for an unknown path', async () => {
    const { page, context } = await openPage(browser);
    expectFailedRequest(page, /\/no\/such\/page$/, 404); // the document's status, for search engines
    await page.goto('/no/such/page');
    // The document's first screen already says 'Page not found'; the app's own screen has the picture too.
    await page.getByRole('img', { name: /this page does not exist/ }).waitFor();
    await inApp(page).getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('shared singletons', () => {
  it('downloads exactly one copy of each shared library over a journey through every remote', async () => {
    const { page, scripts, context } = await openPage(browser);
    expectFailedRequest(page, /\/no-such-page$/, 404);
    for (const path of ['/', '/blog', '/login', '/signup', '/no-such-page']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const files = await sharedLibraryFiles();
    // The shell shares react-router-dom with react-router bundled inside (shell/src/federation/shared-react-router-dom.ts).
    const SHARE_KEYS: Record<string, string[]> = {
      react: ['react'],
      'react-dom': ['react-dom'],
      'react-router': ['react-router', 'react-router-dom'],
      'styled-components': ['styled-components'],
      zustand: ['zustand'],
      '@tanstack/react-query': ['@tanstack/react-query'],
      '@marketplace/shared/event-bus': ['@marketplace/shared/event-bus'],
    };
    const copies: Record<string, number> = {};
    for (const [library, keys] of Object.entries(SHARE_KEYS)) {
      const providers = new Set(
        scripts
          .filter((url) => keys.some((key) => files.get(key)?.has(url)))
          .map((url) => new URL(url).origin),
      );
      copies[library] = providers.size;
    }
    expect(copies).toEqual({
      react: 1,
      'react-dom': 1,
      'react-router': 1,
      'styled-components': 1,
      zustand: 1,
      '@tanstack/react-query': 1,
      '@marketplace/shared/event-bus': 1,
    });
    await context.close();
  });
});

describe('a remote on its own', () => {
  // Remotes leave the federation runtime to the page (the shell's); their standalone page loads its own.
  it.each([
    { remote: 'catalog', path: '/blog', heading: 'Blog' },
    { remote: 'auth', path: '/login', heading: 'Login' },
  ] as const)('serves a standalone page of $remote that renders $path', async ({ remote, path, heading }) => {
    const { page, pageErrors, context } = await openPage(browser);
    await page.goto(`http://localhost:${PORTS[remote]}${path}`);
    await page.getByText(`${remote} (standalone)`).waitFor();
    await page.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('first load of the home page', () => {
  it('preloads remotes.json, the start chunks of the shell, the catalog entry and page module and the hero image, downloads each once, and no manifest', async () => {
    const { page, context } = await openPage(browser);
    const heroRequests: string[] = [];
    const configRequests: string[] = [];
    const catalogRequests: string[] = [];
    const shellScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/slide-living-room-')) heroRequests.push(request.url());
      if (request.url().endsWith('/remotes.json')) configRequests.push(request.url());
      if (
        /\/(mf-manifest\.json|remoteEntry\.js|routes\.json|__federation_expose_HomePage\.\w+\.js)$/.test(
          request.url(),
        ) &&
        request.url().includes(`:${PORTS.catalog}/`)
      )
        catalogRequests.push(new URL(request.url()).pathname.replace(/\.\w+\.js$/, '.js'));
      if (request.url().startsWith(`http://localhost:${PORTS.shell}/`) && request.url().endsWith('.js'))
        shellScripts.push(new URL(request.url()).pathname.replace(/\.\w+\.js$/, '.js'));
    });
    await page.goto('/');
    await page.getByRole('img', { name: /teal three-seat sofa/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const preload = page.locator('link[rel="preload"][as="image"]');
    expect(await preload.getAttribute('imagesrcset')).toMatch(
      new RegExp(`^http://localhost:${PORTS.catalog}/assets/slide-living-room-640\\..+ 640w, `),
    );
    expect(heroRequests).toHaveLength(1);
    expect(configRequests).toHaveLength(1);
    expect(await page.locator('link[rel="preload"][href="/remotes.json"]').count()).toBe(1);
    // early.js hints them while main.js and the shared libraries download; the runtime then uses those responses.
    // The runtime is given the entry beside the manifest (the shell has no manifest code: disableSnapshot).
    expect(catalogRequests.sort()).toEqual([
      '/__federation_expose_HomePage.js',
      '/remoteEntry.js',
      '/routes.json',
    ]);
    // The shared libraries the page starts with come in one file (shell/webpack.config.js, startupChunk).
    // index.html preloads it and the bootstrap chunk at low priority; main.js then uses those responses.
    expect(shellScripts).toEqual(
      expect.arrayContaining(['/early.js', '/main.js', '/startup.js', '/bootstrap.js']),
    );
    for (const chunk of ['/startup.js', '/bootstrap.js']) {
      expect(shellScripts.filter((script) => script === chunk)).toHaveLength(1);
    }
    const chunkPreloads = page.locator('link[rel="preload"][as="script"][fetchpriority="low"]');
    expect(
      (await chunkPreloads.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).map(
        (href) => href?.replace(/\.\w+\.js$/, '.js'),
      ),
    ).toEqual(['/startup.js', '/bootstrap.js']);
    expect(
      await page
        .locator(`link[rel="preload"][href="http://localhost:${PORTS.catalog}/remoteEntry.js"]`)
        .count(),
    ).toBe(1);
    expect(
      await page.evaluate(
        () => (document.querySelector('img[fetchpriority="high"]') as HTMLImageElement).currentSrc,
      ),
    ).toBe(heroRequests[0]);
    await context.close();
  });

  it('downloads no Firebase code for a visitor who is not signed in, and shows Login at once', async () => {
    const { page, scripts, context } = await openPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'LogIn', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // past the shell's settle window, when a stored session would start Firebase
    const files = await sharedLibraryFiles();
    const firebase = [...(files.get('firebase/auth') ?? []), ...(files.get('firebase/app') ?? [])];
    expect(scripts.filter((url) => firebase.includes(url) || url.includes('firebase-session'))).toEqual([]);
    await context.close();
  });
});

describe('a remote that is down', () => {
  afterEach(async () => {
    // Leave the site whole for the next test even when this one failed half-way.
    const { portIsOpen } = await import('../support/site');
    if (!(await portIsOpen(PORTS.auth))) await startFrontEnd('auth');
  });

  it('shows a fallback on its routes, keeps the rest working, and recovers on Retry without a reload', async () => {
    const { page, context, pageErrors } = await openPage(browser);
    await page.goto('/');
    await inApp(page).getByText(HOME_HEADING).waitFor();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await stopPart('auth');
    expectRemoteDown(page, 'auth');
    await page.getByRole('link', { name: 'LogIn', exact: true }).click();
    await page.getByText('This part of the site is unavailable right now').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { name: 'Blog', exact: true, level: 1 }).waitFor();

    await page.getByRole('link', { name: 'LogIn', exact: true }).click();
    await page.getByText('This part of the site is unavailable right now').waitFor();
    await startFrontEnd('auth');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Create new Account').waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('does not stall the start of the site when a remote is down at first load', async () => {
    await stopPart('seller');
    try {
      const { page, context } = await openPage(browser);
      expectRemoteDown(page, 'seller');
      const started = Date.now();
      await page.goto('/');
      await inApp(page).getByText(HOME_HEADING).waitFor();
      expect(Date.now() - started).toBeLessThan(10_000);
      await context.close();
    } finally {
      await startFrontEnd('seller');
    }
  });
});
