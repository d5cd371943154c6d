/**
 * Module Federation upgrades like any other dependency: every package asks for it by the same caret range, and
 * the lockfile installs one version of each @module-federation package, so the shell and the remotes build the
 * same runtime. Read from package-lock.json, which `npm ci` installs exactly.
 */
const fs = require('node:fs');
const path = require('node:path');
const { ROOT } = require('../site/site-config');

const FEDERATION = /^@module-federation\//;
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

/** `node_modules/a/node_modules/@module-federation/sdk` -> `@module-federation/sdk` */
function installedName(location) {
  const at = location.lastIndexOf('node_modules/');
  return at === -1 ? null : location.slice(at + 'node_modules/'.length);
}

/** Each @module-federation package installed in more than one version: `name: v1, v2`. */
function duplicateVersions(lock) {
  const versions = new Map();
  for (const [location, entry] of Object.entries(lock.packages)) {
    const name = installedName(location);
    if (!name || !FEDERATION.test(name) || entry.link) continue;
    versions.set(name, new Set([...(versions.get(name) ?? []), entry.version]));
  }
  return [...versions]
    .filter(([, found]) => found.size > 1)
    .map(([name, found]) => `${name}: ${[...found].sort().join(', ')}`);
}

/** What the repo's own packages (the root and its workspaces) ask for: `package -> dependency -> range`. */
function requestedRanges(lock) {
  const requests = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location.includes('node_modules/')) continue;
    for (const field of DEPENDENCY_FIELDS) {
      for (const [name, range] of Object.entries(entry[field] ?? {})) {
        if (FEDERATION.test(name)) requests.push({ workspace: location || '(root)', name, range });
      }
    }
  }
  return requests;
}

/** A request that is not a caret range (`2.9.2`, `~2.9.2`, `2.9.x`), or one range among several for a package. */
function rangeProblems(lock) {
  const requests = requestedRanges(lock);
  const notCaret = requests
    .filter(({ range }) => !/^\^\d+\.\d+\.\d+$/.test(range))
    .map(({ workspace, name, range }) => `${workspace} pins ${name} to ${range}, not a caret range`);
  const rangesOf = new Map();
  for (const { name, range } of requests) rangesOf.set(name, new Set([...(rangesOf.get(name) ?? []), range]));
  const differing = [...rangesOf]
    .filter(([, ranges]) => ranges.size > 1)
    .map(([name, ranges]) => `${name} is asked for as ${[...ranges].sort().join(' and ')}`);
  return [...notCaret, ...differing];
}

const lockOf = (packages) => ({ packages });

describe('the Module Federation version', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));

  it('installs one version of each @module-federation package', () => {
    expect(requestedRanges(lock).length).toBeGreaterThan(0);
    expect(duplicateVersions(lock)).toEqual([]);
  });

  it('is asked for by one caret range in every package', () => {
    expect(rangeProblems(lock)).toEqual([]);
  });

  it('reports a second installed version, nested or not', () => {
    const twoRuntimes = lockOf({
      'node_modules/@module-federation/runtime-core': { version: '2.9.3' },
      'mfe-catalog/node_modules/@module-federation/runtime-core': { version: '2.9.2' },
      'node_modules/@module-federation/sdk': { version: '2.9.3' },
    });
    expect(duplicateVersions(twoRuntimes)).toEqual(['@module-federation/runtime-core: 2.9.2, 2.9.3']);
  });

  it('reports an exact pin and two different ranges', () => {
    const pinned = lockOf({
      shell: { dependencies: { '@module-federation/enhanced': '2.9.2' } },
      'mfe-auth': { devDependencies: { '@module-federation/enhanced': '^2.9.3' } },
      'node_modules/@module-federation/enhanced': {
        version: '2.9.3',
        dependencies: { '@module-federation/sdk': '2.9.3' },
      },
    });
    expect(rangeProblems(pinned)).toEqual([
      'shell pins @module-federation/enhanced to 2.9.2, not a caret range',
      '@module-federation/enhanced is asked for as 2.9.2 and ^2.9.3',
    ]);
  });
});
