/**
 * The cluster's nginx and `npm start`'s static servers serve the same folders with the same caching and security
 * headers (both written from site/static-headers.js); only the shell's CSP and the remotes' CORS origin differ,
 * by design. Runs the real nginx (a missing nginx fails with the apt command) and the real static server (tooling/site/static-server.js).
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const {
  loadSite,
  clusterContentSecurityPolicy,
  clusterOrigin,
  contentSecurityPolicy,
  shellOrigin,
} = require('../site/site-config');
const { writeServeConfig } = require('../site/run-files');
const { REMOTE_PAGE_POLICY } = require('../site/static-headers');
const { freePorts } = require('./free-ports');
const { nginxBinary, portAnswers, prepareRunFolder, startNginx } = require('./nginx');

const site = loadSite();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-front-ends-'));
// nginx's workers (`nobody` when started by root) read the folders.
fs.chmodSync(work, 0o755);
const SHELL_FILES = [
  'index.html',
  'main.js',
  'early.js',
  'startup.0a1b2c3d.js',
  'remotes.json',
  'hero.4e5f.webp',
  'notes.txt',
];
const REMOTE_FILES = [
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'routes.json',
  'federation-runtime.js',
  '412.9f8e.js',
  'main.css',
];
const distOf = (pkg) => path.join(work, 'dist', pkg);
/** A script of each front end with a precompressed twin, as the production build writes one (precompress-plugin.js). */
const TWINNED = { shell: 'main.js', remote: 'remoteEntry.js' };
const twinOf = (pkg, file) => gzipSync(`${pkg} ${file}, as the build compressed it\n`);
const children = [];
let nginx;
let ports;

function startStatic(dir, port, configFile) {
  const staticServer = path.join(__dirname, '..', 'site', 'static-server.js');
  const child = spawn(
    process.execPath,
    [staticServer, '--dir', dir, '--port', String(port), '--config', configFile],
    { stdio: 'ignore' },
  );
  children.push(child);
}

