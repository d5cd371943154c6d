/**
 * Copies of the shared libraries the browser downloads over a full journey (home, login, category, booking,
 * dashboard). As in e2e/tests/federation.test.ts, the federation manifests of the running site say which
 * built files carry which shared module; a library's copies are the front ends whose files for it were fetched.
 */
import { journeys, log, manifests, site, waitForQuiet, writeResult } from './support.mjs';

const LIBRARIES = {
  react: (name) => name === 'react' || name.startsWith('react/'),
  'react-dom': (name) => name === 'react-dom' || name.startsWith('react-dom/'),
  'react-router': (name) => name === 'react-router' || name === 'react-router-dom',
  'styled-components': (name) => name === 'styled-components',
  firebase: (name) => name === 'firebase' || name.startsWith('firebase/'),
};

async function journey(page) {
  await page.goto('/');
  await waitForQuiet(page);
  await journeys.signIn(page, journeys.DEMO.buyer);
  await page.getByRole('link', { name: 'BedRoom' }).first().click();
  await page.getByRole('heading', { name: 'BedRoom Furniture', level: 1 }).waitFor();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Buy Now', disabled: false }) })
    .first();
  await card.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Phone number').fill('01712345678');
  await dialog.getByLabel('Meeting location').fill('Dhaka, Gulshan 2');
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await page.getByText(/Booking Confirmed$/).waitFor();
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'My Orders' }).waitFor();
  await waitForQuiet(page);
}

export async function measure({ browser }) {
  log('singleton copies: journey home -> login -> category -> booking -> dashboard');
  const context = await browser.newContext({ baseURL: site.SITE_URL });
  const page = await context.newPage();
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  try {
    await journey(page);
  } finally {
    await context.close();
  }
  const files = await manifests.sharedLibraryFiles();
  const libraries = {};
  for (const [library, matches] of Object.entries(LIBRARIES)) {
    const modules = {};
    for (const [name, urls] of files) {
      if (!matches(name)) continue;
      const fetched = scripts.filter((url) => urls.has(url));
      modules[name] = {
        copies: new Set(fetched.map((url) => new URL(url).origin)).size,
        files: [...new Set(fetched)],
      };
    }
    const copies = Math.max(0, ...Object.values(modules).map((m) => m.copies));
    libraries[library] = { copies, modules };
    log(`${library}: ${copies} ${copies === 1 ? 'copy' : 'copies'}`);
  }
  writeResult('singleton-copies', {
    journey: ['/', '/login', '/products/1', 'booking', '/dashboard'],
    libraries,
    scriptRequests: scripts.length,
  });
}
