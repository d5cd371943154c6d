/**
 * packages/ui is built into every front end and into the build tooling's dev host, so its tests take nothing from
 * tooling/: their own settings, as shared's tests have.
 */
const path = require('node:path');

const sharedDir = path.dirname(require.resolve('@marketplace/shared/package.json'));
// The tests build axios errors; they must come from the axios copy the shared api-client uses.
const sharedAxios = require.resolve('axios', { paths: [sharedDir] });
// The fixed local runtime configuration shared's own tests run with, in place of the one a build writes.
const { globals } = require(path.join(sharedDir, 'jest.config.js'));

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  globals,
  // The UI kit's own compiler settings (tsconfig.json); ts-jest compiles each file to CommonJS on its own.
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleNameMapper: { '^axios$': sharedAxios },
  setupFilesAfterEnv: [
    '@testing-library/jest-dom',
    path.join(__dirname, 'src/testing/jsdom-text-encoding.ts'),
    path.join(__dirname, 'src/testing/jsdom-dialog.ts'),
  ],
};
