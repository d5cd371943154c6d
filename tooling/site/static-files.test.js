const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const { compressed, staticFiles } = require('./static-files');

const SCRIPT = `${'export const shelf = "oak";\n'.repeat(200)}`;
/** A twin at zlib's fastest level: its bytes differ from what the middleware would make on the fly. */
const TWIN = gzipSync(SCRIPT, { level: 1 });
const config = {
  symlinks: true,
  headers: [{ source: '**/*.js', headers: [{ key: 'Cache-Control', value: 'max-age=31536000, immutable' }] }],
};

let dir;
let server;
let base;

/** One GET with the given headers: status, headers and the bytes as sent (not decompressed). */
function get(file, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/${file}`, { headers, method }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  fs.writeFileSync(path.join(dir, 'main.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'main.js.gz'), TWIN);
  fs.writeFileSync(path.join(dir, 'alone.js'), SCRIPT);
  // npm start's shell folder is made of links to the build's files (shell-release-folder.js).
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-build-'));
  fs.writeFileSync(path.join(build, 'linked.js'), SCRIPT);
  fs.writeFileSync(path.join(build, 'linked.js.gz'), TWIN);
  fs.symlinkSync(path.join(build, 'linked.js'), path.join(dir, 'linked.js'));
  fs.symlinkSync(path.join(build, 'linked.js.gz'), path.join(dir, 'linked.js.gz'));
  server = http.createServer(compressed(staticFiles({ dir, config })));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('static files', () => {
  it.each([
    'main.js',
    'linked.js',
  ])("sends %s's precompressed twin as it is to a browser that accepts gzip", async (file) => {
    const answer = await get(file, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBe(String(TWIN.length));
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('max-age=31536000, immutable');
    expect(answer.body.equals(TWIN)).toBe(true);
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity only', { 'accept-encoding': 'identity' }],
    ['gzip refused', { 'accept-encoding': 'gzip;q=0, identity' }],
  ])('sends the file itself with %s', async (_label, headers) => {
    const answer = await get('main.js', headers);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('gzips a file without a twin on the way out', async () => {
    const answer = await get('alone.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(TWIN)).toBe(false);
    expect(require('node:zlib').gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it("answers HEAD with the twin's headers and no body", async () => {
    const answer = await get('main.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBe(String(TWIN.length));
    expect(answer.body.length).toBe(0);
  });

  it('answers 404 for a missing script, whatever the client accepts', async () => {
    expect((await get('missing.js', { 'accept-encoding': 'gzip' })).status).toBe(404);
  });
});
