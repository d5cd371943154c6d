#!/usr/bin/env node
/**
 * CI for a branch: `npm run ci:affected -- --base origin/main` checks only what the change affects (lerna's
 * `--since`, which adds every package that depends on a changed one), always the contract tests, and the
 * browser journeys of the affected packages. A change outside the packages (root config, the lock file, CI
 * scripts) can touch anything, so it runs everything (`npm test`), as main's CI (.ci/run) always does.
 */
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
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
const packageFolders = JSON.parse(
  execFileSync('npm', ['query', '.workspace'], { cwd: ROOT, encoding: 'utf8' }),
).map((workspace) => workspace.location);
const outsidePackages = changed.filter(
  (file) => !packageFolders.some((folder) => file.startsWith(`${folder}/`)) && !/^docs\/|\.md$/.test(file),
);

console.log(`Changed since ${base}: ${changed.length} file(s)`);
if (outsidePackages.length > 0) {
  console.log(`Outside every package (${outsidePackages.join(', ')}): running everything.`);
  process.exit(
    await runSteps('ci:affected (everything)', [
      step('lint (biome)', 'npx', ['biome', 'check', '.']),
      step('typecheck', 'npx', ['lerna', 'run', 'typecheck']),
      step('npm test', 'npm', ['test']),
    ]),
  );
}

const affectedPackages = JSON.parse(
  execFileSync('npx', ['lerna', 'ls', '--all', '--json', '--since', base], { cwd: ROOT, encoding: 'utf8' }),
);
const affected = affectedPackages.map(({ location }) => relative(ROOT, location));
console.log(`Affected packages: ${affected.length > 0 ? affected.join(', ') : 'none'}`);

const contractTests = step('contract tests', 'npm', ['test', '-w', 'contracts']);
if (affected.length === 0) process.exit(await runSteps('ci:affected', [contractTests]));

const scope = affectedPackages.flatMap(({ name }) => ['--scope', name]);
const e2eFiles = e2eFilesOf(affected);
const steps = [
  step('lint (biome, affected packages)', 'npx', ['biome', 'check', ...affected]),
  step('typecheck (affected)', 'npx', ['lerna', 'run', 'typecheck', ...scope]),
  step('unit tests (affected)', 'npx', ['lerna', 'run', 'test', '--concurrency', '2', ...scope]),
  ...(affected.includes('contracts') ? [] : [contractTests]),
  ...(e2eFiles.length > 0 ? [...buildSteps(affected), e2eStep(e2eFiles)] : []),
];
process.exit(await runSteps('ci:affected', steps));