async function waitFor(port) {
  const deadline = Date.now() + 15_000;
  while (!(await portAnswers(port))) {
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const COMPARED = [
  'cache-control',
  'x-content-type-options',
  'referrer-policy',
  'access-control-allow-origin',
];

async function answer(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  return {
    status: response.status,
    ...Object.fromEntries(COMPARED.map((name) => [name, response.headers.get(name)])),
    csp: response.headers.get('content-security-policy'),
  };
}

beforeAll(async () => {
  nginxBinary();
  for (const pkg of [site.shell.package, ...site.remotes.map((remote) => remote.package)]) {
    const files = pkg === site.shell.package ? SHELL_FILES : REMOTE_FILES;
    fs.mkdirSync(distOf(pkg), { recursive: true });
    for (const file of files) fs.writeFileSync(path.join(distOf(pkg), file), `${pkg} ${file}\n`);
    const twinned = pkg === site.shell.package ? TWINNED.shell : TWINNED.remote;
    fs.writeFileSync(path.join(distOf(pkg), `${twinned}.gz`), twinOf(pkg, twinned));
  }
  ports = await freePorts(3);
  const runDir = path.join(work, 'run');
  prepareRunFolder(site, runDir, { port: ports[0], apiPorts: [1] }, distOf);
  nginx = await startNginx(runDir, ports[0]);
  startStatic(distOf(site.shell.package), ports[1], writeServeConfig(site, 'shell', work));
  startStatic(distOf(site.remotes[0].package), ports[2], writeServeConfig(site, 'remote', work));
  await Promise.all([waitFor(ports[1]), waitFor(ports[2])]);
}, 30_000);

afterAll(async () => {
  await nginx?.stop();
  for (const child of children) child.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
});

describe("nginx serves the front ends with the headers of the static servers' configuration", () => {
  // The shell's remotes.json is the cluster's own under nginx (runtime/), with the same headers.
  it.each([
    ...SHELL_FILES,
    'products/1',
    'dashboard/allbuyers',
    'missing.js',
    '',
  ])('the shell: /%s', async (file) => {
    const fromNginx = await answer(`http://127.0.0.1:${ports[0]}/${file}`);
    const fromServe = await answer(`http://127.0.0.1:${ports[1]}/${file}`);
    expect({ ...fromNginx, csp: null }).toEqual({ ...fromServe, csp: null });
    expect(fromServe.csp).toBe(
      file === 'index.html' || !file.includes('.') ? contentSecurityPolicy(site) : null,
    );
    expect(fromNginx.csp).toBe(fromServe.csp === null ? null : clusterContentSecurityPolicy(site));
  });

  it.each([...REMOTE_FILES, 'some/page', 'missing.js'])('a remote: /%s', async (file) => {
    const prefix = `/${site.remotes[0].package}/`;
    const fromNginx = await answer(`http://127.0.0.1:${ports[0]}${prefix}${file}`);
    const fromServe = await answer(`http://127.0.0.1:${ports[2]}/${file}`);
    const cors = 'access-control-allow-origin';
    expect({ ...fromNginx, [cors]: null }).toEqual({ ...fromServe, [cors]: null });
    // Only the shell's page may read a remote's files: its origin under `npm start`, the cluster's under nginx.
    expect(fromServe[cors]).toBe(shellOrigin(site));
    expect(fromNginx[cors]).toBe(clusterOrigin(site));
    expect(fromServe['x-content-type-options']).toBe('nosniff');
    // The remote's own page may not be framed.
    expect(fromServe.csp).toBe(file === 'index.html' || !file.includes('.') ? REMOTE_PAGE_POLICY : null);
  });

  it('gives the cluster its own remotes.json: the remotes and the API on its origin', async () => {
    const runtime = await (await fetch(`http://127.0.0.1:${ports[0]}/remotes.json`)).json();
    expect(runtime.apiUrl).toBe(`http://${site.host}:${ports[0]}/api`);
    expect(runtime.remotes[site.remotes[0].name]).toEqual({
      entry: `/${site.remotes[0].package}/mf-manifest.json`,
    });
    expect(runtime.allowRemoteOverrides).toBeUndefined();
  });
});

/** The bytes as sent, not decompressed (fetch would decompress them), and the encoding they were sent with. */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

it("sends a built file's precompressed twin as it is, as the static servers do", async () => {
  const shell = site.shell.package;
  const remote = site.remotes[0].package;
  const answers = await Promise.all([
    rawGet(`http://127.0.0.1:${ports[0]}/${TWINNED.shell}`),
    rawGet(`http://127.0.0.1:${ports[1]}/${TWINNED.shell}`),
    rawGet(`http://127.0.0.1:${ports[0]}/${remote}/${TWINNED.remote}`),
    rawGet(`http://127.0.0.1:${ports[2]}/${TWINNED.remote}`),
  ]);
  const shellTwin = twinOf(shell, TWINNED.shell);
  const remoteTwin = twinOf(remote, TWINNED.remote);
  const twins = [shellTwin, shellTwin, remoteTwin, remoteTwin];
  expect(answers.map(({ encoding }) => encoding)).toEqual(['gzip', 'gzip', 'gzip', 'gzip']);
  expect(answers.map(({ body }, index) => body.equals(twins[index]))).toEqual([true, true, true, true]);
});

it("keeps query strings, such as the event stream's ticket, out of its access log", async () => {
  const secrets = ['ticket-4f9a0c', 'sofa-search-77'];
  await answer(`http://127.0.0.1:${ports[0]}/api/events?ticket=${secrets[0]}`);
  await answer(`http://127.0.0.1:${ports[0]}/search?q=${secrets[1]}`);
  const log = fs.readFileSync(nginx.accessLog, 'utf8');
  expect(log).toContain('"GET /api/events HTTP/1.1"');
  expect(log).toContain('"GET /search HTTP/1.1"');
  for (const secret of secrets) expect(log).not.toContain(secret);
});
