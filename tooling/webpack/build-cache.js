const fs = require('node:fs');
const path = require('node:path');
const { PAGES_FILE } = require('../site/remote-pages');

/** This preset's own files: not its tests, nor the runtime entry it builds (federation-runtime-bundle.js). */
function presetFiles() {
  return fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.js') && !file.endsWith('.test.js') && file !== 'federation-runtime.js')
    .map((file) => path.join(__dirname, file));
}

/**
 * Rebuilds after a small change reuse the last build's modules (node_modules/.cache/webpack of the package);
 * the preset's files, the site map and the remote's pages.json are part of the cache key.
 */
function buildCacheOptions({ dir, name, mode, asDependency }) {
  return {
    type: 'filesystem',
    name: `${name}-${mode}${asDependency ? '-dependency' : ''}`,
    buildDependencies: {
      config: [
        ...presetFiles(),
        path.join(__dirname, '..', 'site', 'site-config.js'),
        path.join(__dirname, '..', 'site', 'remote-pages.js'),
        path.join(dir, PAGES_FILE),
        process.env.SITE_CONFIG || path.join(__dirname, '..', '..', 'site.config.json'),
        path.join(dir, 'webpack.config.js'),
      ].filter((file) => fs.existsSync(file)),
    },
  };
}

module.exports = { buildCacheOptions };
