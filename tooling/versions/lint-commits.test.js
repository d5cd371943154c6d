/**
 * `npm run lint:commits` in a scratch clone: Conventional Commits pass, a merge commit with a message of its own
 * is left out, any other message fails; a shallow clone fetches the history it needs first.
 */
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT, scratchClone } = require('./scratch-clone');

jest.setTimeout(300_000);

let clone;
let start;
const lintCommits = (cwd) =>
  spawnSync('node', ['tooling/versions/lint-commits.mjs'], { cwd, encoding: 'utf8' });

beforeAll(() => {
  clone = scratchClone();
  start = clone.git('rev-parse', 'HEAD').trim();
});

afterEach(() => clone.git('reset', '--quiet', '--hard', start));

afterAll(() => clone?.remove());

it('passes Conventional Commits and merges, and fails a commit that does not follow the rule', () => {
  clone.commit('mfe-catalog/src/scratch-a.ts', 'export const A = 1;\n', 'feat(catalog): a scratch feature');
  clone.git('checkout', '--quiet', '-b', 'side');
  clone.commit(
    'packages/ui/src/scratch-b.ts',
    'export const B = 1;\n',
    'fix(ui): a scratch fix\n\nA body line longer than a hundred characters tells the story of the fix in prose, as the commits here do.',
  );
  clone.git('checkout', '--quiet', 'scratch');
  clone.git('merge', '--quiet', '--no-ff', '-m', 'Brought the side work in by hand', 'side');
  const passing = lintCommits(clone.dir);
  expect(passing.stdout).toMatch(/follow Conventional Commits/);
  expect(passing.status).toBe(0);

  clone.commit('shared/scratch-c.ts', 'export const C = 1;\n', 'Fixed the scratch thing');
  const failing = lintCommits(clone.dir);
  expect(failing.status).not.toBe(0);
  expect(failing.stdout + failing.stderr).toContain('Fixed the scratch thing');
  expect(failing.stdout + failing.stderr).toMatch(/type may not be empty/);
});

it('fetches the whole history in a shallow clone before it checks', () => {
  const shallow = fs.mkdtempSync(path.join(os.tmpdir(), 'shallow-clone-'));
  try {
    execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${clone.dir}`, shallow]);
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(shallow, 'node_modules'), 'dir');
    const result = lintCommits(shallow);
    expect(result.stdout).toMatch(/shallow clone, fetching the whole history/);
    expect(result.stdout).toMatch(/follow Conventional Commits/);
    expect(result.status).toBe(0);
  } finally {
    fs.rmSync(shallow, { recursive: true, force: true });
  }
});
