/**
 * A remote owns its pages: a page added only inside the seller's folder (a page file and its entry in pages.json)
 * is served by the running shell, at its path, under its guard, with its drawer entry, after the seller's build
 * alone. A copy of the seller's folder gets the page, is built there and is served on the seller's port; the
 * shell and the other remotes are the ones already running.
 *
 * @team seller
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { DEMO, signIn } from '../support/journeys';
import {
  ARTIFACTS,
  PACKAGE_OF,
  PORTS,
  ROOT,
  startFrontEnd,
  startStaticServer,
  stopPart,
  waitForPort,
} from '../support/site';

const FOLDER = path.join(ARTIFACTS, 'remote-page', PACKAGE_OF.seller);
const PAGE = {
  path: '/dashboard/sales-report',
  layout: 'dashboard',
  access: 'seller',
  module: './SalesReportPage',
  source: 'src/features/sales-report/SalesReportPage.tsx',
  menuLabel: 'Sales Report',
};

/** The seller's folder copied, with one page more; returns the files that differ from the original folder. */
function addPageToCopy(): string[] {
  const original = path.join(ROOT, PACKAGE_OF.seller);
  rmSync(FOLDER, { recursive: true, force: true });
  mkdirSync(FOLDER, { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.js']) {
    cpSync(path.join(original, entry), path.join(FOLDER, entry), { recursive: true });
  }
  // The copy sits deeper than the package: its tsconfig names the base by its absolute path.
  writeFileSync(
    path.join(FOLDER, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(ROOT, 'tsconfig.base.json'), include: ['src'] }),
  );
  const pages = JSON.parse(readFileSync(path.join(original, 'pages.json'), 'utf8'));
  pages.pages.push(PAGE);
  writeFileSync(path.join(FOLDER, 'pages.json'), JSON.stringify(pages, null, 2));
  mkdirSync(path.dirname(path.join(FOLDER, PAGE.source)), { recursive: true });
  writeFileSync(
    path.join(FOLDER, PAGE.source),
    'export default function SalesReportPage() {\n  return <h1>Sales report</h1>;\n}\n',
  );
  return ['pages.json', PAGE.source];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await stopPart('seller-with-page');
  await waitForPort(PORTS.seller, false, 15_000);
  await startFrontEnd('seller');
});

it("serves a page added only in the seller's pages.json, under its guard, after the seller's build alone", async () => {
  expect(addPageToCopy()).toEqual(['pages.json', PAGE.source]);
  execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production', '--env', 'dependency', '--config', 'webpack.config.js'],
    { cwd: FOLDER, stdio: 'pipe' },
  );
  const dist = path.join(FOLDER, 'dist');
  const published = JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8'));
  expect(published.routes).toContainEqual(
    expect.objectContaining({ path: PAGE.path, access: 'seller', module: PAGE.module }),
  );

  await stopPart('seller');
  await startStaticServer('seller-with-page', dist, PORTS.seller, 'remote');

  const { page, context, pageErrors } = await openPage(browser);
  // The document server reads the route list the seller's port serves now, as the app does: the page exists.
  const document = await page.goto(PAGE.path);
  expect(document?.status()).toBe(200);
  expect(await document?.headerValue('x-robots-tag')).toBe('noindex');
  await page.waitForURL((url) => url.pathname === '/login');

  await signIn(page, DEMO.seller);
  await page.goto(PAGE.path);
  await page.getByRole('heading', { name: 'Sales report', exact: true }).waitFor();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: PAGE.menuLabel })
    .waitFor();
  expect(pageErrors).toEqual([]);
  await context.close();
});
