import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TelemetryBatch } from '@marketplace/shared/schemas/telemetry';
import { bearer, buildTestApp, createUser, type TestUser, testConfig } from '../../../test/helpers';
import type { App } from '../../app';
import { aggregateBatch } from '../../releases/telemetry-aggregate';

const STABLE = '0.1.0-aaaaaaaaaa';
const CANARY = '0.1.0-bbbbbbbbbb';
const entryOf = (version: string) => `/mfe-catalog/${version}/mf-manifest.json`;

function writeSite(site: string, share: number) {
  writeFileSync(
    path.join(site, 'remotes.json'),
    JSON.stringify({
      apiUrl: 'http://api.test',
      remotes: {
        catalog: {
          entry: entryOf(STABLE),
          version: STABLE,
          status: 'canary',
          canary: {
            entry: entryOf(CANARY),
            version: CANARY,
            share,
            startedAt: new Date(Date.now() - 60_000).toISOString(),
          },
        },
        auth: { entry: 'http://localhost:3002/mf-manifest.json' },
      },
    }),
  );
  rmSync(path.join(site, 'releases-audit.jsonl'), { force: true });
}

const readSite = (site: string) => JSON.parse(readFileSync(path.join(site, 'remotes.json'), 'utf8'));
const readAuditLines = (site: string) =>
  readFileSync(path.join(site, 'releases-audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

/** `sessions` tabs of one cohort, each one page view; the first `withErrors` of them also meet an error. */
async function visits(
  app: App,
  cohort: 'stable' | 'canary',
  sessions: number,
  withErrors: number,
  lcp = 2000,
) {
  const version = cohort === 'stable' ? STABLE : CANARY;
  const who = { remote: 'catalog', version, cohort, route: '/products/1' } as const;
  for (let index = 0; index < sessions; index++) {
    const items: TelemetryBatch['items'] = [
      { type: 'page-view', ...who },
      { type: 'vital', ...who, name: 'LCP', value: lcp },
    ];
    if (index < withErrors)
      items.push({ type: 'error', ...who, source: 'boundary', message: 'products is undefined' });
    await app.repos.telemetry.record(`${cohort}-${index}-${version}`, aggregateBatch(items));
  }
}

describe('releases', () => {
  let app: App;
  let site: string;
  let admin: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'releases-site-'));
    writeSite(site, 50);
    app = await buildTestApp({
      // The guard runs when a test asks (runNow), not on its timer.
      releases: { ...testConfig().releases, siteDir: site, guardIntervalMs: 3_600_000 },
    });
    [admin, buyer] = await Promise.all([createUser(app, 'admin'), createUser(app, 'buyer')]);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    rmSync(site, { recursive: true, force: true });
  });
  beforeEach(async () => {
    writeSite(site, 50);
    await app.dbOutsideCache.exec(
      'DELETE FROM telemetry_minutes; DELETE FROM telemetry_sessions; DELETE FROM telemetry_vitals; DELETE FROM telemetry_errors;',
    );
  });

  it('leaves a canary alone below the minimum page views, however bad', async () => {
    await visits(app, 'stable', 60, 0);
    await visits(app, 'canary', 49, 49);
    await app.releaseGuard.runNow();
    expect(readSite(site).remotes.catalog.status).toBe('canary');
  });

  it('rolls a canary with too many error sessions back, with its figures in the state and the audit log', async () => {
    await visits(app, 'stable', 60, 1);
    await visits(app, 'canary', 50, 25);
    await app.releaseGuard.runNow();
    const catalog = readSite(site).remotes.catalog;
    expect(catalog).toMatchObject({
      entry: entryOf(STABLE),
      status: 'rolled back',
      canary: { version: CANARY, share: 0 },
      rollback: { reasons: ['error sessions 50% vs stable 1.67% (over 2x and 2 points above)'] },
    });
    expect(catalog.rollback).not.toHaveProperty('by');
    expect(catalog.rollback.figures.canary).toMatchObject({ pageViews: 50, sessions: 50, errorSessions: 25 });
    expect(readAuditLines(site)).toEqual([
      expect.objectContaining({
        remote: 'catalog',
        action: 'guard rollback',
        by: 'release guard',
        stable: STABLE,
        canary: CANARY,
        share: 0,
      }),
    ]);
    // Once rolled back, a second run changes nothing.
    await app.releaseGuard.runNow();
    expect(readAuditLines(site)).toHaveLength(1);
    expect(readSite(site).remotes.auth).toEqual({ entry: 'http://localhost:3002/mf-manifest.json' });
  });

  it('rolls back a canary whose LCP p75 is over 1.5x stable, and keeps a healthy one', async () => {
    await visits(app, 'stable', 60, 0, 2000);
    await visits(app, 'canary', 60, 0, 2900);
    await app.releaseGuard.runNow();
    expect(readSite(site).remotes.catalog.status).toBe('canary');
    await visits(app, 'canary', 200, 0, 4000);
    await app.releaseGuard.runNow();
    expect(readSite(site).remotes.catalog.rollback.reasons[0]).toMatch(/^LCP p75/);
  });

  it('shows admins each remote with the last hour of both cohorts, top errors and the audit log', async () => {
    await visits(app, 'stable', 10, 0);
    await visits(app, 'canary', 4, 2);
    const response = await app.inject({ method: 'GET', url: '/releases', headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    const catalog = response.json().remotes.find((remote: { remote: string }) => remote.remote === 'catalog');
    expect(catalog).toMatchObject({
      status: 'canary',
      stable: { version: STABLE },
      canary: { version: CANARY, share: 50 },
      lastHour: {
        stable: { pageViews: 10, sessions: 10, errorSessionRate: 0 },
        canary: { pageViews: 4, sessions: 4, errorSessions: 2, errorSessionRate: 50 },
        topErrors: [{ message: 'products is undefined', count: 2, cohort: 'canary', version: CANARY }],
      },
    });
    expect(catalog.lastHour.series.length).toBeGreaterThanOrEqual(2);
    expect(
      (await app.inject({ method: 'GET', url: '/releases', headers: bearer(buyer.token) })).statusCode,
    ).toBe(403);
  });

  it('promotes the canary for everyone, by an admin, logged; a second promote is 409', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/releases/catalog/promote',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(readSite(site).remotes.catalog).toEqual({
      entry: entryOf(CANARY),
      version: CANARY,
      status: 'stable',
    });
    expect(readAuditLines(site)).toEqual([
      expect.objectContaining({ action: 'promote', by: admin.email, stable: STABLE, canary: CANARY }),
    ]);
    const again = await app.inject({
      method: 'POST',
      url: '/releases/catalog/promote',
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(409);
    const unknown = await app.inject({
      method: 'POST',
      url: '/releases/nope/rollback',
      headers: bearer(admin.token),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('rolls the canary back by hand; the public state names nobody, the audit log and the Releases page do', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/releases/catalog/rollback',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rolled back',
      canary: { share: 0 },
      stable: { version: STABLE },
    });
    expect(readAuditLines(site)).toEqual([
      expect.objectContaining({ action: 'rollback', by: admin.email, share: 0 }),
    ]);
    // remotes.json is what every browser reads: no email, no user name, whoever rolled back.
    const state = readFileSync(path.join(site, 'remotes.json'), 'utf8');
    expect(state).not.toContain(admin.email);
    expect(JSON.parse(state).remotes.catalog.rollback).toEqual({
      at: expect.any(String),
      reasons: ['rolled back by a person'],
    });
    expect(response.json().rollback).toMatchObject({ by: admin.email, reasons: ['rolled back by a person'] });
    const overview = await app.inject({ method: 'GET', url: '/releases', headers: bearer(admin.token) });
    const catalog = overview.json().remotes.find((remote: { remote: string }) => remote.remote === 'catalog');
    expect(catalog.rollback).toMatchObject({ by: admin.email });
  });

  it("names the guard as the one that rolled back on the admins' page", async () => {
    await visits(app, 'stable', 60, 0);
    await visits(app, 'canary', 50, 25);
    await app.releaseGuard.runNow();
    const overview = await app.inject({ method: 'GET', url: '/releases', headers: bearer(admin.token) });
    const catalog = overview.json().remotes.find((remote: { remote: string }) => remote.remote === 'catalog');
    expect(catalog.rollback).toMatchObject({ by: 'release guard', figures: { canary: { pageViews: 50 } } });
  });
});
