const base = require('@marketplace/tooling/jest')(__dirname);

module.exports = {
  ...base,
  // The form tests type into a dozen fields; on the shared 2-core machine that can take over 5 s.
  testTimeout: 20_000,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, require.resolve('@marketplace/ui/testing/jsdom-dialog')],
};
