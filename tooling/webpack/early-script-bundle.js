const path = require('node:path');
const { BROWSERS, TYPESCRIPT_RULE } = require('./compile-settings');
const { localSitePlugin } = require('./local-site-plugin');
const { precompressPlugin } = require('./precompress-plugin');

/** The host's first script (options.earlyEntry): index.html runs it before main.js. */
const EARLY_SCRIPT_FILE = 'early.js';

/**
 * Builds the host's early entry into its dist/ as a bundle of its own: no federation runtime, no shared
 * library, so it is small and starts while main.js still downloads. An ES module with exports: main.js
 * imports the same URL and gets the same module instance, with what it started.
 */
function earlyScriptConfig(dir, entry, site) {
  return {
    name: 'early',
    entry,
    context: dir,
    target: BROWSERS,
    mode: 'production',
    devtool: 'source-map',
    experiments: { outputModule: true },
    output: {
      path: path.join(dir, 'dist'),
      filename: EARLY_SCRIPT_FILE,
      module: true,
      library: { type: 'module' },
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [TYPESCRIPT_RULE] },
    plugins: [localSitePlugin(site), precompressPlugin()],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { EARLY_SCRIPT_FILE, earlyScriptConfig };
