#!/usr/bin/env node
/**
 * `npm test`: every package's unit tests, the production build, then the browser journeys in Debian Chromium; ends
 * with one line `N passed, N failed` counting every test run.
 *
 * On two cores the run is two chains side by side, then the timed journeys alone. The API's chain is its suite on
 * PGlite, then on PostgreSQL: the longest unit tests, with waits of their own. The site's chain is every other
 * package's unit tests, the production build and the journeys that assert no timing, which leave most of a core
 * idle while a page loads. The journeys that assert how soon something happens (TIMED_E2E) run when both ended.
 *
 * lerna runs the packages' scripts through nx (its cache and task graph). The unit tests always run: nx.json leaves
 * `test` out of the cache. A replayed run would restore an old .jest-results.json, counted here as tests that ran,
 * while the API's tests also depend on what no input can hash (the PostgreSQL and Redis they reach, DATABASE_URL,
 * the Auth Emulator).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { allE2eFiles, OWN_SITE_E2E, ROOT, runStep, step, TIMED_E2E } from './ci-steps.mjs';

const require = createRequire(import.meta.url);
const { filesOnOneDatabase } = require('./database-passes.js');
const { missingTestPrerequisites } = require('./test-prerequisites.js');

const LERNA = join(ROOT, 'node_modules', '.bin', 'lerna');
/** The API's package: its suite runs on its own, on both databases. */
const API = 'api';
const RESULTS_FILE = '.jest-results.json';
const API_POSTGRES_RESULTS_FILE = '.jest-results-postgres.json';
const TIMED_RESULTS_FILE = '.jest-results-timed.json';
const OWN_SITE_RESULTS_FILE = '.jest-results-own-site.json';
const { DATABASE_URL } = process.env;

const missing = await missingTestPrerequisites(DATABASE_URL ? { databaseUrl: DATABASE_URL } : {});
if (missing.length > 0) {
  console.error(`npm test cannot run here. ${missing.join(' ')}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

/** The workspaces with unit tests of their own (e2e's `test` is the browser suite, run after the build). */
const unitPackages = JSON.parse(execFileSync('npm', ['query', '.workspace'], { cwd: ROOT, encoding: 'utf8' }))
  .filter((workspace) => workspace.scripts?.test && workspace.location !== 'e2e')
  .map((workspace) => workspace.location);

/** Reads one jest --json result file; a suite that could not run counts as a failed test. */
function readResults(file, label) {
  if (!existsSync(file)) {
    console.error(`${label}: no test results were written (the test run crashed).`);
    return null;
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

function count(results) {
  if (!results) return { passed: 0, failed: 1 };
  const failedToRun = results.testResults.filter(
    (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
  ).length;
  return { passed: results.numPassedTests, failed: results.numFailedTests + failedToRun };
}

const totals = { passed: 0, failed: 0 };
const add = ({ passed, failed }) => {
  totals.passed += passed;
  totals.failed += failed;
};

for (const folder of [...unitPackages, 'e2e'])
  for (const file of [RESULTS_FILE, API_POSTGRES_RESULTS_FILE, TIMED_RESULTS_FILE, OWN_SITE_RESULTS_FILE])
    rmSync(join(ROOT, folder, file), { force: true });

const jestJson = (file) => ['--json', `--outputFile=${file}`];
const e2eJest = (files, resultsFile, env = {}) =>
  step(
    `browser journeys: ${files.join(', ')}`,
    'npx',
    [
      'jest',
      '--runInBand',
      ...jestJson(resultsFile),
      '--runTestsByPath',
      ...files.map((file) => `tests/${file}`),
    ],
    { cwd: join(ROOT, 'e2e'), env },
  );

/** The API's suite on PGlite (its PostgreSQL project exists only with DATABASE_URL set), then on PostgreSQL. */
async function apiChain() {
  await runStep(
    step('API tests on PGlite', 'npm', ['test', '--', ...jestJson(RESULTS_FILE)], {
      cwd: join(ROOT, API),
      unsetEnv: ['DATABASE_URL'],
    }),
    true,
  );
  if (DATABASE_URL)
    await runStep(
      step(
        'API tests on PostgreSQL',
        'npm',
        ['test', '--', '--selectProjects', 'postgres', ...jestJson(API_POSTGRES_RESULTS_FILE)],
        // The PGlite pass has just built the server from these sources for the tests that run it as a child.
        { cwd: join(ROOT, API), env: { API_TESTS_PREBUILT: '1' } },
      ),
      true,
    );
}

/** Every other package's unit tests, the production build, then the journeys that assert no timing. */
async function siteChain() {
  await runStep(
    // --no-bail: every package runs and is counted, whatever another's result.
    step('unit tests of every other package', LERNA, [
      ...['run', 'test', '--ignore', 'e2e', '--ignore', API, '--concurrency', '2', '--no-bail'],
      ...['--', ...jestJson(RESULTS_FILE)],
    ]),
    true,
  );
  const build = await runStep(step('production build', LERNA, ['run', 'build', '--concurrency', '2']), true);
  if (build.status !== 'ok') return false;
  await runStep(e2eJest(untimed, RESULTS_FILE), true);
  return true;
}

const untimed = allE2eFiles().filter((file) => !TIMED_E2E.includes(file));
const timed = allE2eFiles().filter((file) => TIMED_E2E.includes(file) && !OWN_SITE_E2E.includes(file));
const ownSite = allE2eFiles().filter((file) => OWN_SITE_E2E.includes(file));
const [, built] = await Promise.all([apiChain(), siteChain()]);
for (const pkg of unitPackages) add(count(readResults(join(ROOT, pkg, RESULTS_FILE), pkg)));
if (!built) {
  console.error('The build failed: end-to-end tests did not run.');
  totals.failed += 1;
} else {
  add(count(readResults(join(ROOT, 'e2e', RESULTS_FILE), 'e2e')));
  await runStep(e2eJest(timed, TIMED_RESULTS_FILE));
  add(count(readResults(join(ROOT, 'e2e', TIMED_RESULTS_FILE), 'e2e (timed journeys)')));
  await runStep(e2eJest(ownSite, OWN_SITE_RESULTS_FILE, { E2E_SUITE_SITE: 'off' }));
  add(
    count(readResults(join(ROOT, 'e2e', OWN_SITE_RESULTS_FILE), 'e2e (journeys with a site of their own)')),
  );
}

if (DATABASE_URL) {
  const onPostgres = readResults(join(ROOT, API, API_POSTGRES_RESULTS_FILE), 'api on PostgreSQL');
  add(count(onPostgres));
  const onPglite = readResults(join(ROOT, API, RESULTS_FILE), 'api');
  if (onPostgres && onPglite) {
    const missed = filesOnOneDatabase({ testResults: [...onPglite.testResults, ...onPostgres.testResults] });
    if (missed.length > 0) {
      console.error(
        `DATABASE_URL is set, but ${missed.length} API test files did not run on both databases:\n  ${missed.join('\n  ')}`,
      );
      totals.failed += 1;
    }
  }
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
