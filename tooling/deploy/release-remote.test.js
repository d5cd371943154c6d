/**
 * @jest-environment node
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { deploy, rollback: deployRollback } = require('./deploy-remote');
const { canary, promote, rollback, status, parseArguments } = require('./release-remote');
const { readAudit } = require('@marketplace/release-state');

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

it('sends a share of browsers to a canary without touching the stable release, and changes the share', async () => {
  const one = await deploy(options({ from: build('one') }));
  const { state } = await canary(options({ from: build('two'), percent: 20 }));
  expect(state).toEqual({
    entry: one.entry,
    version: one.version,
    status: 'canary',
    canary: {
      entry: expect.stringMatching(/^\/mfe-catalog\/\d+\.\d+\.\d+-[0-9a-f]{10}\/mf-manifest\.json$/),
      version: expect.any(String),
      share: 20,
      startedAt: expect.any(String),
    },
  });
  expect(fs.existsSync(path.join(site(), 'mfe-catalog', state.canary.version, 'page.two.js'))).toBe(true);
  const ramped = (await canary(options({ from: build('two'), percent: 50 }))).state;
  expect(ramped.canary).toEqual({ ...state.canary, share: 50 });
  expect(readAudit(site(), { remote: 'catalog' }).map((entry) => [entry.action, entry.share])).toEqual([
    ['canary', 50],
    ['canary', 20],
    ['deploy', undefined],
  ]);
});

it('refuses a canary of the stable version, a bad share, and a remote never deployed', async () => {
  await expect(canary(options({ from: build('one'), percent: 10 }))).rejects.toThrow(/not deployed/);
  await deploy(options({ from: build('one') }));
  await expect(canary(options({ from: build('one'), percent: 10 }))).rejects.toThrow(
    /already the stable version/,
  );
  await expect(canary(options({ from: build('two'), percent: 0 }))).rejects.toThrow(/percentage/);
  await expect(canary(options({ from: build('two'), percent: 101 }))).rejects.toThrow(/percentage/);
});

it('promotes the canary for everyone; a deploy rollback then goes back to the version before', async () => {
  const one = await deploy(options({ from: build('one') }));
  const two = (await canary(options({ from: build('two'), percent: 20 }))).state.canary;
  expect((await promote(options())).state).toEqual({
    entry: two.entry,
    version: two.version,
    status: 'stable',
  });
  await expect(promote(options())).rejects.toThrow(/no canary out/);
  expect((await deployRollback(options())).version).toBe(one.version);
  expect(catalog()).toEqual({ entry: one.entry, version: one.version });
});

it('rolls the canary back: share 0, status rolled back, stable untouched; status prints it', async () => {
  const one = await deploy(options({ from: build('one') }));
  await canary(options({ from: build('two'), percent: 50 }));
  const { state } = await rollback(options());
  expect(state).toMatchObject({ entry: one.entry, status: 'rolled back', canary: { share: 0 } });
  await expect(rollback(options())).rejects.toThrow(/no canary out/);
  const lines = status(options()).join('\n');
  expect(lines).toContain('catalog: rolled back');
  expect(lines).toContain(`stable ${one.version}`);
  expect(lines).toMatch(/rolled back .* by release rollback \(.+\): rolled back by a person/);
  expect(lines).toMatch(/rollback by release rollback/);
});

it('writes who rolled back only into the audit log, never into the public remotes.json', async () => {
  await deploy(options({ from: build('one') }));
  await canary(options({ from: build('two'), percent: 50 }));
  await rollback(options());
  const user = os.userInfo().username;
  expect(readAudit(site(), { remote: 'catalog', limit: 1 })[0].by).toBe(`release rollback (${user})`);
  expect(catalog().rollback).toEqual({ at: expect.any(String), reasons: ['rolled back by a person'] });
  expect(fs.readFileSync(path.join(site(), 'remotes.json'), 'utf8')).not.toContain(user);
});

it('ends a canary when a new version is deployed', async () => {
  await deploy(options({ from: build('one') }));
  await canary(options({ from: build('two'), percent: 50 }));
  const three = await deploy(options({ from: build('three') }));
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
