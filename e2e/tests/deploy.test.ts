/**
 * Deploy and roll back one remote while a tab stays open. The shell's static server serves a site folder
 * (the shell's files as built, plus `remotes.json`); `npm run deploy -w mfe-catalog` adds a versioned catalog
 * folder to it and switches `remotes.json`, `npm run rollback` switches back. The shell is never rebuilt. The
 * messages remote, the newest team's, deploys and rolls back the same way.
 *
 * @team site
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { signedIn } from '../support/api-as';
import { launchBrowser, openPage, type TrackedPage } from '../support/browser';
import { buildCatalogReleaseTwo, RELEASE_TWO_BANNER } from '../support/catalog-release';
import { DEMO, homeShown } from '../support/journeys';
import { ARTIFACTS, ROOT, SITE_URL, startFrontEnd, stopPart } from '../support/site';

const SITE = path.join(ARTIFACTS, 'deploy-site');
/** A remote's release versions start with its package version (`1.4.0-<content hash>`), as a pattern. */
const packageVersion = (folder: string) =>
  (
    JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')) as { version: string }
  ).version.replaceAll('.', '\\.');
const CATALOG_VERSION = packageVersion('mfe-catalog');
const MESSAGES_VERSION = packageVersion('mfe-messages');
const BLOG_HEADING = { name: 'Blog', level: 1 } as const;

function npmRun(script: 'deploy' | 'rollback', from?: string, packageName = 'mfe-catalog'): string {
  const args = ['run', '--silent', script, '-w', packageName, '--', '--to', SITE];
  if (from) args.push('--from', from);
  return execFileSync('npm', args, { cwd: ROOT, encoding: 'utf8' });
}

function liveEntry(remote: string): string {
  return JSON.parse(readFileSync(path.join(SITE, 'remotes.json'), 'utf8')).remotes[remote].entry;
}

const liveCatalogEntry = () => liveEntry('catalog');

/** Every answer of the site's own server that failed: a missing chunk after a deploy shows up here. */
function failedResponses(tracked: TrackedPage): string[] {
  const failed: string[] = [];
  tracked.page.on('response', (response) => {
    if (response.url().startsWith(SITE_URL) && response.status() >= 400) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  });
  return failed;
}

function navLink(tracked: TrackedPage, name: string) {
  return tracked.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

async function openBlogInNewTab(browser: Browser): Promise<{ tracked: TrackedPage; banner: boolean }> {
  const tracked = await openPage(browser);
  await tracked.page.goto('/blog');
  await tracked.page.getByRole('heading', BLOG_HEADING).waitFor();
  const banner = (await tracked.page.getByText(RELEASE_TWO_BANNER).count()) > 0;
  return { tracked, banner };
}

let browser: Browser;
let releaseTwo: string;
beforeAll(async () => {
  releaseTwo = buildCatalogReleaseTwo();
  rmSync(SITE, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'shell', 'dist'), SITE, { recursive: true });
  npmRun('deploy');
  await stopPart('shell');
  await startFrontEnd('shell', SITE);
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await stopPart('shell');
  await startFrontEnd('shell');
});

