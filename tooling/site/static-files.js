/**
 * The front ends' files as `npm start`, the e2e site and a remote's own server send them: serve-handler with the
 * site's header rules (static-headers.js), a file's precompressed twin (`main.js.gz`, written by the production
 * build: tooling/webpack/precompress-plugin.js) sent as it is to a browser that accepts gzip, and every other
 * compressible answer gzipped on the way out by the `compression` middleware.
 */
const fs = require('node:fs');
const compression = require('compression');
const Negotiator = require('negotiator');
const serveHandler = require('serve-handler');

/** The files the build writes a twin of (precompress-plugin.js's PRECOMPRESSED). */
const PRECOMPRESSED = /\.(js|css)$/;

function acceptsGzip(request) {
  return new Negotiator(request).encoding(['gzip', 'identity']) === 'gzip';
}

/**
 * serve-handler's file system calls for one request: a file with a twin is read from the twin, with its size,
 * and the answer says so. Paths without a twin are read as they are.
 */
function twinReads(response) {
  const twinOf = async (file) => {
    if (!PRECOMPRESSED.test(file)) return null;
    try {
      const stats = await fs.promises.stat(`${file}.gz`);
      return stats.isFile() ? stats : null;
    } catch {
      return null;
    }
  };
  const sentAsTwin = new Set();
  return {
    async lstat(file) {
      // A twin without its file is not served (nginx's gzip_static neither, behind try_files).
      const own = await fs.promises.lstat(file);
      const twin = await twinOf(file);
      if (!twin) return own;
      sentAsTwin.add(file);
      response.setHeader('Content-Encoding', 'gzip');
      response.setHeader('Vary', 'Accept-Encoding');
      return twin;
    },
    createReadStream(file, options) {
      return fs.createReadStream(sentAsTwin.has(file) ? `${file}.gz` : file, options);
    },
  };
}

/**
 * @param {{ dir: string, config: object }} options config: serve-handler's configuration (static-headers.js)
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => Promise<void>}
 */
function staticFiles({ dir, config }) {
  const settings = { ...config, public: dir };
  return (request, response) => {
    if (PRECOMPRESSED.test(new URL(request.url ?? '/', 'http://files').pathname)) {
      // A cache between us and the browser keeps the gzipped and the plain answer apart.
      response.setHeader('Vary', 'Accept-Encoding');
      if (acceptsGzip(request)) return serveHandler(request, response, settings, twinReads(response));
    }
    return serveHandler(request, response, settings);
  };
}

/** Wraps a request handler with the `compression` middleware: what is not sent gzipped already is gzipped here. */
function compressed(handle) {
  const compress = compression();
  return (request, response) => compress(request, response, () => handle(request, response));
}

module.exports = { PRECOMPRESSED, compressed, staticFiles };
