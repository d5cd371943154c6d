/**
 * What the per-team CI (team-ci.mjs) and the affected-only CI (ci-affected.mjs) share: running a step with its
 * time, each journey's team, and the final summary.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every package's journeys run through the shared contracts and the e2e support code. */
export const EVERYONE = ['shared', 'e2e'];

/**
 * Journeys that measure the whole site as shipped (bytes of minified bundles): they need every part's real
 * production build, which only the full run on main (`npm test`) makes, not the per-team or affected runs.
 */
export const WHOLE_SITE_E2E = ['budgets.test.ts'];

/**
 * Journeys that assert how soon something happens (a live update within 2 s, a rollback within the guard's
 * period, a restart within 10 s), or that stop the suite's site and look at the machine's processes and ports.
 * `npm test` runs them alone, never beside another suite that loads the machine or starts servers of its own.
 */
export const TIMED_E2E = [
  'cluster-command.test.ts',
  'cluster.test.ts',
  'email.test.ts',
  'release-day.test.ts',
  'restart-roles.test.ts',
  'start-runner.test.ts',
  'federation.test.ts',
  'messages.test.ts',
  'releases.test.ts',
  'releases-bad-canary.test.ts',
  'releases-cluster.test.ts',
  'sale.test.ts',
  'saved-items.test.ts',
  'telemetry.test.ts',
];

/**
 * Timed journeys that run a site of their own (`npm start`, the cluster) on the suite's ports. `npm test` runs them
 * together without the suite's site (E2E_SUITE_SITE=off, e2e/support/site.ts), rather than stopping it and starting
 * it again around each of them.
 */
export const OWN_SITE_E2E = [
  'cluster-command.test.ts',
  'release-day.test.ts',
  'restart-roles.test.ts',
  'start-runner.test.ts',
];

const { allE2eFiles, journeysOf, journeysWithoutTeam, partsByPackage } = require('./journey-teams.js');
export { allE2eFiles };

/** The e2e files of the given packages' teams; all of them when shared code or e2e itself is among them. */
export function e2eFilesOf(packages) {
  if (packages.some((pkg) => EVERYONE.includes(pkg))) {
    return allE2eFiles().filter((file) => !WHOLE_SITE_E2E.includes(file));
  }
  return journeysOf(packages);
}

export const unownedE2eFiles = () => journeysWithoutTeam();

const SITE = require('../site/site-config.js').loadSite();
/** The front ends of the site map: webpack builds, which can be built "as a dependency". */
const FRONT_ENDS = [SITE.shell.package, ...SITE.remotes.map((remote) => remote.package)];
/** What the browser tests serve (e2e/support/site.ts starts all of them, whatever the journey). */
export const SITE_PARTS = [SITE.api.package, ...FRONT_ENDS];
/** The packages with a team check of their own (`npm run ci -w <package>`). */
export const PACKAGES = Object.keys(partsByPackage(SITE));
/** The packages whose contract is snapshotted in contracts/: shared and every remote. */
export const CONTRACT_PACKAGES = ['shared', ...SITE.remotes.map((remote) => remote.package)];

export const step = (name, command, args, options = {}) => ({ name, command, args, ...options });

/** Steps started at the same time (the machine has cores to spare); each one's output prints whole as it ends. */
export const together = (steps) => ({ together: steps });

const seconds = (started) => Math.round((Date.now() - started) / 100) / 10;

/** Runs one step; with `quiet` its output is kept and printed in one piece at its end. */
export function runStep(step, quiet) {
  return new Promise((resolve) => {
    const started = Date.now();
    const env = { ...process.env, ...step.env };
    for (const name of step.unsetEnv ?? []) delete env[name];
    const child = spawn(step.command, step.args, {
      cwd: step.cwd ?? ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    const output = [];
    if (quiet)
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (data) => output.push(data));
    const banner = () => `\n== ${step.name} ==\n$ ${[step.command, ...step.args].join(' ')}`;
    if (!quiet) console.log(banner());
    const done = (status) => {
      const result = { name: step.name, status: status === 0 ? 'ok' : 'FAILED', seconds: seconds(started) };
      // Steps run side by side print when they end: the time says when each began and how long it took.
      if (quiet)
        console.log(
          `${banner()}\n${Buffer.concat(output).toString().trimEnd()}\n== ${result.status} in ${result.seconds} s ==`,
        );
      resolve(result);
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
    const ran = await Promise.all(group.map((step) => runStep(step, group.length > 1)));
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
