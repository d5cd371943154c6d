const path = require('node:path');
const base = require('@marketplace/tooling/jest')(__dirname);

// The tests build axios errors; they must come from the axios copy the shared api-client uses.
const sharedAxios = require.resolve('axios', { paths: [path.join(__dirname, '../../shared')] });

module.exports = {
  ...base,
  moduleNameMapper: { ...base.moduleNameMapper, '^axios$': sharedAxios },
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'src/testing/jsdom-dialog.ts')],
};
