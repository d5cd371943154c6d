const path = require('node:path');
const { BROWSERS } = require('./compile-settings');
const { precompressPlugin } = require('./precompress-plugin');

/** Loaded first by a remote's own index.html: its entries expect the runtime on the page (see the file). */
const FEDERATION_RUNTIME_FILE = 'federation-runtime.js';

/** Builds tooling/webpack/federation-runtime.js into the remote's dist/, next to its index.html. */
function federationRuntimeConfig(dir, production) {
  return {
    name: 'federation-runtime',
    entry: path.join(__dirname, 'federation-runtime.js'),
    context: dir,
    target: BROWSERS,
    mode: production ? 'production' : 'development',
    devtool: false,
    output: { path: path.join(dir, 'dist'), filename: FEDERATION_RUNTIME_FILE, clean: false },
    plugins: production ? [precompressPlugin()] : [],
    stats: 'errors-warnings',
  };
}

module.exports = { FEDERATION_RUNTIME_FILE, federationRuntimeConfig };
