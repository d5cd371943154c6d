/**
 * What the per-team CI (team-ci.mjs) and the affected-only CI (ci-affected.mjs) share: running a step with its
 * time, the e2e owners map, and the final summary.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { loadSite, partsOf } = require('../site/site-config.js');
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const E2E_TESTS = join(ROOT, 'e2e', 'tests');

const SITE = loadSite();
const PACKAGE_OF_PART = Object.fromEntries(
  partsOf(SITE)
    .filter((part) => part.package)
    .map((part) => [part.name, part.package]),
);

/**
 * Package folder -> the e2e test files that cover that package's own journeys. e2e/owners.json names each owner
 * as the site map does (shell, api, catalog, ...), so a remote's package name is written in the site map alone.
 */
export const OWNERS = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(ROOT, 'e2e', 'owners.json'), 'utf8'))).map(([part, files]) => {
    if (!PACKAGE_OF_PART[part]) throw new Error(`e2e/owners.json: "${part}" is no part of the site map`);
    return [PACKAGE_OF_PART[part], files];
  }),
);
export const PACKAGES = Object.keys(OWNERS);
/** Every package's journeys run through the shared contracts and the e2e support code. */
export const EVERYONE = ['shared', 'e2e'];

/**
 * Journeys that measure the whole site as shipped (bytes of minified bundles): they need every part's real
 * production build, which only the full run on main (`npm test`) makes, not the per-team or affected runs.
 */
export const WHOLE_SITE_E2E = ['budgets.test.ts'];

export function allE2eFiles() {
  return readdirSync(E2E_TESTS)
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
}

/** The e2e files of the given packages; all of them when shared code or e2e itself is among them. */
export function e2eFilesOf(packages) {
  if (packages.some((pkg) => EVERYONE.includes(pkg))) {
    return allE2eFiles().filter((file) => !WHOLE_SITE_E2E.includes(file));
  }
  const files = new Set(packages.flatMap((pkg) => OWNERS[pkg] ?? []));
  return allE2eFiles().filter((file) => files.has(file));
}

export function unownedE2eFiles() {
  const owned = new Set([...Object.values(OWNERS).flat(), ...WHOLE_SITE_E2E]);
  return allE2eFiles().filter((file) => !owned.has(file));
}

export const REMOTE_PACKAGES = SITE.remotes.map((remote) => remote.package);
/** The front ends of the site map: webpack builds, which can be built "as a dependency". */
const FRONT_ENDS = [SITE.shell.package, ...REMOTE_PACKAGES];
/** What the browser tests serve (e2e/support/site.ts starts all of them, whatever the journey). */
export const SITE_PARTS = [SITE.api.package, ...FRONT_ENDS];

export const step = (name, command, args, options = {}) => ({ name, command, args, ...options });

/** Steps started at the same time (the machine has cores to spare); each one's output prints whole as it ends. */
export const together = (steps) => ({ together: steps });

const seconds = (started) => Math.round((Date.now() - started) / 100) / 10;

/** Runs one step; with `quiet` its output is kept and printed in one piece at its end. */
function run(step, quiet) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, step.args, {
      cwd: step.cwd ?? ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    const output = [];
    if (quiet)
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (data) => output.push(data));
    const banner = () => `\n== ${step.name} ==\n$ ${[step.command, ...step.args].join(' ')}`;
    if (!quiet) console.log(banner());
    const done = (status) => {
      if (quiet) console.log(`${banner()}\n${Buffer.concat(output).toString().trimEnd()}`);
      resolve({ name: step.name, status: status === 0 ? 'ok' : 'FAILED', seconds: seconds(started) });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      done(1);
    });
    child.on('close', done);
  });
}

/**
 * Runs the steps in order (a `together` group as one step), stops at the first failure, prints each step's time
 * and the whole run's time; resolves to the exit code.
 */
export async function runSteps(title, steps) {
  const started = Date.now();
  const results = [];
  let failed = false;
  for (const entry of steps) {
    const group = entry.together ?? [entry];
    if (failed) {
      for (const { name } of group) results.push({ name, status: 'skipped', seconds: 0 });
      continue;
    }
    const groupStarted = Date.now();
    const ran = await Promise.all(group.map((step) => run(step, group.length > 1)));
    if (group.length > 1) {
      results.push({ name: `${group.length} steps at once:`, status: '', seconds: seconds(groupStarted) });
      for (const result of ran) results.push({ ...result, name: `  ${result.name}` });
    } else {
      results.push(...ran);
    }
    failed = ran.some(({ status }) => status === 'FAILED');
  }
  console.log(`\n== ${title} ==`);
  for (const { name, status, seconds } of results)
    console.log(`${status.padEnd(8)} ${String(seconds).padStart(6)} s  ${name}`);
  console.log(`${failed ? 'FAILED' : 'passed'} in ${Math.round(seconds(started))} s`);
  return failed ? 1 : 0;
}

/**
 * Builds what the browser tests serve. The packages under test get their real production build; every other
 * front end is built "as a dependency" (`webpack --env dependency`, tooling/webpack/webpack-config.js): the same
 * production code, without the minifying, source maps and shipped types no journey of theirs looks at. Both
 * run at once. nx caches each kind apart (the arguments are part of a task's hash).
 */
export function buildSteps(underTest) {
  const projects = (packages) => ['--projects', packages.map(projectName).join(',')];
  const real = SITE_PARTS.filter((pkg) => underTest.includes(pkg) || !FRONT_ENDS.includes(pkg));
  const others = SITE_PARTS.filter((pkg) => !real.includes(pkg));
  return [
    together([
      ...(real.length > 0
        ? [
            step(`build ${real.join(', ')} (production)`, 'npx', [
              'nx',
              'run-many',
              '-t',
              'build',
              '--parallel=100%',
              ...projects(real),
            ]),
          ]
        : []),
      ...(others.length > 0
        ? [
            // The arguments reach these packages' builds only, not shared's (a dependency nx builds first).
            step(`build ${others.join(', ')} (as dependencies)`, 'npx', [
              'nx',
              'run-many',
              '-t',
              'build',
              '--parallel=100%',
              ...projects(others),
              '--',
              '--env',
              'dependency',
            ]),
          ]
        : []),
    ]),
  ];
}

/**
 * The browser tests start the site on its fixed ports. On a machine several people share, set E2E_PORTS_LOCK
 * to a lock file: the tests then wait for it (flock) and hold it only while they run.
 */
export function e2eStep(files) {
  const jest = ['npx', 'jest', '--runInBand', ...files.map((file) => `tests/${file}`)];
  const lock = process.env.E2E_PORTS_LOCK;
  // The step's time includes the wait for the lock (someone else's tests); it prints that wait apart.
  const waitThenRun =
    'asked=$(date +%s); exec flock "$0" sh -c \'echo "ports lock: waited $(( $(date +%s) - $0 )) s"; exec "$@"\' "$asked" "$@"';
  const [command, ...args] = lock ? ['sh', '-c', waitThenRun, lock, ...jest] : jest;
  return step(`browser tests: ${files.join(', ')}`, command, args, { cwd: join(ROOT, 'e2e') });
}

/** nx knows a package by its package.json name (shared is @marketplace/shared). */
export function projectName(pkg) {
  return JSON.parse(readFileSync(join(ROOT, pkg, 'package.json'), 'utf8')).name;
}
