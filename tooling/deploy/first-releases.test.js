/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { changeRemote, readAudit, readRemote } = require('@marketplace/release-state');
const { canary } = require('./release-remote');
const { placeFirstReleases } = require('./first-releases');

let work;
let lines;
const print = (line) => lines.push(line);
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'first-releases-'));
  lines = [];
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

const root = () => path.join(work, 'repo');
const releaseSite = () => path.join(work, 'site');
const site = {
  remotes: [
    { name: 'catalog', package: 'mfe-catalog', port: 3001 },
    { name: 'auth', package: 'mfe-auth', port: 3002 },
  ],
};

/** A remote's dist/ as a build leaves it. */
function build(pkg, name, label) {
  const dist = path.join(root(), pkg, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name }));
  fs.writeFileSync(path.join(dist, 'main.js'), `console.log(${JSON.stringify(label)})`);
  return dist;
}

it("makes each remote's build its stable release on the first start", async () => {
  build('mfe-catalog', 'catalog', 'one');
  build('mfe-auth', 'auth', 'one');
  const outcome = await placeFirstReleases(site, { releaseSite: releaseSite(), root: root(), print });
  expect(outcome).toEqual({ placed: ['catalog', 'auth'], kept: [] });
  for (const [name, pkg] of [
    ['catalog', 'mfe-catalog'],
    ['auth', 'mfe-auth'],
  ]) {
    const state = readRemote(releaseSite(), name);
    expect(state.entry).toBe(`/${pkg}/${state.version}/mf-manifest.json`);
    expect(fs.existsSync(path.join(releaseSite(), pkg, state.version, 'main.js'))).toBe(true);
  }
  expect(readAudit(releaseSite()).map((entry) => entry.by)).toEqual([
    expect.stringMatching(/^npm start, first release \(/),
    expect.stringMatching(/^npm start, first release \(/),
  ]);
  expect(lines).toEqual([
    expect.stringMatching(/^catalog: its build is the stable release \d+\.\d+\.\d+-[0-9a-f]{10}$/),
    expect.stringMatching(/^auth: its build is the stable release /),
  ]);
});

it('keeps the release state of a later start, a canary out included, and says a newer build waits', async () => {
  build('mfe-catalog', 'catalog', 'one');
  build('mfe-auth', 'auth', 'one');
  await placeFirstReleases(site, { releaseSite: releaseSite(), root: root(), print });
  const out = await canary({
    packageName: 'mfe-catalog',
    site: releaseSite(),
    from: build('mfe-catalog', 'catalog', 'two'),
    percent: 50,
  });
  const before = fs.readFileSync(path.join(releaseSite(), 'remotes.json'), 'utf8');
  build('mfe-auth', 'auth', 'two');
  lines = [];

  const outcome = await placeFirstReleases(site, { releaseSite: releaseSite(), root: root(), print });
  expect(outcome).toEqual({ placed: [], kept: ['catalog', 'auth'] });
  expect(fs.readFileSync(path.join(releaseSite(), 'remotes.json'), 'utf8')).toBe(before);
  expect(readRemote(releaseSite(), 'catalog')).toEqual(out.state);
  // The catalog's build is its canary: nothing to say. The auth build is new.
  expect(lines).toEqual([expect.stringMatching(/^auth: serving its release .*npm run deploy -w mfe-auth$/)]);
});

it('leaves a remote the state serves from its own server there, and releases the others', async () => {
  build('mfe-catalog', 'catalog', 'one');
  build('mfe-auth', 'auth', 'one');
  const ownServer = { entry: 'http://localhost:3001/mf-manifest.json' };
  await changeRemote(releaseSite(), 'catalog', () => ({
    next: ownServer,
    audit: { action: 'deploy', by: 'test' },
  }));
  const outcome = await placeFirstReleases(site, { releaseSite: releaseSite(), root: root(), print });
  expect(outcome).toEqual({ placed: ['auth'], kept: ['catalog'] });
  expect(readRemote(releaseSite(), 'catalog')).toEqual(ownServer);
  expect(lines).toEqual([expect.stringMatching(/^auth: its build is the stable release /)]);
});
