/**
 * The document server as `npm start` runs it on the shell's port: the shell's files and its pages go out
 * compressed for a browser that accepts it (gzip, as the remotes' static servers send theirs). Behind the
 * cluster's nginx, which compresses what it sends on (gzip_proxied), its pages leave it as they are.
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

/** A document server on a free local port, for the shell in `shellDir`, with an API that never answers. */
function startOn(shellDir, options) {
  return startDocumentServer({
    site: loadSite(),
    port: 0,
    host: '127.0.0.1',
    shellDir,
    apiUrl: 'http://127.0.0.1:9',
    ...options,
  });
}

function closeServer(server) {
  // The requests' kept-alive connections would hold close() until the server's keep-alive timeout.
  return new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
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
    server = await startOn(shellDir, { serveConfig: { public: shellDir } });
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await closeServer(server);
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

describe('the document server behind nginx', () => {
  const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-server-pages-'));
  const page = `<html><head></head><body><div id="root">${'<p>furniture</p>'.repeat(500)}</div></body></html>`;
  let server;

  beforeAll(async () => {
    fs.writeFileSync(path.join(shellDir, 'index.html'), page);
    server = await startOn(shellDir, { filesUrl: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await closeServer(server);
    fs.rmSync(shellDir, { recursive: true, force: true });
  });

  it('leaves the compression of its pages to nginx', async () => {
    // The site's files cannot be read here: the page goes out as the plain shell, well over gzip's threshold.
    const answer = await get(`http://127.0.0.1:${server.address().port}/`, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.bytes).toBe(page.length);
  });
});
