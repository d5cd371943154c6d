const { filesOnOneDatabase } = require('./database-passes');

const suite = (name) => ({ name, assertionResults: [{ status: 'passed' }] });

it('is satisfied when every file ran on both databases', () => {
  const results = {
    testResults: [suite('a.test.ts'), suite('b.test.ts'), suite('b.test.ts'), suite('a.test.ts')],
  };
  expect(filesOnOneDatabase(results)).toEqual([]);
});

it('names the files the PostgreSQL pass did not run', () => {
  const results = { testResults: [suite('a.test.ts'), suite('b.test.ts'), suite('a.test.ts')] };
  expect(filesOnOneDatabase(results)).toEqual(['b.test.ts']);
});

it('names every file when the PostgreSQL pass ran nothing', () => {
  const results = { testResults: [suite('a.test.ts'), suite('b.test.ts')] };
  expect(filesOnOneDatabase(results)).toEqual(['a.test.ts', 'b.test.ts']);
});
