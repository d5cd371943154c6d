/**
 * A production build also writes each script and style sheet gzipped once, at zopfli's ratio, beside it
 * (`main.js.gz`): the static servers send that file as it is to a browser that accepts gzip
 * (tooling/site/static-files.js, nginx's gzip_static) instead of compressing every response at zlib's level.
 * zopfli writes ordinary gzip that every browser reads, a few percent smaller than zlib's best; it is slow,
 * which only a build can afford. Built files are never rewritten after the build, so each stays its twin.
 */
const CompressionPlugin = require('compression-webpack-plugin');
const zopfli = require('@gfx/zopfli');

const PRECOMPRESSED = /\.(js|css)$/;
/** zopfli's rounds per block: past a few, each round saves almost nothing more. */
const ZOPFLI_ROUNDS = 5;

function precompressPlugin() {
  return new CompressionPlugin({
    test: PRECOMPRESSED,
    filename: '[path][base].gz',
    algorithm: (input, options, callback) => zopfli.gzip(input, options, callback),
    compressionOptions: { numiterations: ZOPFLI_ROUNDS },
    // Below the static servers' own threshold a file goes out as it is.
    threshold: 1024,
    minRatio: 0.9,
  });
}

module.exports = { PRECOMPRESSED, precompressPlugin };
