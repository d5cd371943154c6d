/**
 * The document server as `npm start` runs it on the shell's port: the shell's files and its pages go out
 * compressed for a browser that accepts it (brotli or gzip, the `compression` middleware the static server used).
 */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { loadSite } = require('../site/site-config');
const { startDocumentServer } = require('./start-document-server');

/** GET with the headers given; the status, headers and raw (still encoded) body length. */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, bytes }));
      })
      .on('error', reject);
  });
}

describe('the document server on the shell port', () => {
  const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-server-files-'));
  const script = `console.log(${JSON.stringify('furniture '.repeat(5000))});\n`;
  let server;
  let base;

  beforeAll(async () => {
    fs.writeFileSync(
      path.join(shellDir, 'index.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(shellDir, 'main.js'), script);
    server = await startDocumentServer({
      site: loadSite(),
      port: 0,
      host: '127.0.0.1',
      shellDir,
      apiUrl: 'http://127.0.0.1:9',
      serveConfig: { public: shellDir },
    });
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    // The requests' kept-alive connections would hold close() until the server's keep-alive timeout.
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
    fs.rmSync(shellDir, { recursive: true, force: true });
  });

  it('sends a file gzip-compressed to a browser that accepts it, and as it is to one that does not', async () => {
    const compressed = await get(`${base}/main.js`, { 'accept-encoding': 'gzip, deflate' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.bytes).toBeLessThan(script.length / 10);
    const plain = await get(`${base}/main.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes).toBe(script.length);
  });
});
