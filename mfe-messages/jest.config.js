const base = require('@marketplace/tooling/jest')(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, require.resolve('@marketplace/ui/testing/jsdom-dialog')],
};
