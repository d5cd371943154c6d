/**
 * `npm start` stopped (Ctrl-C) and started again keeps who is who: the Auth Emulator's accounts are kept beside the
 * API's data, so the demo admin signs in as the same user and still reaches the admin pages. The runner is the one
 * `npm start` runs (tooling/start/start.js, built site), on a fresh data folder of its own. It stops the suite's own
 * site for the time it runs, and starts it again after.
 *
 * @team site
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { DEMO, signIn } from '../support/journeys';
import {
  API_URL,
  ARTIFACTS,
  freeSuitePorts,
  giveSuiteSiteBack,
  PORTS,
  ROOT,
  waitForPort,
} from '../support/site';

const DATA_DIR = path.join(ARTIFACTS, 'restart-api-data');
const SITE_PORTS = Object.values(PORTS);

let browser: Browser;
let runner: ChildProcess | undefined;

/** `npm start` on the built site: resolves once it says the marketplace is ready. */
async function startRunner(): Promise<ChildProcess> {
  // PGlite in DATA_DIR, like a user's `npm start`, even where CI sets DATABASE_URL.
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const child = spawn(process.execPath, ['tooling/start/start.js', '--no-build'], {
    cwd: ROOT,
    env: { ...env, DATA_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start was not ready in time:\n${output}`)), 240_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('The marketplace is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  });
  await ready;
  return child;
}

/** Ctrl-C: the runner stops every part (the emulator writes its accounts out first) and exits. */
async function stopRunner(child: ChildProcess): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
  for (const port of SITE_PORTS) await waitForPort(port, false, 30_000);
}

async function adminSignsInAndOpensAdminPages(): Promise<string> {
  const { page, context } = await openPage(browser);
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/allsellers');
  await page.getByRole('heading', { name: 'Manage Sellers' }).waitFor();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  await context.close();
  const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    role: string;
  };
  expect(claims.role).toBe('admin');
  return claims.sub;
}

beforeAll(async () => {
  await freeSuitePorts();
  rmSync(DATA_DIR, { recursive: true, force: true });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (runner) await stopRunner(runner);
  await giveSuiteSiteBack();
}, 240_000);

it('keeps the demo admin an admin across a stop and a start of npm start', async () => {
  runner = await startRunner();
  const before = await adminSignsInAndOpensAdminPages();
  await stopRunner(runner);
  runner = undefined;
  // The emulator wrote its accounts out on the way down, beside the API's data.
  expect(existsSync(path.join(DATA_DIR, 'auth-emulator', 'auth_export', 'accounts.json'))).toBe(true);

  runner = await startRunner();
  expect(await adminSignsInAndOpensAdminPages()).toBe(before);
  const answer = await fetch(`${API_URL}/users/admin/${DEMO.admin}`);
  expect(await answer.json()).toEqual({ isAdmin: true });
}, 600_000);
