/**
 * Version skew: the catalog remote of the previous release, built against the previous release of
 * @marketplace/shared (e2e/skew-baseline.json, taken from git), runs beside the shell and the other remotes built
 * against the current one. The buyer's main journeys still work, on the one shared event bus.
 *
 * @team site
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { cancelMyPendingBooking } from '../support/api-as';
import { launchBrowser, openPage } from '../support/browser';
import { bookFirstAvailable, DEMO, findInMyOrders, homeShown, signIn } from '../support/journeys';
import { ARTIFACTS, PORTS, ROOT, SITE_URL, startFrontEnd, stopPart } from '../support/site';

const BASELINE = JSON.parse(readFileSync(path.join(__dirname, '..', 'skew-baseline.json'), 'utf8')) as {
  sharedVersion: string;
  commit: string;
};
const CURRENT_SHARED_VERSION = (
  JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string }
).version;

/** The previous release's shared/ and mfe-catalog/ from git, built with today's toolchain; reused per commit. */
function buildBaselineCatalog(): string {
  const tree = path.join(ARTIFACTS, 'skew', BASELINE.commit.slice(0, 12));
  const dist = path.join(tree, 'mfe-catalog', 'dist');
  if (existsSync(path.join(dist, 'mf-manifest.json'))) return dist;
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(path.join(tree, 'node_modules', '@marketplace'), { recursive: true });
  execSync(`git archive ${BASELINE.commit} shared mfe-catalog tsconfig.base.json | tar -x -C "${tree}"`, {
    cwd: ROOT,
    stdio: 'pipe',
  });
  // The old catalog resolves @marketplace/shared to the old copy; everything else comes from the root node_modules.
  symlinkSync(path.join('..', '..', 'shared'), path.join(tree, 'node_modules', '@marketplace', 'shared'));
  execSync(`"${path.join(ROOT, 'node_modules', '.bin', 'webpack')}" --mode production`, {
    cwd: path.join(tree, 'mfe-catalog'),
    stdio: 'pipe',
  });
  return dist;
}

interface ManifestShared {
  name: string;
  version: string;
  assets: { js: { sync: string[]; async: string[] } };
}
async function sharedOf(origin: string): Promise<Record<string, ManifestShared>> {
  const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as { shared: ManifestShared[] };
  return Object.fromEntries(manifest.shared.map((shared) => [shared.name, shared]));
}

const API_CLIENT = '@marketplace/shared/api-client';
const CATALOG_ORIGIN = `http://localhost:${PORTS.catalog}`;

let browser: Browser;
beforeAll(async () => {
  const baselineCatalog = buildBaselineCatalog();
  await stopPart('catalog');
  await startFrontEnd('catalog', baselineCatalog);
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await stopPart('catalog');
  await startFrontEnd('catalog');
});

it('serves a catalog built against the previous shared beside a shell built against the current one', async () => {
  expect(BASELINE.sharedVersion).not.toBe(CURRENT_SHARED_VERSION);
  const catalog = await sharedOf(CATALOG_ORIGIN);
  const shell = await sharedOf(SITE_URL);
  expect(catalog[API_CLIENT]?.version).toBe(BASELINE.sharedVersion);
  expect(shell[API_CLIENT]?.version).toBe(CURRENT_SHARED_VERSION);
});

it('runs the home page, a category list and a booking as a buyer on the old catalog', async () => {
  const { page, context, pageErrors, scripts } = await openPage(browser);
  await page.goto('/');
  await homeShown(page);
  await page.getByRole('heading', { name: 'Why shop for secondhand furniture first?' }).waitFor();

  await signIn(page, DEMO.buyer);
  const productName = await bookFirstAvailable(page, {
    // The old catalog reads the buyer from the event bus that the current shell publishes on.
    onDialog: async (dialog) => expect(await dialog.getByLabel('Email').inputValue()).toBe(DEMO.buyer),
  });
  try {
    await findInMyOrders(page, productName);
    expect(pageErrors).toEqual([]);
    // One API client (with the token interceptor) for the whole site: the shell's newer copy, not the catalog's.
    const oldCopy = (await sharedOf(CATALOG_ORIGIN))[API_CLIENT]?.assets.js;
    const oldCopyFiles = [...(oldCopy?.sync ?? []), ...(oldCopy?.async ?? [])].map(
      (file) => `${CATALOG_ORIGIN}/${file}`,
    );
    expect(oldCopyFiles.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => oldCopyFiles.includes(url))).toEqual([]);
  } finally {
    // Even when a check failed: the demo buyer's pending bookings are capped, and the next journeys book too.
    await cancelMyPendingBooking(page, productName);
  }
  await context.close();
}, 120_000);
