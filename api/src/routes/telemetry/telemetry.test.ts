import { rmSync } from 'node:fs';
import { buildTestApp, testConfig } from '../../../test/helpers';
import {
  canary,
  error,
  issuedSession,
  pageView,
  stable,
  telemetryRowCounts,
  telemetrySite,
  vital,
} from '../../../test/telemetry-site';
import type { App } from '../../app';
import { bucketOf, valueOfBucket } from '../../releases/vital-histogram';

describe('POST /telemetry', () => {
  let app: App;
  const since = new Date(Date.now() - 3_600_000);

  let site: string;
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    site = telemetrySite();
    app = await buildTestApp({ releases: { ...testConfig().releases, siteDir: site } });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    rmSync(site, { recursive: true, force: true });
  });

  /** The session the site issued tab `tab`, running `who`'s release (one per tab). */
  const sessionOf = async (tab: string, who: typeof stable | typeof canary) => {
    if (!sessions.has(tab)) sessions.set(tab, await issuedSession(app, who));
    return sessions.get(tab)!;
  };

  const send = (payload: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/telemetry',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('aggregates batches per version, cohort and minute: each session once toward page views, error sessions and load failures; errors; p75 of each vital', async () => {
    const tabA = await sessionOf('a', stable);
    expect((await send({ session: tabA, items: [pageView(stable), pageView(stable)] })).statusCode).toBe(204);
    // sendBeacon posts text/plain
    const beacon = await send(
      JSON.stringify({
        session: tabA,
        items: [
          pageView(stable),
          vital(stable, 'LCP', 1000),
          vital(stable, 'INP', 50),
          vital(stable, 'CLS', 0.12),
          vital(stable, 'TTFB', 180),
        ],
      }),
      { 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(beacon.statusCode).toBe(204);
    await send({
      session: await sessionOf('b', stable),
      items: [
        pageView(stable),
        vital(stable, 'LCP', 3000),
        vital(stable, 'CLS', 0.01),
        vital(stable, 'TTFB', 900),
      ],
    });
    for (const tab of ['c', 'd']) {
      const session = await sessionOf(tab, canary);
      await send({ session, items: [pageView(canary), error(canary), error(canary, 'Boom')] });
      await send({ session, items: [pageView(canary), error(canary, 'Other', 'boundary')] });
    }
    const tabE = await sessionOf('e', canary);
    await send({ session: tabE, items: [error(canary, 'no remote entry', 'load')] });
    await send({ session: tabE, items: [error(canary, 'no remote entry', 'load')] });
    await send({ session: await sessionOf('f', canary), items: [pageView(canary)] });

    const stableFigures = await app.repos.telemetry.figures('catalog', stable.version, 'stable', since);
    // Tab a sent three page views: its session counts one.
    expect(stableFigures).toEqual({
      pageViews: 2,
      sessions: 2,
      errorSessions: 0,
      loadFailures: 0,
      lcpP75: valueOfBucket('LCP', bucketOf('LCP', 3000)),
      inpP75: valueOfBucket('INP', bucketOf('INP', 50)),
      clsP75: valueOfBucket('CLS', bucketOf('CLS', 0.12)),
      ttfbP75: valueOfBucket('TTFB', bucketOf('TTFB', 900)),
    });
    const canaryFigures = await app.repos.telemetry.figures('catalog', canary.version, 'canary', since);
    expect(canaryFigures).toEqual({
      pageViews: 3,
      sessions: 4,
      errorSessions: 3,
      loadFailures: 1,
      lcpP75: null,
      inpP75: null,
      clsP75: null,
      ttfbP75: null,
    });
    const errors = await app.repos.telemetry.topErrors('catalog', since, 5);
    expect(errors.map(({ message, count, cohort }) => ({ message, count, cohort }))).toEqual([
      { message: 'Boom', count: 4, cohort: 'canary' },
      { message: 'Other', count: 2, cohort: 'canary' },
      { message: 'no remote entry', count: 2, cohort: 'canary' },
    ]);
    expect(errors[0]!.sampleStack).toContain('Error: Boom');
    const series = await app.repos.telemetry.series('catalog', since);
    // A minute may have turned during the test: add the points up per cohort.
    const pageViewsOf = (cohort: string) =>
      series.filter((point) => point.cohort === cohort).reduce((sum, point) => sum + point.pageViews, 0);
    expect([pageViewsOf('stable'), pageViewsOf('canary')]).toEqual([2, 3]);
    const stablePoints = series.filter((point) => point.cohort === 'stable');
    expect(stablePoints.some((point) => point.clsP75 !== null && point.ttfbP75 !== null)).toBe(true);
    expect(series.filter((point) => point.cohort === 'canary').every((point) => point.clsP75 === null)).toBe(
      true,
    );
  });

  it.each([
    [
      'an unknown item type',
      { session: 'not-checked-before-the-shape', items: [{ type: 'click', ...stable }] },
    ],
    [
      'a route with a query string',
      { session: 'not-checked-before-the-shape', items: [pageView({ ...stable, route: '/search?q=sofa' })] },
    ],
    [
      'an unknown cohort',
      { session: 'not-checked-before-the-shape', items: [pageView({ ...stable, cohort: 'beta' })] },
    ],
    [
      'an extra field (an email)',
      { session: 'not-checked-before-the-shape', items: [{ ...pageView(stable), email: 'a@b.c' }] },
    ],
    ['a negative vital', { session: 'not-checked-before-the-shape', items: [vital(stable, 'LCP', -1)] }],
    ['no items', { session: 'not-checked-before-the-shape', items: [] }],
    ['a session longer than any the site issues', { session: 'x'.repeat(4001), items: [pageView(stable)] }],
    [
      'a good item beside a bad one',
      { session: 'not-checked-before-the-shape', items: [pageView(stable), { type: 'vital' }] },
    ],
    ['a body that is not JSON', 'not json'],
  ])('refuses %s with 400 and stores nothing', async (_what, payload) => {
    const before = await telemetryRowCounts(app);
    const response = await send(payload, typeof payload === 'string' ? { 'content-type': 'text/plain' } : {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await telemetryRowCounts(app)).toEqual(before);
  });

  it('refuses a batch over the size limit with 413', async () => {
    const items = Array.from({ length: 200 }, () => error(canary, 'x'.repeat(500)));
    const response = await send({ session: 'not-checked-before-the-shape', items });
    expect(response.statusCode).toBe(413);
  });
});

describe('POST /telemetry rate limit', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ releases: { ...testConfig().releases, telemetryPerMinute: 3 } });
  }, 120_000);
  afterAll(() => app.close());

  it('answers 429 past the batches one address may send in a minute, per address', async () => {
    const send = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/telemetry',
        remoteAddress: ip,
        payload: { session: 'any', items: [pageView(stable)] },
      });
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await send('10.0.0.7')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect((await send('10.0.0.8')).statusCode).toBe(204);
  });
});
