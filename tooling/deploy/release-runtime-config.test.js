/**
 * The cluster follows the release state: its remotes.json takes each released remote's entry, canary and status
 * from the release site folder and is rewritten when that changes; nginx serves the version folders from there.
 * Real nginx on a run folder of small builds.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { loadSite, clusterRuntimeConfig } = require('../site/site-config');
const { writeJsonAtomically } = require('@marketplace/release-state');
const { freePorts } = require('../cluster/free-ports');
const { prepareRunFolder, startNginx } = require('../cluster/nginx');
const { watchReleaseState, withReleaseState } = require('./release-runtime-config');

const site = loadSite();
const VERSION = '0.1.0-0123456789';
const CANARY = '0.1.0-abcdef0123';
const entryOf = (version) => `/mfe-catalog/${version}/mf-manifest.json`;
let work;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'release-runtime-'));
  fs.chmodSync(work, 0o755);
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

const releaseSite = () => path.join(work, 'site');
function release(remotes) {
  fs.mkdirSync(releaseSite(), { recursive: true });
  writeJsonAtomically(path.join(releaseSite(), 'remotes.json'), { remotes });
}

it("takes a released remote's state and leaves the others their build's entry", () => {
  const config = clusterRuntimeConfig(site, 8080);
  release({
    catalog: {
      entry: entryOf(VERSION),
      version: VERSION,
      status: 'canary',
      canary: { entry: entryOf(CANARY), version: CANARY, share: 20, startedAt: '2026-11-27T06:00:00.000Z' },
    },
    auth: { entry: 'http://127.0.0.1:3002/mf-manifest.json' },
  });
  const merged = withReleaseState(config, releaseSite());
  expect(merged.remotes.catalog).toEqual({
    entry: entryOf(VERSION),
    version: VERSION,
    status: 'canary',
    canary: expect.objectContaining({ version: CANARY, share: 20 }),
  });
  expect(merged.remotes.auth).toEqual(config.remotes.auth);
  expect(merged.apiUrl).toBe(config.apiUrl);
  // No release site yet: the build's entries.
  expect(withReleaseState(config, path.join(work, 'none'))).toEqual(config);
});

it('publishes no rollback record and no person, even from a state an older release command wrote', () => {
  const config = clusterRuntimeConfig(site, 8080);
  release({
    catalog: {
      entry: entryOf(VERSION),
      version: VERSION,
      status: 'rolled back',
      canary: { entry: entryOf(CANARY), version: CANARY, share: 0, startedAt: '2026-11-27T06:00:00.000Z' },
      rollback: {
        at: '2026-11-27T06:05:00.000Z',
        by: 'admin@furniture.test',
        reasons: ['rolled back by a person'],
      },
    },
  });
  const published = withReleaseState(config, releaseSite());
  expect(published.remotes.catalog).toEqual({
    entry: entryOf(VERSION),
    version: VERSION,
    status: 'rolled back',
    canary: expect.objectContaining({ version: CANARY, share: 0 }),
  });
  expect(JSON.stringify(published)).not.toContain('furniture.test');
});

it('rewrites the config when the release state changes', async () => {
  release({ catalog: { entry: entryOf(VERSION), version: VERSION } });
  const file = path.join(work, 'remotes.json');
  const stop = watchReleaseState(file, () => clusterRuntimeConfig(site, 8080), releaseSite(), {
    intervalMs: 20,
  });
  try {
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).remotes.catalog.version).toBe(VERSION);
    release({ catalog: { entry: entryOf(CANARY), version: CANARY } });
    const deadline = Date.now() + 3000;
    let seen;
    while (Date.now() < deadline) {
      seen = JSON.parse(fs.readFileSync(file, 'utf8')).remotes.catalog.version;
      if (seen === CANARY) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toBe(CANARY);
  } finally {
    stop();
  }
});

it("serves a remote's version folders from the release site, immutable, through nginx", async () => {
  const folder = path.join(releaseSite(), 'mfe-catalog', VERSION);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), '{"name":"catalog"}');
  release({ catalog: { entry: entryOf(VERSION), version: VERSION } });
  const distOf = (pkg) => {
    const dir = path.join(work, 'dist', pkg);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), `<p>${pkg}</p>`);
    return dir;
  };
  const [port, apiPort] = await freePorts(2);
  const runDir = path.join(work, 'run');
  prepareRunFolder(site, runDir, { port, apiPorts: [apiPort], releaseSite: releaseSite() }, distOf);
  const nginx = await startNginx(runDir, port);
  try {
    const manifest = await fetch(`http://127.0.0.1:${port}${entryOf(VERSION)}`);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toEqual({ name: 'catalog' });
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`http://127.0.0.1:${port}${entryOf(CANARY)}`)).status).toBe(404);
    const runtime = await (await fetch(`http://127.0.0.1:${port}/remotes.json`)).json();
    expect(runtime.remotes.catalog.entry).toBe(entryOf(VERSION));
    // The build's own files are still served under the package's path.
    expect(await (await fetch(`http://127.0.0.1:${port}/mfe-catalog/index.html`)).text()).toBe(
      '<p>mfe-catalog</p>',
    );
  } finally {
    await nginx.stop();
  }
});
