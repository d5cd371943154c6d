import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canaryChangelog, entriesBetween, packageVersionOf, parseChangelog } from './changelog';

/** As lerna version --conventional-commits writes it (independent mode, newest first). */
const CHANGELOG = `# Change Log

All notable changes to this project will be documented in this file.
See [Conventional Commits](https://conventionalcommits.org) for commit guidelines.

# [1.4.0](https://example.test/compare/mfe-catalog@1.3.1...mfe-catalog@1.4.0) (2026-12-01)

### Features

* **catalog:** price filter on category pages ([1a2b3c4](https://example.test/commit/1a2b3c4))
* **catalog:** saved searches

## [1.3.1](https://example.test/compare/mfe-catalog@1.3.0...mfe-catalog@1.3.1) (2026-11-28)

### Bug Fixes

* **catalog:** the booking modal keeps its focus ([9f8e7d6](https://example.test/commit/9f8e7d6))

# 1.3.0 (2026-11-20)

### Features

* **catalog:** blog
`;

it('reads each version of a lerna changelog with its date and items, links dropped', () => {
  expect(parseChangelog(CHANGELOG)).toEqual([
    {
      version: '1.4.0',
      date: '2026-12-01',
      items: ['catalog: price filter on category pages', 'catalog: saved searches'],
    },
    { version: '1.3.1', date: '2026-11-28', items: ['catalog: the booking modal keeps its focus'] },
    { version: '1.3.0', date: '2026-11-20', items: ['catalog: blog'] },
  ]);
});

it('keeps the entries after the stable version up to the canary', () => {
  const entries = parseChangelog(CHANGELOG);
  expect(entriesBetween(entries, '1.3.0', '1.4.0').map((entry) => entry.version)).toEqual(['1.4.0', '1.3.1']);
  expect(entriesBetween(entries, '1.3.1', '1.3.1')).toEqual([]);
  expect(packageVersionOf('1.4.0-1a2b3c4d5e')).toBe('1.4.0');
});

it("reads the canary's CHANGELOG.md from its version folder", () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'changelog-'));
  try {
    const canary = { entry: '/mfe-catalog/1.4.0-bbbbbbbbbb/mf-manifest.json', version: '1.4.0-bbbbbbbbbb' };
    expect(canaryChangelog(site, canary, '1.3.1-aaaaaaaaaa')).toEqual([]);
    mkdirSync(path.join(site, 'mfe-catalog', canary.version), { recursive: true });
    writeFileSync(path.join(site, 'mfe-catalog', canary.version, 'CHANGELOG.md'), CHANGELOG);
    expect(canaryChangelog(site, canary, '1.3.1-aaaaaaaaaa')).toEqual([
      expect.objectContaining({
        version: '1.4.0',
        items: expect.arrayContaining(['catalog: saved searches']),
      }),
    ]);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
