/**
 * `npm start`'s runner (tooling/start) under the same processes as `npm start`, against the built site: one
 * remote's server killed leaves the shell, the API, the emulator and the other remotes serving; the runner says
 * in red which part died and how to restart it; the browser shows that remote's fallback while other pages
 * work; the printed command brings it back; and SIGINT (Ctrl-C) leaves no process behind.
 * The auth remote is loaded from its own server here: a release state naming that server keeps `npm start` from
 * releasing it into the release site folder, whose version folders the shell's own server would serve.
 * It stops the suite's own site for the time it runs, and starts it again after.
 *
 * @team site
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { homeShown } from '../support/journeys';
import { listenerOf } from '../support/listener';
import {
  type NpmStart,
  RELEASE_SITE,
  setReleaseSiteAside,
  startNpmStart,
  stopNpmStart,
} from '../support/npm-start';
import { expectRemoteDown } from '../support/outages';
import {
  ARTIFACTS,
  giveSuiteSiteBack,
  PORTS,
  portIsOpen,
  ROOT,
  stopSite,
  waitForPort,
} from '../support/site';

const FALLBACK = 'This part of the site is unavailable right now';
const DATA_DIR = path.join(ARTIFACTS, 'runner-api-data');
const KEPT_SITE = path.join(ARTIFACTS, 'runner-kept-site');
const SITE_PORTS = Object.values(PORTS);

let browser: Browser;
let runner: NpmStart;
let putReleaseSiteBack = () => {};
let restarted: ChildProcess | undefined;

async function waitForOutput(text: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!runner.output().includes(text)) {
    if (Date.now() > until)
      throw new Error(`The runner did not print "${text}" within ${timeoutMs} ms:\n${runner.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** This test's own process and the ones above it (jest, npm), which run in this checkout too. */
function ancestors(): Set<number> {
  const chain = new Set<number>();
  for (let pid = process.pid; pid > 1; ) {
    chain.add(pid);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  }
  return chain;
}

/** Processes working in this checkout that look like a part of the site (npm, sh, node servers, the emulator). */
function siteProcessesLeft(): string[] {
  const mine = ancestors();
  const left: string[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!pid || mine.has(pid)) continue;
    try {
      if (!readlinkSync(`/proc/${pid}/cwd`).startsWith(ROOT)) continue;
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const args = argv.join(' ');
      // Only the site's own kinds of process (a CI's `tee ci-npm-test.log` in the same folder is not one).
      const program = (argv[0] ?? '').split('/').pop() ?? '';
      if (!/^(node|npm|sh|java|firebase|serve)$/.test(program)) continue;
      if (/firebase|emulators|serve|server\.js|site-cli|npm|java/.test(args)) left.push(`${pid} ${args}`);
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return left;
}

beforeAll(async () => {
  await stopSite();
  rmSync(DATA_DIR, { recursive: true, force: true });
  putReleaseSiteBack = setReleaseSiteAside(KEPT_SITE);
  mkdirSync(RELEASE_SITE);
  writeFileSync(
    path.join(RELEASE_SITE, 'remotes.json'),
    JSON.stringify({ remotes: { auth: { entry: `http://localhost:${PORTS.auth}/mf-manifest.json` } } }),
  );
  browser = await launchBrowser();
  runner = await startNpmStart(DATA_DIR, { settings: { FORCE_COLOR: '1' }, timeoutMs: 200_000 });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (restarted?.pid) {
    try {
      process.kill(-restarted.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await stopNpmStart(runner);
  putReleaseSiteBack();
  await giveSuiteSiteBack();
}, 240_000);

it('keeps the site up when one remote dies, shows its fallback, names its restart command; Ctrl-C leaves nothing', async () => {
  for (const port of SITE_PORTS) expect(await portIsOpen(port)).toBe(true);

  process.kill(listenerOf(PORTS.auth), 'SIGKILL');
  await waitForOutput('Restart it alone with: npm run serve -w mfe-auth', 20_000);
  const RED = '\u001b[31m';
  expect(runner.output()).toContain(`${RED}\n  auth (mfe-auth, port ${PORTS.auth}) stopped`);
  expect(await portIsOpen(PORTS.auth)).toBe(false);
  // Nothing else went down with it.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const port of SITE_PORTS.filter((port) => port !== PORTS.auth))
    expect(await portIsOpen(port)).toBe(true);
  expect(runner.process.exitCode).toBeNull();

  const { page, context, pageErrors } = await openPage(browser);
  expectRemoteDown(page, 'auth');
  await page.goto('/login');
  await page.getByText(FALLBACK).waitFor();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.goto('/');
  await homeShown(page);
  await page.goto('/blog');
  await page.getByRole('heading', { name: 'Blog', exact: true }).first().waitFor();
  const health = await fetch(`http://localhost:${PORTS.api}/health`);
  expect(health.status).toBe(200);

  // The printed command, run alone from the repository root, brings the part back; Retry shows the page.
  await page.goto('/login');
  await page.getByText(FALLBACK).waitFor();
  restarted = spawn('sh', ['-c', 'npm run serve -w mfe-auth'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
  });
  await waitForPort(PORTS.auth, true, 60_000);
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { name: 'Login' }).waitFor();
  expect(pageErrors).toEqual([]);
  await context.close();

  process.kill(-restarted.pid!, 'SIGTERM');
  await waitForPort(PORTS.auth, false, 20_000);

  // Ctrl-C: every part the runner started stops, each whole process group.
  const exited = new Promise<number | null>((resolve) =>
    runner.process.once('exit', (code) => resolve(code)),
  );
  runner.process.kill('SIGINT');
  expect(await exited).toBe(130);
  for (const port of SITE_PORTS) expect(await portIsOpen(port)).toBe(false);
  expect(siteProcessesLeft()).toEqual([]);
});
