#!/usr/bin/env node
/**
 * CI for a branch: `npm run ci:affected -- --base origin/main` checks only what the change affects (nx's
 * affected projects: the changed packages and every package that depends on one), always the contract tests, and the
 * browser journeys of the affected packages. A change outside the packages (root config, the lock file, CI
 * scripts) can touch anything, so it runs everything (`npm test`), as main's CI (.ci/run) always does.
 */
import { execFileSync } from 'node:child_process';
import { buildSteps, e2eFilesOf, e2eStep, ROOT, runSteps, step } from './ci-steps.mjs';

const baseIndex = process.argv.indexOf('--base');
const base = baseIndex > 0 ? process.argv[baseIndex + 1] : 'origin/main';
if (!base) {
  console.error('usage: ci-affected.mjs --base <git ref>');
  process.exit(2);
}

const git = (...args) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', `${base}...HEAD`), ...git('diff', '--name-only', 'HEAD')]),
];
const workspaces = JSON.parse(execFileSync('npm', ['query', '.workspace'], { cwd: ROOT, encoding: 'utf8' }));
const packageFolders = workspaces.map((workspace) => workspace.location);
const outsidePackages = changed.filter(
  (file) => !packageFolders.some((folder) => file.startsWith(`${folder}/`)) && !/^docs\/|\.md$/.test(file),
);

console.log(`Changed since ${base}: ${changed.length} file(s)`);
if (outsidePackages.length > 0) {
  console.log(`Outside every package (${outsidePackages.join(', ')}): running everything.`);
  process.exit(
    await runSteps('ci:affected (everything)', [
      step('lint (biome)', 'npx', ['biome', 'check', '.']),
      step('typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck']),
      step('npm test', 'npm', ['test']),
    ]),
  );
}

// The same files as above: nx adds the packages that depend on a changed one.
const affectedNames = JSON.parse(
  execFileSync('npx', ['nx', 'show', 'projects', '--affected', `--files=${changed.join(',')}`, '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
  }),
);
const affected = workspaces
  .filter((workspace) => affectedNames.includes(workspace.name))
  .map((workspace) => workspace.location);
console.log(`Affected packages: ${affected.length > 0 ? affected.join(', ') : 'none'}`);

const contractTests = step('contract tests', 'npm', ['test', '-w', 'contracts']);
if (affected.length === 0) process.exit(await runSteps('ci:affected', [contractTests]));

const projects = (names) => ['--projects', names.join(',')];
// e2e's own `test` is the browser suite: its journeys run in the browser step, after the build.
const unitTested = affectedNames.filter((name) => name !== 'e2e');
const e2eFiles = e2eFilesOf(affected);
const steps = [
  step('lint (biome, affected packages)', 'npx', ['biome', 'check', ...affected]),
  step('typecheck (affected)', 'npx', ['nx', 'run-many', '-t', 'typecheck', ...projects(affectedNames)]),
  ...(unitTested.length > 0
    ? [
        step('unit tests (affected)', 'npx', [
          'nx',
          'run-many',
          '-t',
          'test',
          '--parallel',
          '2',
          ...projects(unitTested),
        ]),
      ]
    : []),
  ...(affected.includes('contracts') ? [] : [contractTests]),
  ...(e2eFiles.length > 0 ? [...buildSteps(affected), e2eStep(e2eFiles)] : []),
];
process.exit(await runSteps('ci:affected', steps));
