#!/usr/bin/env node
/**
 * `npm test`: the unit tests of every package (through nx), then the production build (nx, cached), then the
 * end-to-end tests in Debian Chromium; ends with one line `N passed, N failed` counting every test run.
 *
 * The unit tests always run: nx.json leaves `test` out of the cache. A replayed run would restore an old
 * .jest-results.json, counted here as tests that ran, while the API's tests also depend on what no input can
 * hash (the PostgreSQL and Redis they reach, DATABASE_URL, the Auth Emulator).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { filesOnOneDatabase } = createRequire(import.meta.url)('./database-passes.js');
const CHROMIUM = '/usr/bin/chromium';
const NX = join(root, 'node_modules', '.bin', 'nx');
const RESULTS_FILE = '.jest-results.json';
const UNIT_PACKAGES = [
  'shared',
  'tooling',
  'packages/ui',
  'packages/release-state',
  'api',
  'shell',
  'mfe-catalog',
  'mfe-auth',
  'mfe-dashboard-seller',
  'mfe-dashboard-admin',
  'mfe-messages',
  'contracts',
  'bench',
];

if (!existsSync(CHROMIUM)) {
  console.error(
    `Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`,
  );
  console.log('0 passed, 1 failed');
  process.exit(1);
}

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  return result.status === 0;
}

/** Reads one jest --json result file; a suite that could not run counts as a failed test. */
function countResults(file, label) {
  if (!existsSync(file)) {
    console.error(`${label}: no test results were written (the test run crashed).`);
    return { passed: 0, failed: 1 };
  }
  const results = JSON.parse(readFileSync(file, 'utf8'));
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

for (const pkg of [...UNIT_PACKAGES, 'e2e']) rmSync(join(root, pkg, RESULTS_FILE), { force: true });

console.log('\n== Unit tests of every package ==');
// e2e's own `test` script is the browser suite: it runs once, below, after the build (not here on an old build).
run(NX, [
  'run-many',
  '-t',
  'test',
  '--exclude',
  'e2e',
  '--parallel',
  '2',
  '--outputStyle',
  'static',
  '--',
  '--json',
  `--outputFile=${RESULTS_FILE}`,
]);
for (const pkg of UNIT_PACKAGES) add(countResults(join(root, pkg, RESULTS_FILE), pkg));
const apiResults = join(root, 'api', RESULTS_FILE);
if (process.env.DATABASE_URL && existsSync(apiResults)) {
  const missed = filesOnOneDatabase(JSON.parse(readFileSync(apiResults, 'utf8')));
  if (missed.length > 0) {
    console.error(
      `DATABASE_URL is set, but ${missed.length} API test files did not run on PostgreSQL:\n  ${missed.join('\n  ')}`,
    );
    totals.failed += 1;
  }
}

console.log('\n== Production build ==');
if (run(NX, ['run-many', '-t', 'build', '--parallel=100%', '--outputStyle', 'static'])) {
  console.log('\n== End-to-end tests in Chromium ==');
  run('npx', ['jest', '--runInBand', '--json', `--outputFile=${RESULTS_FILE}`], join(root, 'e2e'));
  add(countResults(join(root, 'e2e', RESULTS_FILE), 'e2e'));
} else {
  console.error('The build failed: end-to-end tests did not run.');
  totals.failed += 1;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
