const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  auditFileOf,
  changeRemote,
  promoted,
  publicRelease,
  readAudit,
  readRemote,
  remotesFileOf,
  rolledBack,
  stableVersionOf,
} = require('./release-state');

let site;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'release-state-'));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

const stable = { entry: '/mfe-catalog/1.0.0-aaaa/mf-manifest.json', version: '1.0.0-aaaa' };
const withCanary = {
  ...stable,
  status: 'canary',
  canary: {
    entry: '/mfe-catalog/1.1.0-bbbb/mf-manifest.json',
    version: '1.1.0-bbbb',
    share: 50,
    startedAt: 'x',
  },
};
const deploy = (next) => () => ({ next, audit: { action: 'deploy', by: 'test' } });

it('writes the new state and one audit line per change, keeping the other remotes and settings', async () => {
  fs.writeFileSync(
    remotesFileOf(site),
    JSON.stringify({ allowRemoteOverrides: true, remotes: { auth: stable } }),
  );
  await changeRemote(site, 'catalog', deploy(stable));
  await changeRemote(site, 'catalog', deploy(withCanary));
  const file = JSON.parse(fs.readFileSync(remotesFileOf(site), 'utf8'));
  expect(file).toEqual({ allowRemoteOverrides: true, remotes: { auth: stable, catalog: withCanary } });
  expect(readAudit(site, { remote: 'catalog' })).toHaveLength(2);
  expect(readAudit(site, { limit: 1 })[0]).toMatchObject({ remote: 'catalog', action: 'deploy', by: 'test' });
  expect(fs.readdirSync(site).sort()).toEqual(['releases-audit.jsonl', 'remotes.json']);
});

it('changes nothing and audits nothing when the change declines or throws', async () => {
  await changeRemote(site, 'catalog', deploy(stable));
  await expect(changeRemote(site, 'catalog', () => null)).resolves.toBeNull();
  await expect(
    changeRemote(site, 'catalog', () => {
      throw new Error('no canary out');
    }),
  ).rejects.toThrow('no canary out');
  expect(readRemote(site, 'catalog')).toEqual(stable);
  expect(readAudit(site)).toHaveLength(1);
  expect(fs.existsSync(path.join(site, '.releases.lock'))).toBe(false);
});

it('serialises concurrent changes: none is lost', async () => {
  await changeRemote(site, 'catalog', deploy({ ...stable, count: 0 }));
  await Promise.all(
    Array.from({ length: 20 }, () =>
      changeRemote(site, 'catalog', (current) => ({
        next: { ...current, count: current.count + 1 },
        audit: { action: 'deploy', by: 'test' },
      })),
    ),
  );
  expect(readRemote(site, 'catalog').count).toBe(20);
  expect(readAudit(site)).toHaveLength(21);
});

it('waits for a lock another process holds, and takes over one its dead holder left long ago', async () => {
  const lock = path.join(site, '.releases.lock');
  fs.writeFileSync(lock, '999999');
  setTimeout(() => fs.rmSync(lock), 100);
  await changeRemote(site, 'catalog', deploy(stable));
  fs.writeFileSync(lock, '999999');
  const old = new Date(Date.now() - 60_000);
  fs.utimesSync(lock, old, old);
  await changeRemote(site, 'catalog', deploy(withCanary));
  expect(readRemote(site, 'catalog')).toEqual(withCanary);
});

it('skips an audit line cut short by a crash', async () => {
  await changeRemote(site, 'catalog', deploy(stable));
  fs.appendFileSync(auditFileOf(site), '{"at":"2026-');
  await changeRemote(site, 'catalog', deploy(withCanary));
  expect(readAudit(site).map((entry) => entry.action)).toEqual(['deploy', 'deploy']);
});

it('rolls back and promotes without naming anyone, and publishes only what a browser needs', () => {
  const back = rolledBack(withCanary, ['rolled back by a person'], { canary: { pageViews: 60 } });
  expect(back).toMatchObject({ status: 'rolled back', canary: { share: 0 }, version: '1.0.0-aaaa' });
  expect(Object.keys(back.rollback).sort()).toEqual(['at', 'figures', 'reasons']);
  expect(publicRelease({ ...back, rollback: { ...back.rollback, by: 'admin@furniture.test' } })).toEqual({
    entry: stable.entry,
    version: stable.version,
    status: 'rolled back',
    canary: { ...withCanary.canary, share: 0 },
  });
  expect(promoted(withCanary)).toEqual({
    entry: withCanary.canary.entry,
    version: '1.1.0-bbbb',
    status: 'stable',
  });
  expect(stableVersionOf({ entry: '/mfe-catalog/0.1.0-cccc/mf-manifest.json' })).toBe('0.1.0-cccc');
});
