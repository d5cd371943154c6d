#!/usr/bin/env node
/**
 * `npm test`: every package's unit tests, the production build, then the browser journeys in Debian Chromium; ends
 * with one line `N passed, N failed` counting every test run.
 *
 * On two cores the run is arranged so that the slow parts overlap where they can: the API's PostgreSQL pass runs
 * beside the journeys that assert no timing, and the timed journeys (TIMED_E2E) run alone afterwards.
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
import { allE2eFiles, ROOT, runStep, step, TIMED_E2E } from './ci-steps.mjs';

const require = createRequire(import.meta.url);
const { filesOnOneDatabase } = require('./database-passes.js');
const { missingTestPrerequisites } = require('./test-prerequisites.js');

const LERNA = join(ROOT, 'node_modules', '.bin', 'lerna');
const RESULTS_FILE = '.jest-results.json';
const API_POSTGRES_RESULTS_FILE = '.jest-results-postgres.json';
const TIMED_RESULTS_FILE = '.jest-results-timed.json';
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
  for (const file of [RESULTS_FILE, API_POSTGRES_RESULTS_FILE, TIMED_RESULTS_FILE])
    rmSync(join(ROOT, folder, file), { force: true });

const jestJson = (file) => ['--json', `--outputFile=${file}`];
const e2eJest = (files, resultsFile) =>
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
    { cwd: join(ROOT, 'e2e') },
  );

// Without DATABASE_URL the API's suite runs on PGlite only; its PostgreSQL pass runs later, beside the journeys.
delete process.env.DATABASE_URL;
await runStep(
  // --no-bail: every package runs and is counted, whatever another's result.
  step('unit tests of every package', LERNA, [
    ...['run', 'test', '--ignore', 'e2e', '--concurrency', '2', '--no-bail'],
    ...['--', ...jestJson(RESULTS_FILE)],
  ]),
);
if (DATABASE_URL) process.env.DATABASE_URL = DATABASE_URL;
for (const pkg of unitPackages) add(count(readResults(join(ROOT, pkg, RESULTS_FILE), pkg)));

const build = await runStep(step('production build', LERNA, ['run', 'build', '--concurrency', '2']));
const untimed = allE2eFiles().filter((file) => !TIMED_E2E.includes(file));
const timed = allE2eFiles().filter((file) => TIMED_E2E.includes(file));
const apiPostgres = step(
  'API tests on PostgreSQL',
  'npm',
  ['test', '--', '--selectProjects', 'postgres', ...jestJson(API_POSTGRES_RESULTS_FILE)],
  { cwd: join(ROOT, 'api') },
);

if (build.status !== 'ok') {
  console.error('The build failed: end-to-end tests did not run.');
  totals.failed += 1;
  if (DATABASE_URL) await runStep(apiPostgres);
} else {
  // Each step's output is printed whole when it ends, so the two logs do not interleave.
  await Promise.all([
    ...(DATABASE_URL ? [runStep(apiPostgres, true)] : []),
    runStep(e2eJest(untimed, RESULTS_FILE), true),
  ]);
  add(count(readResults(join(ROOT, 'e2e', RESULTS_FILE), 'e2e')));
  await runStep(e2eJest(timed, TIMED_RESULTS_FILE));
  add(count(readResults(join(ROOT, 'e2e', TIMED_RESULTS_FILE), 'e2e (timed journeys)')));
}

if (DATABASE_URL) {
  const onPostgres = readResults(join(ROOT, 'api', API_POSTGRES_RESULTS_FILE), 'api on PostgreSQL');
  add(count(onPostgres));
  const onPglite = readResults(join(ROOT, 'api', RESULTS_FILE), 'api');
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
