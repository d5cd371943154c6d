const path = require('node:path');
const base = require('@marketplace/tooling/jest')(__dirname);

// Tests build axios errors; they must come from the same axios copy as the shared api-client's.
const sharedAxios = require.resolve('axios', { paths: [path.join(__dirname, '../shared')] });

module.exports = {
  ...base,
  moduleNameMapper: { ...base.moduleNameMapper, '^axios$': sharedAxios },
  setupFilesAfterEnv: [
    ...base.setupFilesAfterEnv,
    path.join(__dirname, 'src/test/jsdom-polyfills.ts'),
    require.resolve('@marketplace/ui/testing/jsdom-dialog'),
  ],
};
