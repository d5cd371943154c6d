#!/usr/bin/env node
/**
 * A remote's production build served on its own port (static-files.js), as `site serve` runs it for `npm start`
 * and the e2e site starts it:
 *
 *   node tooling/site/static-server.js --dir <dist> --port <port> --config <serve-handler configuration>
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { compressed, staticFiles } = require('./static-files');

const KEEP_ALIVE_MS = 65_000;

/**
 * @param {{ dir: string, port: number, config: object, host?: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
function startStaticServer({ dir, port, config, host }) {
  return listening(http.createServer(compressed(staticFiles({ dir, config }))), port, host);
}

/**
 * The server, once it listens on `port`; its kept-alive connections outlast a load balancer's (nginx keeps its
 * upstream connections for up to 60 s), so it never closes one that is about to be reused.
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<import('node:http').Server>}
 */
function listening(server, port, host) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (require.main === module) {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, port: { type: 'string' }, config: { type: 'string' } },
  });
  if (!values.dir || !values.port || !values.config) {
    console.error('usage: static-server.js --dir <folder> --port <port> --config <serve configuration>');
    process.exit(2);
  }
  const dir = path.resolve(values.dir);
  startStaticServer({
    dir,
    port: Number(values.port),
    config: JSON.parse(fs.readFileSync(values.config, 'utf8')),
  }).then(
    (server) => {
      const stop = () => server.close(() => process.exit(0));
      process.on('SIGTERM', stop);
      process.on('SIGINT', stop);
      console.log(`${dir} on :${values.port}`);
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}

module.exports = { listening, startStaticServer };
