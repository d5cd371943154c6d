const base = require('../jest.config.base.js')(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, require.resolve('@marketplace/ui/testing/jsdom-dialog')],
};
