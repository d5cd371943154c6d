/**
 * Moving a remote to another port is one line of the site map. A copy of site.config.json with the catalog on
 * 3011 (and nothing else changed) builds the shell (`SITE_CONFIG=<copy>`, the same as `SITE_CONFIG=<copy> npm
 * run build`); the catalog's own build does not depend on its port. Served on 3011, the catalog's page renders
 * inside that shell, and nothing is asked of 3001.
 *
 * @team site
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSite } from '@marketplace/tooling/site';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { homeShown } from '../support/journeys';
import { ARTIFACTS, PORTS, ROOT, startFrontEnd, startStaticServer, stopPart } from '../support/site';

const FOLDER = path.join(ARTIFACTS, 'port-move');
const SITE_COPY = path.join(FOLDER, 'site.config.json');
const MOVED_PORT = 3011;

/** The site map with the catalog's port line changed; returns the lines that differ. */
function writeMovedSiteMap(): string[] {
  const original = readFileSync(path.join(ROOT, 'site.config.json'), 'utf8').split('\n');
  const catalogLine = original.findIndex((line) => line.includes('"name": "catalog"'));
  const portLine = original.findIndex((line, index) => index > catalogLine && line.includes('"port"'));
  const moved = original.map((line, index) =>
    index === portLine ? line.replace(/\d+/, String(MOVED_PORT)) : line,
  );
  mkdirSync(FOLDER, { recursive: true });
  writeFileSync(SITE_COPY, moved.join('\n'));
  return moved.filter((line, index) => line !== original[index]);
}

/** The shell's production build from a copy of its sources, reading the moved site map. */
function buildShell(): string {
  const folder = path.join(FOLDER, 'shell');
  rmSync(folder, { recursive: true, force: true });
  for (const entry of ['src', 'public', 'package.json', 'webpack.config.js']) {
    cpSync(path.join(ROOT, 'shell', entry), path.join(folder, entry), { recursive: true });
  }
  execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production', '--env', 'dependency', '--config', 'webpack.config.js'],
    { cwd: folder, stdio: 'pipe', env: { ...process.env, SITE_CONFIG: SITE_COPY } },
  );
  return path.join(folder, 'dist');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await stopPart('catalog-moved');
  await stopPart('shell');
  await startFrontEnd('catalog');
  await startFrontEnd('shell');
});

it('serves the catalog from another port after a one-line change of site.config.json', async () => {
  expect(writeMovedSiteMap()).toEqual([expect.stringMatching(new RegExp(`^ +"port": ${MOVED_PORT},?$`))]);
  expect(loadSite(SITE_COPY).remotes.find((remote) => remote.name === 'catalog')?.port).toBe(MOVED_PORT);
  const shellDist = buildShell();
  expect(JSON.parse(readFileSync(path.join(shellDist, 'remotes.json'), 'utf8')).remotes.catalog).toEqual({
    entry: `http://localhost:${MOVED_PORT}/mf-manifest.json`,
  });

  await stopPart('catalog');
  await stopPart('shell');
  await startStaticServer('catalog-moved', path.join(ROOT, 'mfe-catalog', 'dist'), MOVED_PORT, 'remote');
  await startStaticServer('shell', shellDist, PORTS.shell, 'shell');

  const { page, scripts, pageErrors, context } = await openPage(browser);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await homeShown(page);
  expect(scripts).toContain(`http://localhost:${MOVED_PORT}/remoteEntry.js`);
  expect(requested.filter((url) => url.startsWith(`http://localhost:${PORTS.catalog}/`))).toEqual([]);
  expect(pageErrors).toEqual([]);
  await context.close();
}, 240_000);