it('keeps an open tab working through a deploy and a rollback, while new tabs get the live version', async () => {
  const releaseOne = liveCatalogEntry();
  expect(releaseOne).toMatch(new RegExp(`^/mfe-catalog/${CATALOG_VERSION}-[0-9a-f]{10}/mf-manifest\\.json$`));

  const open = await openPage(browser);
  const openTabFailures = failedResponses(open);
  await open.page.goto('/');
  await homeShown(open.page);
  const releaseOneFolder = releaseOne.replace('mf-manifest.json', '');
  expect(open.scripts.some((url) => url.startsWith(SITE_URL + releaseOneFolder))).toBe(true);

  expect(npmRun('deploy', releaseTwo)).toMatch(new RegExp(`catalog now serves ${CATALOG_VERSION}-`));
  const releaseTwoEntry = liveCatalogEntry();
  expect(releaseTwoEntry).not.toBe(releaseOne);

  // The open tab still runs release one: its blog chunk, loaded only now, comes from release one's folder.
  const scriptsBeforeBlog = open.scripts.length;
  await navLink(open, 'Blog').click();
  await open.page.getByRole('heading', BLOG_HEADING).waitFor();
  expect(await open.page.getByText(RELEASE_TWO_BANNER).count()).toBe(0);
  const blogChunks = open.scripts
    .slice(scriptsBeforeBlog)
    .filter((url) => url.startsWith(`${SITE_URL}/mfe-catalog/`));
  expect(blogChunks.length).toBeGreaterThan(0);
  expect(blogChunks.filter((url) => !url.startsWith(SITE_URL + releaseOneFolder))).toEqual([]);

  const afterDeploy = await openBlogInNewTab(browser);
  expect(afterDeploy.banner).toBe(true);
  const newTabFailures = failedResponses(afterDeploy.tracked);

  expect(npmRun('rollback')).toMatch(new RegExp(`catalog now serves ${CATALOG_VERSION}-`));
  expect(liveCatalogEntry()).toBe(releaseOne);

  const afterRollback = await openBlogInNewTab(browser);
  expect(afterRollback.banner).toBe(false);
  await afterRollback.tracked.context.close();

  // Both older tabs go on to a route of the catalog they have not loaded yet: their release is still served.
  for (const tracked of [open, afterDeploy.tracked]) {
    await navLink(tracked, 'Home').click();
    await tracked.page.getByRole('heading', { name: 'Why shop for secondhand furniture first?' }).waitFor();
  }
  expect(openTabFailures).toEqual([]);
  expect(newTabFailures).toEqual([]);
  expect(open.pageErrors).toEqual([]);
  expect(await open.page.getByText('This part of the site is unavailable right now').count()).toBe(0);
  await open.context.close();
  await afterDeploy.tracked.context.close();
}, 180_000);

it("deploys and rolls back the messages remote: a signed-in user's next visit loads the live version", async () => {
  const builtMessages = path.join(ROOT, 'mfe-messages', 'dist');
  // A second release of the same code: one more file changes its content hash, so its version.
  const releaseTwo = path.join(ARTIFACTS, 'messages-release-two');
  rmSync(releaseTwo, { recursive: true, force: true });
  cpSync(builtMessages, releaseTwo, { recursive: true });
  writeFileSync(path.join(releaseTwo, 'release-note.txt'), 'release two\n');

  expect(npmRun('deploy', builtMessages, 'mfe-messages')).toMatch(
    new RegExp(`messages now serves ${MESSAGES_VERSION}-`),
  );
  const releaseOne = liveEntry('messages');
  expect(npmRun('deploy', releaseTwo, 'mfe-messages')).toMatch(
    new RegExp(`messages now serves ${MESSAGES_VERSION}-`),
  );
  const second = liveEntry('messages');
  expect(second).not.toBe(releaseOne);

  const visit = async (entry: string) => {
    const tracked = await signedIn(browser, DEMO.buyer);
    const failures = failedResponses(tracked);
    await tracked.page.goto('/dashboard/messages');
    await tracked.page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    const folder = SITE_URL + entry.replace('mf-manifest.json', '');
    const messagesScripts = tracked.scripts.filter((url) => url.startsWith(`${SITE_URL}/mfe-messages/`));
    expect(messagesScripts.length).toBeGreaterThan(0);
    expect(messagesScripts.filter((url) => !url.startsWith(folder))).toEqual([]);
    expect(failures).toEqual([]);
    expect(tracked.pageErrors).toEqual([]);
    await tracked.context.close();
  };
  await visit(second);
  expect(npmRun('rollback', undefined, 'mfe-messages')).toMatch(
    new RegExp(`messages now serves ${MESSAGES_VERSION}-`),
  );
  expect(liveEntry('messages')).toBe(releaseOne);
  await visit(releaseOne);
}, 180_000);
