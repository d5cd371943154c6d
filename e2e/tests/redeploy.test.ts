/**
 * A remote is redeployed on its own: rebuild it with a visible change, restart only its server, reload.
 * The change shows, and not one file of the shell was rebuilt or touched.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { ARTIFACTS, PORTS, portIsOpen, ROOT, startFrontEnd, stopPart } from '../support/site';

const RELEASE_TWO = path.join(ARTIFACTS, 'redeploy', 'mfe-auth');

function fingerprint(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    try {
      files[name] = createHash('sha256').update(readFileSync(file)).digest('hex');
    } catch {
      // a folder
    }
  }
  return files;
}

/** A copy of the auth remote whose login page carries a release banner: a visible change. */
function buildReleaseTwo(): string {
  rmSync(RELEASE_TWO, { recursive: true, force: true });
  mkdirSync(RELEASE_TWO, { recursive: true });
  const original = path.join(ROOT, 'mfe-auth');
  cpSync(path.join(original, 'src'), path.join(RELEASE_TWO, 'src'), { recursive: true });
  cpSync(path.join(original, 'package.json'), path.join(RELEASE_TWO, 'package.json'));
  const { options } = require(path.join(original, 'webpack.config.js'));
  const loginModule = (options.exposes['./LoginPage'] as string).replace(/\.tsx$/, '');
  writeFileSync(
    path.join(RELEASE_TWO, 'src', 'release-two-login-page.tsx'),
    `import LoginPage from '${loginModule.replace('./src/', './')}';
export default function ReleaseTwoLoginPage() {
  return (<><p>Release 2 of the auth remote</p><LoginPage /></>);
}
`,
  );
  writeFileSync(
    path.join(RELEASE_TWO, 'webpack.config.js'),
    `const { createWebpackConfig } = require('@marketplace/shared/webpack');
const { options } = require(${JSON.stringify(path.join(original, 'webpack.config.js'))});
module.exports = createWebpackConfig({ ...options, dir: __dirname, exposes: { ...options.exposes, './LoginPage': './src/release-two-login-page.tsx' } });
`,
  );
  execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production', '--config', 'webpack.config.js'],
    // A test release: production code without minifying, maps or types (DEPENDENCY_BUILD, as in team CI).
    { cwd: RELEASE_TWO, stdio: 'pipe', env: { ...process.env, DEPENDENCY_BUILD: '1' } },
  );
  return path.join(RELEASE_TWO, 'dist');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await stopPart('auth');
  if (!(await portIsOpen(PORTS.auth))) await startFrontEnd('auth');
});

it('shows a redeployed remote after restarting only its server, with the shell untouched', async () => {
  const shellBefore = fingerprint(path.join(ROOT, 'shell', 'dist'));
  const { page, context } = await openPage(browser);
  await page.goto('/login');
  await page.getByText('Create new Account').waitFor();
  expect(await page.getByText('Release 2 of the auth remote').count()).toBe(0);

  const releaseTwo = buildReleaseTwo();
  await stopPart('auth');
  await startFrontEnd('auth', releaseTwo);

  await page.reload();
  await page.getByText('Release 2 of the auth remote').waitFor();
  await page.getByText('Create new Account').waitFor();
  expect(fingerprint(path.join(ROOT, 'shell', 'dist'))).toEqual(shellBefore);
  await context.close();
}, 180_000);
