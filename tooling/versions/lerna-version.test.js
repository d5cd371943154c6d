/**
 * `lerna version --conventional-commits` in a scratch clone: after a release (each package tagged at its
 * version, as lerna tags it), a commit bumps the packages it touches, by what its type says, and the packages
 * that depend on them; each bumped package gets its CHANGELOG.md entry. Nothing else moves.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, scratchClone } = require('./scratch-clone');

jest.setTimeout(600_000);

const LERNA = path.join(ROOT, 'node_modules', '.bin', 'lerna');
const VERSION = ['version', '--no-push', '--no-git-tag-version', '--conventional-commits', '--yes'];

let clone;
let packages;
let released;
const lerna = (...args) =>
  execFileSync(LERNA, [...args, '--loglevel', 'warn'], { cwd: clone.dir, encoding: 'utf8' });
const manifest = (pkg) => JSON.parse(fs.readFileSync(path.join(pkg.location, 'package.json'), 'utf8'));
const changelog = (pkg) => fs.readFileSync(path.join(pkg.location, 'CHANGELOG.md'), 'utf8');
const named = (name) => packages.find((pkg) => pkg.name === name);
const bumped = () => packages.filter((pkg) => manifest(pkg).version !== pkg.version).map((pkg) => pkg.name);

/** The workspace packages that list `name` among their dependencies of any kind, and theirs, and so on. */
function dependentsOf(name) {
  const found = new Set();
  const visit = (target) => {
    for (const pkg of packages) {
      const { dependencies = {}, devDependencies = {}, peerDependencies = {} } = manifest(pkg);
      const uses = target in { ...dependencies, ...devDependencies, ...peerDependencies };
      if (uses && !found.has(pkg.name)) {
        found.add(pkg.name);
        visit(pkg.name);
      }
    }
  };
  visit(name);
  return [...found];
}

beforeAll(() => {
  clone = scratchClone();
  packages = JSON.parse(lerna('list', '--json', '--all'));
  released = clone.git('rev-parse', 'HEAD').trim();
  for (const pkg of packages)
    clone.git('tag', '--annotate', '--message', `${pkg.name}@${pkg.version}`, `${pkg.name}@${pkg.version}`);
});

afterAll(() => clone?.remove());

/** Each test starts from the release: its commit and its working tree undone. */
afterEach(() => {
  clone.git('reset', '--quiet', '--hard', released);
  clone.git('clean', '--quiet', '--force', '-d');
});

it('a feature in one remote bumps that remote a minor version and writes its changelog, and nothing else', () => {
  const catalog = packages.find((pkg) => pkg.location === path.join(clone.dir, 'mfe-catalog'));
  clone.commit(
    'mfe-catalog/src/lib/scratch-note.ts',
    'export const NOTE = 1;\n',
    'feat(catalog): a note for the scratch test',
  );

  lerna(...VERSION);

  expect(bumped().sort()).toEqual([catalog.name, ...dependentsOf(catalog.name)].sort());
  expect(bumped()).toEqual([catalog.name]);
  expect(manifest(catalog).version).toBe(bumpMinor(catalog.version));
  expect(changelog(catalog)).toMatch(/### Features\s+\* \*\*catalog:\*\* a note for the scratch test/);
  const changed = clone
    .git('status', '--porcelain')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  expect(changed.sort()).toEqual([
    'mfe-catalog/CHANGELOG.md',
    'mfe-catalog/package.json',
    'package-lock.json',
  ]);
});

it('a fix in the UI kit bumps it a patch, and every package that depends on it a patch as well', () => {
  const ui = named('@marketplace/ui');
  const dependents = dependentsOf(ui.name);
  clone.commit(
    'packages/ui/src/scratch-fix.ts',
    'export const FIXED = true;\n',
    'fix(ui): a fix for the scratch test',
  );

  lerna(...VERSION);

  expect(dependents.length).toBeGreaterThan(0);
  expect(bumped().sort()).toEqual([ui.name, ...dependents].sort());
  expect(manifest(ui).version).toBe(bumpPatch(ui.version));
  expect(changelog(ui)).toMatch(/### Bug Fixes\s+\* \*\*ui:\*\* a fix for the scratch test/);
  for (const name of dependents) {
    expect(manifest(named(name)).version).toBe(bumpPatch(named(name).version));
    expect(changelog(named(name))).toContain(`Version bump only for package ${name}`);
  }
});

function bumpMinor(version) {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

function bumpPatch(version) {
  const [major, minor, patch] = version.split('.').map(Number);
  return `${major}.${minor}.${patch + 1}`;
}
