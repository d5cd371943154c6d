#!/usr/bin/env node
/**
 * `npm run lint:commits`: every commit after the recorded starting point follows Conventional Commits
 * (commitlint.config.js). Older commits are history, written before the rule. Merge commits are left out: what
 * they bring in is checked commit by commit.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The first commit of the round that adopted Conventional Commits: the check covers the commits after it. */
export const CONVENTIONAL_SINCE = '229f0b19aae46ed856a899c98ac09f997a537417';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const git = (...args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const has = (commit) => git('cat-file', '-e', `${commit}^{commit}`).status === 0;

// A shallow clone (a CI checkout with a depth) may lack the starting point: fetch the rest of the history.
if (!has(CONVENTIONAL_SINCE) && git('rev-parse', '--is-shallow-repository').stdout.trim() === 'true') {
  console.log('lint:commits: shallow clone, fetching the whole history');
  git('fetch', '--unshallow', '--quiet');
}
if (!has(CONVENTIONAL_SINCE) || git('merge-base', '--is-ancestor', CONVENTIONAL_SINCE, 'HEAD').status !== 0) {
  console.error(
    `lint:commits: the starting point ${CONVENTIONAL_SINCE.slice(0, 7)} is not in this clone's history of HEAD; ` +
      'clone with the full history (no --depth) to check the commit messages.',
  );
  process.exit(1);
}

const count = execFileSync('git', ['rev-list', '--count', '--no-merges', `${CONVENTIONAL_SINCE}..HEAD`], {
  cwd: ROOT,
  encoding: 'utf8',
}).trim();
const commitlint = spawnSync(
  join(ROOT, 'node_modules', '.bin', 'commitlint'),
  [
    '--config',
    join(ROOT, 'tooling', 'versions', 'commitlint.config.js'),
    '--from',
    CONVENTIONAL_SINCE,
    '--to',
    'HEAD',
    '--git-log-args=--no-merges',
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
if (commitlint.status === 0)
  console.log(
    `lint:commits: ${count} commit(s) since ${CONVENTIONAL_SINCE.slice(0, 7)} follow Conventional Commits`,
  );
process.exit(commitlint.status ?? 1);
