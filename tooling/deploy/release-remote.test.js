/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { deploy, rollback: deployRollback } = require('./deploy-remote');
const { canary, promote, rollback, status, parseArguments } = require('./release-remote');
const { readAudit } = require('./release-state');

let work;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'release-remote-'));
});
afterEach(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

function build(label) {
  const dir = path.join(work, 'builds', label);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'catalog' }));
  fs.writeFileSync(path.join(dir, `page.${label}.js`), `console.log(${JSON.stringify(label)})`);
  return dir;
}

const site = () => path.join(work, 'site');
const catalog = () => JSON.parse(fs.readFileSync(path.join(site(), 'remotes.json'), 'utf8')).remotes.catalog;
const options = (extra = {}) => ({ packageName: 'mfe-catalog', site: site(), ...extra });

it('sends a share of browsers to a canary without touching the stable release, and changes the share', () => {
  const one = deploy(options({ from: build('one') }));
  const { state } = canary(options({ from: build('two'), percent: 20 }));
  expect(state).toEqual({
    entry: one.entry,
    version: one.version,
    status: 'canary',
    canary: {
      entry: expect.stringMatching(/^\/mfe-catalog\/0\.1\.0-[0-9a-f]{10}\/mf-manifest\.json$/),
      version: expect.any(String),
      share: 20,
      startedAt: expect.any(String),
    },
  });
  expect(fs.existsSync(path.join(site(), 'mfe-catalog', state.canary.version, 'page.two.js'))).toBe(true);
  const ramped = canary(options({ from: build('two'), percent: 50 })).state;
  expect(ramped.canary).toEqual({ ...state.canary, share: 50 });
  expect(readAudit(site(), 'catalog').map((entry) => [entry.action, entry.share])).toEqual([
    ['canary', 50],
    ['canary', 20],
    ['deploy', undefined],
  ]);
});

it('refuses a canary of the stable version, a bad share, and a remote never deployed', () => {
  expect(() => canary(options({ from: build('one'), percent: 10 }))).toThrow(/not deployed/);
  deploy(options({ from: build('one') }));
  expect(() => canary(options({ from: build('one'), percent: 10 }))).toThrow(/already the stable version/);
  expect(() => canary(options({ from: build('two'), percent: 0 }))).toThrow(/percentage/);
  expect(() => canary(options({ from: build('two'), percent: 101 }))).toThrow(/percentage/);
});

it('promotes the canary for everyone; a deploy rollback then goes back to the version before', () => {
  const one = deploy(options({ from: build('one') }));
  const two = canary(options({ from: build('two'), percent: 20 })).state.canary;
  expect(promote(options()).state).toEqual({ entry: two.entry, version: two.version, status: 'stable' });
  expect(() => promote(options())).toThrow(/no canary out/);
  expect(deployRollback(options()).version).toBe(one.version);
  expect(catalog()).toEqual({ entry: one.entry, version: one.version });
});

it('rolls the canary back: share 0, status rolled back, stable untouched; status prints it', () => {
  const one = deploy(options({ from: build('one') }));
  canary(options({ from: build('two'), percent: 50 }));
  const { state } = rollback(options());
  expect(state).toMatchObject({ entry: one.entry, status: 'rolled back', canary: { share: 0 } });
  expect(() => rollback(options())).toThrow(/no canary out/);
  const lines = status(options()).join('\n');
  expect(lines).toContain('catalog: rolled back');
  expect(lines).toContain(`stable ${one.version}`);
  expect(lines).toMatch(/rollback by release rollback/);
});

it('ends a canary when a new version is deployed', () => {
  deploy(options({ from: build('one') }));
  canary(options({ from: build('two'), percent: 50 }));
  const three = deploy(options({ from: build('three') }));
  expect(catalog()).toEqual({ entry: three.entry, version: three.version });
});

it('reads npm run release arguments', () => {
  expect(parseArguments(['mfe-catalog', 'canary', '20', '--to', '/tmp/s'])).toMatchObject({
    command: 'canary',
    percent: 20,
    site: '/tmp/s',
  });
  expect(parseArguments(['mfe-catalog', 'status'])).toMatchObject({ command: 'status' });
  expect(() => parseArguments(['mfe-catalog', 'ship'])).toThrow(/Usage/);
});
