import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyChange } from './apply-change';
import { PLANTED_CHANGES } from './planted-changes';

const apiRoot = join(__dirname, '..', '..');

it.each(
  PLANTED_CHANGES.map((change) => [change.name, change] as const),
)('the planted change "%s" still applies once and names test files that exist', (_name, change) => {
  const source = readFileSync(join(apiRoot, change.file), 'utf8');
  const changed = applyChange(source, change);
  expect(changed).not.toBe(source);
  expect(changed).toContain(change.replace);
  for (const test of change.tests) expect(existsSync(join(apiRoot, test))).toBe(true);
});

it('refuses a change whose text is gone or occurs twice', () => {
  const change = { name: 'x', file: 'f', find: 'a < b', replace: 'a <= b', tests: [] };
  expect(() => applyChange('nothing here', change)).toThrow('no longer in the file');
  expect(() => applyChange('a < b; a < b', change)).toThrow('more than once');
  expect(applyChange('if (a < b) go();', change)).toBe('if (a <= b) go();');
});
