/**
 * Minifying and chunk splitting. A build "as a dependency" is not minified; the host's `startupChunk` puts the
 * modules every page needs at start into one chunk instead of one small file per shared library.
 */
function optimizationOptions({ asDependency, startupChunk }) {
  return {
    ...(asDependency ? { minimize: false } : {}),
    ...(startupChunk
      ? {
          splitChunks: {
            cacheGroups: {
              startup: { test: startupChunk, name: 'startup', chunks: 'async', enforce: true },
            },
          },
        }
      : {}),
  };
}

module.exports = { optimizationOptions };
