/**
 * docs/team-workflow.md's release section, typed as written, in its order, against `npm start`'s runner on a
 * release site folder it has never seen (a fresh clone's): the first start makes each remote's build its stable
 * release, each `npm run release` line changes what the running site serves (its public /remotes.json), the
 * Releases page shows a section per remote, and a second start keeps the release state.
 * `npm run build -w mfe-catalog` stands for "your change, built": a production build of unchanged sources would
 * give the same version, so the journey writes a changed build in its place (the built catalog and one more file).
 * It stops the suite's own site for the time it runs, and starts it again after.
 *
 * @team site
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { DEMO, DEMO_PASSWORD, signIn } from '../support/journeys';
import {
  type NpmStart,
  RELEASE_SITE,
  setReleaseSiteAside,
  startNpmStart,
  stopNpmStart,
} from '../support/npm-start';
import { ARTIFACTS, giveSuiteSiteBack, REMOTES, ROOT, SITE, SITE_URL, stopSite } from '../support/site';

const KEPT_SITE = path.join(ARTIFACTS, 'release-day-kept-site');
const DATA_DIR = path.join(ARTIFACTS, 'release-day-api-data');
const CATALOG_DIST = path.join(ROOT, 'mfe-catalog', 'dist');
const CHANGE_FILE = path.join(CATALOG_DIST, 'release-day-change.txt');

interface PublicRelease {
  entry: string;
  version?: string;
  status?: string;
  canary?: { version: string; share: number };
}

let browser: Browser;
let runner: NpmStart | undefined;
let putReleaseSiteBack = () => {};

/** The fenced block of the Release section, one command a line, comments dropped. */
function releaseCommands(): string[] {
  const doc = readFileSync(path.join(ROOT, 'docs', 'team-workflow.md'), 'utf8');
  const section = doc.slice(doc.indexOf('\n## Release\n'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '');
}

/** What every browser reads: the shell's /remotes.json. */
async function servedCatalog(): Promise<PublicRelease & Record<string, unknown>> {
  const response = await fetch(`${SITE_URL}/remotes.json`, { cache: 'no-store' });
  return (await response.json()).remotes.catalog;
}

async function waitForServed(check: (catalog: PublicRelease) => boolean): Promise<PublicRelease> {
  const until = Date.now() + 5_000;
  for (;;) {
    const catalog = await servedCatalog();
    if (check(catalog)) return catalog;
    if (Date.now() > until) throw new Error(`The site still serves ${JSON.stringify(catalog)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const type = (line: string) => execFileSync('sh', ['-c', line], { cwd: ROOT, encoding: 'utf8' });

beforeAll(async () => {
  await stopSite();
  putReleaseSiteBack = setReleaseSiteAside(KEPT_SITE);
  rmSync(DATA_DIR, { recursive: true, force: true });
  browser = await launchBrowser();
  runner = await startNpmStart(DATA_DIR);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stopNpmStart(runner);
  rmSync(CHANGE_FILE, { force: true });
  putReleaseSiteBack();
  await giveSuiteSiteBack();
}, 240_000);

it('runs the documented release day on a fresh npm start, and a second start keeps its state', async () => {
  for (const remote of REMOTES)
    expect(runner?.output()).toMatch(new RegExp(`${remote}: its build is the stable release`));
  // Every remote's status names its stable version.
  for (const { name, package: pkg } of SITE.remotes) {
    expect(type(`npm run --silent release -w ${pkg} -- status`)).toMatch(
      new RegExp(`^${name}: stable\\n  stable \\d+\\.\\d+\\.\\d+-[0-9a-f]{10} `),
    );
  }
  const first = await servedCatalog();
  const commands = releaseCommands();
  expect(commands.filter((line) => line.includes('release'))).toHaveLength(7);

  let builds = 0;
  let canaryVersion = '';
  let stableVersion = first.version;
  for (const line of commands) {
    if (line === 'npm run build -w mfe-catalog') {
      builds += 1;
      writeFileSync(CHANGE_FILE, `change ${builds}\n`);
      continue;
    }
    const printed = type(line);
    const [, command] = /-- (\w+)/.exec(line) ?? [];
    if (command === 'status') expect(printed).toContain(`stable ${stableVersion}`);
    if (command === 'canary') {
      const served = await waitForServed((c) => c.status === 'canary' && c.canary?.share === 50);
      canaryVersion = served.canary?.version ?? '';
      expect(served.version).toBe(stableVersion);
      expect(canaryVersion).not.toBe(stableVersion);
      expect(printed).toContain(`canary ${canaryVersion}  share 50%`);
    }
    if (command === 'promote') {
      await waitForServed((c) => c.status === 'stable' && c.version === canaryVersion);
      stableVersion = canaryVersion;
    }
    if (command === 'rollback') {
      const served = await waitForServed((c) => c.status === 'rolled back');
      expect(served).toMatchObject({ version: stableVersion, canary: { version: canaryVersion, share: 0 } });
    }
  }
  expect(builds).toBe(2);
  const last = type(commands.at(-1) ?? '');
  expect(last).toContain(`catalog: rolled back`);
  expect(last).toMatch(/rolled back .* by release rollback \(.+\): rolled back by a person/);
  // The public file names nobody.
  const published = await (await fetch(`${SITE_URL}/remotes.json`)).text();
  expect(published).not.toContain(os.userInfo().username);
  expect(published).not.toContain('release rollback');

  // The Releases page: a section per remote, the catalog's rollback and who made it.
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/dashboard/releases');
  for (const remote of REMOTES) {
    await page.getByRole('heading', { level: 2, name: new RegExp(`^${remote} `) }).waitFor();
  }
  await page.getByRole('heading', { level: 2, name: 'catalog rolled back' }).waitFor();
  await page.getByText(/Rolled back by release rollback \(/).waitFor();
  await context.close();

  // A second start keeps the release state as it was.
  const state = readFileSync(path.join(RELEASE_SITE, 'remotes.json'), 'utf8');
  await stopNpmStart(runner);
  runner = await startNpmStart(DATA_DIR);
  expect(runner.output()).not.toContain('its build is the stable release');
  expect(readFileSync(path.join(RELEASE_SITE, 'remotes.json'), 'utf8')).toBe(state);
  expect(await servedCatalog()).toMatchObject({ status: 'rolled back', version: stableVersion });
}, 300_000);
