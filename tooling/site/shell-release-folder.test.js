/**
 * npm start's shell folder: the build's files by link, each remote's path linked to its version folders in the
 * release site (also before the first deploy makes them), and a remotes.json that follows the release state.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { writeJsonAtomically } = require('@marketplace/release-state');
const { loadSite } = require('./site-config');
const { shellReleaseFolder } = require('./shell-release-folder');

const site = loadSite();
let work;
let stop = () => {};
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-release-folder-'));
});
afterEach(() => {
  stop();
  fs.rmSync(work, { recursive: true, force: true });
});

function shellBuild() {
  const dist = path.join(work, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<p>shell</p>');
  fs.writeFileSync(
    path.join(dist, 'remotes.json'),
    JSON.stringify({
      remotes: { catalog: { entry: 'http://localhost:3001/mf-manifest.json' } },
      apiUrl: 'x',
    }),
  );
  return dist;
}

it('links the build and follows the release state in remotes.json', async () => {
  const releaseSite = path.join(work, 'site');
  const folder = shellReleaseFolder(site, {
    dist: shellBuild(),
    releaseSite,
    runDir: path.join(work, 'www'),
    intervalMs: 20,
  });
  stop = folder.stop;
  const read = (name) => fs.readFileSync(path.join(folder.dir, name), 'utf8');
  expect(read('index.html')).toBe('<p>shell</p>');
  expect(JSON.parse(read('remotes.json')).remotes.catalog.entry).toBe(
    'http://localhost:3001/mf-manifest.json',
  );

  // The first deploy: its folder appears behind the link made before it, and remotes.json names it.
  const version = '0.1.0-0123456789';
  fs.mkdirSync(path.join(releaseSite, 'mfe-catalog', version), { recursive: true });
  fs.writeFileSync(path.join(releaseSite, 'mfe-catalog', version, 'mf-manifest.json'), '{}');
  writeJsonAtomically(path.join(releaseSite, 'remotes.json'), {
    remotes: { catalog: { entry: `/mfe-catalog/${version}/mf-manifest.json`, version } },
  });
  expect(read(`mfe-catalog/${version}/mf-manifest.json`)).toBe('{}');
  const deadline = Date.now() + 3000;
  while (JSON.parse(read('remotes.json')).remotes.catalog.version !== version && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(JSON.parse(read('remotes.json'))).toEqual({
    remotes: { catalog: { entry: `/mfe-catalog/${version}/mf-manifest.json`, version } },
    apiUrl: 'x',
  });
});
