/**
 * @jest-environment node
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { deploy, rollback, parseArguments, DEFAULT_SITE } = require('./deploy-remote');

let work;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-remote-'));
});
afterEach(() => {
  fs.rmSync(work, { recursive: true, force: true });
});

/** A build folder like a remote's dist/: a manifest naming the remote and one chunk whose text tells releases apart. */
function build(label) {
  const dir = path.join(work, 'builds', label);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'catalog' }));
  fs.writeFileSync(path.join(dir, `page.${label}.js`), `console.log(${JSON.stringify(label)})`);
  return dir;
}

const site = () => path.join(work, 'site');
const liveEntry = () =>
  JSON.parse(fs.readFileSync(path.join(site(), 'remotes.json'), 'utf8')).remotes.catalog.entry;
const versionFolders = () =>
  fs.readdirSync(path.join(site(), 'mfe-catalog')).filter((name) => name !== 'releases.json');

it('copies the build into a versioned folder and points the remote at it, keeping the other settings', async () => {
  fs.mkdirSync(site(), { recursive: true });
  fs.writeFileSync(
    path.join(site(), 'remotes.json'),
    JSON.stringify({ remotes: { auth: { entry: 'http://a/mf-manifest.json' } }, apiUrl: 'http://api' }),
  );
  const { version, entry } = await deploy({ packageName: 'mfe-catalog', site: site(), from: build('one') });

  expect(version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
  expect(entry).toBe(`/mfe-catalog/${version}/mf-manifest.json`);
  expect(fs.readFileSync(path.join(site(), 'mfe-catalog', version, 'page.one.js'), 'utf8')).toContain('one');
  const config = JSON.parse(fs.readFileSync(path.join(site(), 'remotes.json'), 'utf8'));
  expect(config).toEqual({
    remotes: { auth: { entry: 'http://a/mf-manifest.json' }, catalog: { entry, version } },
    apiUrl: 'http://api',
  });
  expect(fs.readdirSync(site()).filter((name) => name.endsWith('.tmp') || name.endsWith('.lock'))).toEqual(
    [],
  );
  const audit = fs.readFileSync(path.join(site(), 'releases-audit.jsonl'), 'utf8').trim().split('\n');
  expect(audit.map((line) => JSON.parse(line))).toEqual([
    expect.objectContaining({
      remote: 'catalog',
      action: 'deploy',
      stable: version,
      by: expect.stringMatching(/^deploy \(/),
    }),
  ]);
});

it('gives an unchanged build the same version and a changed one a new version', async () => {
  const first = await deploy({ packageName: 'mfe-catalog', site: site(), from: build('one') });
  const again = await deploy({ packageName: 'mfe-catalog', site: site(), from: build('one') });
  const changed = await deploy({ packageName: 'mfe-catalog', site: site(), from: build('two') });
  expect(again.version).toBe(first.version);
  expect(changed.version).not.toBe(first.version);
});

it('rolls back to the previous release and leaves the newer folder served', async () => {
  const one = await deploy({ packageName: 'mfe-catalog', site: site(), from: build('one') });
  const two = await deploy({ packageName: 'mfe-catalog', site: site(), from: build('two') });
  expect(liveEntry()).toBe(two.entry);

  expect((await rollback({ packageName: 'mfe-catalog', site: site() })).version).toBe(one.version);
  expect(liveEntry()).toBe(one.entry);
  expect(versionFolders().sort()).toEqual([one.version, two.version].sort());
  await expect(rollback({ packageName: 'mfe-catalog', site: site() })).rejects.toThrow(/no earlier release/);
  expect(liveEntry()).toBe(one.entry);
});

it('keeps only the last releases and writes absolute entries under a base URL', async () => {
  const deployed = [];
  for (const label of ['a', 'b', 'c'])
    deployed.push(
      await deploy({
        packageName: 'mfe-catalog',
        site: site(),
        from: build(label),
        keep: 2,
        baseUrl: 'https://cdn.test/',
      }),
    );
  expect(versionFolders().sort()).toEqual([deployed[1].version, deployed[2].version].sort());
  expect(liveEntry()).toBe(`https://cdn.test/mfe-catalog/${deployed[2].version}/mf-manifest.json`);
  expect((await rollback({ packageName: 'mfe-catalog', site: site() })).version).toBe(deployed[1].version);
});

it('refuses a folder that is not a build', async () => {
  fs.mkdirSync(path.join(work, 'empty'));
  await expect(
    deploy({ packageName: 'mfe-catalog', site: site(), from: path.join(work, 'empty') }),
  ).rejects.toThrow(/mf-manifest.json is missing/);
  expect(fs.existsSync(path.join(site(), 'remotes.json'))).toBe(false);
});

it('reads the command line relative to where npm was started', () => {
  const previous = process.env.INIT_CWD;
  process.env.INIT_CWD = '/somewhere';
  try {
    expect(parseArguments(['deploy', 'mfe-catalog', '--to', 'site', '--keep', '3'])).toMatchObject({
      command: 'deploy',
      packageName: 'mfe-catalog',
      site: '/somewhere/site',
      keep: 3,
    });
    expect(parseArguments(['rollback', 'mfe-catalog'])).toMatchObject({ site: DEFAULT_SITE });
    expect(() => parseArguments(['deploy'])).toThrow(/Usage/);
    expect(() => parseArguments(['deploy', 'mfe-catalog', '--to'])).toThrow(/Unexpected argument/);
  } finally {
    if (previous === undefined) delete process.env.INIT_CWD;
    else process.env.INIT_CWD = previous;
  }
});

it('deploys and rolls back without --to in the default site folder, site/ at the repository root', async () => {
  expect(DEFAULT_SITE).toBe(path.resolve(__dirname, '..', '..', 'site'));
  // The script in a repository of its own: the same layout, so the default lands in this test's folder.
  const repo = path.join(work, 'repo');
  fs.mkdirSync(path.join(repo, 'shared', 'scripts'), { recursive: true });
  fs.copyFileSync(
    require.resolve('./deploy-remote'),
    path.join(repo, 'shared', 'scripts', 'deploy-remote.js'),
  );
  fs.mkdirSync(path.join(repo, 'mfe-catalog'));
  fs.writeFileSync(path.join(repo, 'mfe-catalog', 'package.json'), JSON.stringify({ version: '2.0.0' }));
  const cli = (...args) =>
    execFileSync(process.execPath, [path.join(repo, 'shared', 'scripts', 'deploy-remote.js'), ...args], {
      cwd: path.join(repo, 'mfe-catalog'),
      // The copy finds @marketplace/release-state where this repository installed it.
      env: { ...process.env, INIT_CWD: repo, NODE_PATH: path.resolve(__dirname, '..', '..', 'node_modules') },
      encoding: 'utf8',
    });
  const entry = () =>
    JSON.parse(fs.readFileSync(path.join(repo, 'site', 'remotes.json'), 'utf8')).remotes.catalog.entry;

  fs.cpSync(build('one'), path.join(repo, 'mfe-catalog', 'dist'), { recursive: true });
  expect(cli('deploy', 'mfe-catalog')).toMatch(/catalog now serves 2\.0\.0-/);
  const one = entry();
  expect(cli('deploy', 'mfe-catalog', '--from', build('two'))).toMatch(/catalog now serves 2\.0\.0-/);
  expect(entry()).not.toBe(one);
  expect(cli('rollback', 'mfe-catalog')).toMatch(/catalog now serves 2\.0\.0-/);
  expect(entry()).toBe(one);
  expect(fs.existsSync(path.join(repo, 'site', 'mfe-catalog', 'releases.json'))).toBe(true);
});
