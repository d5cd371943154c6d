const path = require('node:path');
const base = require('@marketplace/tooling/jest')(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [
    ...base.setupFilesAfterEnv,
    path.join(__dirname, 'src/test/jsdom-polyfills.ts'),
    require.resolve('@marketplace/ui/testing/jsdom-dialog'),
  ],
};
