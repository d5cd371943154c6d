/**
 * What the per-team CI (team-ci.mjs) and the affected-only CI (ci-affected.mjs) share: running a step with its
 * time, the e2e owners map, and the final summary.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const E2E_TESTS = join(ROOT, 'e2e', 'tests');

/** Package folder -> the e2e test files that cover that package's own journeys (e2e/owners.json). */
export const OWNERS = JSON.parse(readFileSync(join(ROOT, 'e2e', 'owners.json'), 'utf8'));
export const PACKAGES = Object.keys(OWNERS);
/** Every package's journeys run through the shared contracts and the e2e support code. */
export const EVERYONE = ['shared', 'e2e'];

export function allE2eFiles() {
  return readdirSync(E2E_TESTS)
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
}

/** The e2e files of the given packages; all of them when shared code or e2e itself is among them. */
export function e2eFilesOf(packages) {
  if (packages.some((pkg) => EVERYONE.includes(pkg))) return allE2eFiles();
  const files = new Set(packages.flatMap((pkg) => OWNERS[pkg] ?? []));
  return allE2eFiles().filter((file) => files.has(file));
}

export function unownedE2eFiles() {
  const owned = new Set(Object.values(OWNERS).flat());
  return allE2eFiles().filter((file) => !owned.has(file));
}

/** Runs steps in order, stops at the first failure, prints each step's time; returns the exit code. */
export function runSteps(title, steps) {
  const results = [];
  let failed = false;
  for (const step of steps) {
    if (failed) {
      results.push({ name: step.name, status: 'skipped', seconds: 0 });
      continue;
    }
    console.log(`\n== ${title}: ${step.name} ==\n$ ${[step.command, ...step.args].join(' ')}`);
    const started = Date.now();
    const { status } = spawnSync(step.command, step.args, {
      cwd: step.cwd ?? ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    failed = status !== 0;
    results.push({ name: step.name, status: failed ? 'FAILED' : 'ok', seconds });
  }
  console.log(`\n== ${title} ==`);
  for (const { name, status, seconds } of results)
    console.log(`${status.padEnd(8)} ${String(seconds).padStart(6)} s  ${name}`);
  const total = results.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(`${failed ? 'FAILED' : 'passed'} in ${Math.round(total)} s`);
  return failed ? 1 : 0;
}

export const step = (name, command, args, options = {}) => ({ name, command, args, ...options });

/** Builds what the browser tests need: the package and its dependencies first, then the rest (from the cache). */
export function buildSteps(pkg) {
  const scoped = pkg
    ? [
        step(`build ${pkg} and its dependencies`, 'npx', [
          'lerna',
          'run',
          'build',
          '--scope',
          lernaName(pkg),
          '--include-dependencies',
        ]),
      ]
    : [];
  return [...scoped, step('build the other parts (cached when unchanged)', 'npx', ['lerna', 'run', 'build'])];
}

/**
 * The browser tests start the site on its fixed ports. On a machine several people share, set E2E_PORTS_LOCK
 * to a lock file: the tests then wait for it (flock) and hold it only while they run.
 */
export function e2eStep(files) {
  const jest = ['npx', 'jest', '--runInBand', ...files.map((file) => `tests/${file}`)];
  const lock = process.env.E2E_PORTS_LOCK;
  const [command, ...args] = lock ? ['flock', lock, ...jest] : jest;
  return step(`browser tests: ${files.join(', ')}`, command, args, { cwd: join(ROOT, 'e2e') });
}

/** lerna knows a package by its package.json name (shared is @marketplace/shared). */
export function lernaName(pkg) {
  return JSON.parse(readFileSync(join(ROOT, pkg, 'package.json'), 'utf8')).name;
}
