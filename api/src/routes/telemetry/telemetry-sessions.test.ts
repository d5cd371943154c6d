/**
 * Telemetry sessions: the site issues them for the releases it serves, a batch without a valid one counts for
 * nothing and is not stored, a session counts once whatever it sends, and one address gets a capped number.
 */
import { rmSync } from 'node:fs';
import { SignJWT } from 'jose';
import { buildTestApp, createUser, TEST_JWT_SECRET, testConfig } from '../../../test/helpers';
import {
  CANARY_VERSION,
  canary,
  error,
  issuedSession,
  pageView,
  STABLE_VERSION,
  stable,
  telemetryRowCounts,
  telemetrySite,
  vital,
} from '../../../test/telemetry-site';
import type { App } from '../../app';
import { telemetrySessionTokens } from '../../releases/telemetry-session-token';

const since = new Date(Date.now() - 3_600_000);

describe('telemetry sessions', () => {
  let app: App;
  let site: string;

  beforeAll(async () => {
    site = telemetrySite();
    app = await buildTestApp({ releases: { ...testConfig().releases, siteDir: site } });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    rmSync(site, { recursive: true, force: true });
  });
  beforeEach(() =>
    app.dbOutsideCache.exec(
      'DELETE FROM telemetry_minutes; DELETE FROM telemetry_sessions; DELETE FROM telemetry_vitals; DELETE FROM telemetry_errors;',
    ),
  );

  const requestSession = (releases: unknown, ip = '10.1.0.1') =>
    app.inject({ method: 'POST', url: '/telemetry/sessions', remoteAddress: ip, payload: { releases } });
  const send = (payload: object) => app.inject({ method: 'POST', url: '/telemetry', payload });

  it('grants the releases the site serves, and only those', async () => {
    const response = await requestSession({
      catalog: { version: CANARY_VERSION, cohort: 'canary' },
      auth: { version: 'unversioned', cohort: 'stable' },
      shell: { version: 'unversioned', cohort: 'stable' },
      seller: { version: '9.9.9-never-deployed', cohort: 'stable' },
    });
    expect(response.statusCode).toBe(201);
    const grant = response.json();
    expect(grant.releases).toEqual({
      catalog: { version: CANARY_VERSION, cohort: 'canary' },
      auth: { version: 'unversioned', cohort: 'stable' },
      shell: { version: 'unversioned', cohort: 'stable' },
    });
    expect(Date.parse(grant.expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    // The stable version claimed as a canary, or a canary version as stable, is not what the site serves.
    const swapped = await requestSession({
      catalog: { version: STABLE_VERSION, cohort: 'canary' },
      auth: { version: CANARY_VERSION, cohort: 'stable' },
    });
    expect(swapped.json().releases).toEqual({});
    expect((await requestSession({ catalog: { version: 'x y', cohort: 'canary' } })).statusCode).toBe(400);
  });

  it('stores nothing of a batch without a valid session, and answers it 204', async () => {
    const foreignKey = telemetrySessionTokens('another-secret-0123456789abcdef0123456789', 3600);
    const otherSite = (await foreignKey.issue({ catalog: { version: CANARY_VERSION, cohort: 'canary' } }))
      .token;
    const expired = await telemetrySessionTokens(TEST_JWT_SECRET, 1).issue({
      catalog: { version: CANARY_VERSION, cohort: 'canary' },
    });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const user = await createUser(app, 'buyer');
    // An access token is signed with the API's secret, but for another audience and with another key.
    const accessToken = user.token;
    const unsigned = await new SignJWT({
      releases: { catalog: { version: CANARY_VERSION, cohort: 'canary' } },
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('made-up')
      .setAudience('furniture-marketplace-telemetry')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const items = [pageView(canary), error(canary, 'forged', 'load')];
    for (const payload of [
      { items },
      { sessionId: 'tab-made-up-0001', items },
      { session: 'made-up-session', items },
      { session: otherSite, items },
      { session: expired.token, items },
      { session: accessToken, items },
      { session: unsigned, items },
    ]) {
      expect((await send(payload)).statusCode).toBe(204);
    }
    expect(await telemetryRowCounts(app)).toEqual([0, 0, 0, 0]);
  });

  it('counts a session once toward page views, error sessions, load failures and each vital, whatever it sends', async () => {
    const session = await issuedSession(app, canary);
    const flood = [
      ...Array.from({ length: 50 }, () => pageView(canary)),
      ...Array.from({ length: 50 }, () => error(canary, 'no remote entry', 'load')),
      ...Array.from({ length: 50 }, () => vital(canary, 'LCP', 60_000)),
      ...Array.from({ length: 50 }, () => error(canary, 'Boom')),
    ];
    for (let batch = 0; batch < 3; batch++) {
      const sent = await Promise.all([send({ session, items: flood }), send({ session, items: flood })]);
      expect(sent.map(({ statusCode }) => statusCode)).toEqual([204, 204]);
    }
    await send({ session, items: [vital(canary, 'LCP', 100)] });
    expect(await app.repos.telemetry.figures('catalog', CANARY_VERSION, 'canary', since)).toMatchObject({
      pageViews: 1,
      sessions: 1,
      errorSessions: 1,
      loadFailures: 1,
      lcpP75: expect.any(Number),
    });
    const { rows } = await app.db.query<{ count: number }>(
      "SELECT sum(count)::int AS count FROM telemetry_vitals WHERE metric = 'LCP'",
    );
    expect(rows[0]!.count).toBe(1);
  });

  it("keeps only the items of the session's releases: another cohort, another version, a version never deployed", async () => {
    const session = await issuedSession(app, canary);
    const neverDeployed = { ...canary, version: '6.6.6-never-deployed' };
    await send({
      session,
      items: [
        pageView(stable),
        error(stable, 'poison stable', 'load'),
        pageView(neverDeployed),
        pageView({ ...canary, remote: 'seller' }),
        pageView(canary),
      ],
    });
    const { rows } = await app.db.query<{ remote: string; version: string; cohort: string }>(
      'SELECT remote, version, cohort FROM telemetry_sessions',
    );
    expect(rows).toEqual([{ remote: 'catalog', version: CANARY_VERSION, cohort: 'canary' }]);
    expect((await app.repos.telemetry.figures('catalog', STABLE_VERSION, 'stable', since)).pageViews).toBe(0);
    const versions = await app.db.query<{ version: string }>(
      'SELECT DISTINCT version FROM telemetry_minutes',
    );
    expect(versions.rows).toEqual([{ version: CANARY_VERSION }]);
  });
});

describe('telemetry sessions per address', () => {
  let app: App;
  let site: string;
  beforeAll(async () => {
    site = telemetrySite();
    app = await buildTestApp({
      releases: { ...testConfig().releases, siteDir: site, sessionsPerAddressPerHour: 3 },
    });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('issues one address at most TELEMETRY_SESSIONS_PER_ADDRESS_PER_HOUR an hour, then 429 with Retry-After', async () => {
    const ask = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/telemetry/sessions',
        remoteAddress: ip,
        payload: { releases: { catalog: { version: CANARY_VERSION, cohort: 'canary' } } },
      });
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await ask('10.2.0.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const refused = await ask('10.2.0.1');
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many telemetry sessions in an hour/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('10.2.0.2')).statusCode).toBe(201);
  });
});
