import { buildTestApp, testConfig } from '../../../test/helpers';
import type { App } from '../../app';
import { bucketOf, valueOfBucket } from '../../releases/vital-histogram';

const stable = { remote: 'catalog', version: '0.1.0-aaaaaaaaaa', cohort: 'stable', route: '/products/1' };
const canary = { remote: 'catalog', version: '0.1.0-bbbbbbbbbb', cohort: 'canary', route: '/products/1' };
const pageView = (who: object) => ({ type: 'page-view', ...who });
const error = (who: object, message = 'Boom', source = 'error') => ({
  type: 'error',
  ...who,
  source,
  message,
  topFrame: 'http://localhost:3000/mfe-catalog/0.1.0-bbbbbbbbbb/main.js:1:2',
  stack: `Error: ${message}\n    at main.js:1:2`,
});
const vital = (who: object, name: string, value: number) => ({ type: 'vital', ...who, name, value });

describe('POST /telemetry', () => {
  let app: App;
  const since = new Date(Date.now() - 3_600_000);

  beforeAll(async () => {
    app = await buildTestApp();
  }, 120_000);
  afterAll(() => app.close());

  const send = (payload: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/telemetry',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  const countRows = async () => {
    const counts = await Promise.all(
      ['telemetry_minutes', 'telemetry_sessions', 'telemetry_errors', 'telemetry_vitals'].map(
        async (table) => {
          const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
          return rows[0]!.n;
        },
      ),
    );
    return counts;
  };

  it('aggregates batches per version, cohort and minute: sessions once, error sessions once, errors, p75 of each vital', async () => {
    expect(
      (await send({ sessionId: 'tab-aaaaaaaa', items: [pageView(stable), pageView(stable)] })).statusCode,
    ).toBe(204);
    // sendBeacon posts text/plain
    const beacon = await send(
      JSON.stringify({
        sessionId: 'tab-aaaaaaaa',
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
      sessionId: 'tab-bbbbbbbb',
      items: [
        pageView(stable),
        vital(stable, 'LCP', 3000),
        vital(stable, 'CLS', 0.01),
        vital(stable, 'TTFB', 900),
      ],
    });
    for (const sessionId of ['tab-cccccccc', 'tab-dddddddd']) {
      await send({ sessionId, items: [pageView(canary), error(canary), error(canary, 'Boom')] });
      await send({ sessionId, items: [pageView(canary), error(canary, 'Other', 'boundary')] });
    }
    await send({ sessionId: 'tab-eeeeeeee', items: [error(canary, 'no remote entry', 'load')] });
    await send({ sessionId: 'tab-ffffffff', items: [pageView(canary)] });

    const stableFigures = await app.repos.telemetry.figures('catalog', stable.version, 'stable', since);
    expect(stableFigures).toEqual({
      pageViews: 4,
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
      pageViews: 5,
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
      { message: 'no remote entry', count: 1, cohort: 'canary' },
    ]);
    expect(errors[0]!.sampleStack).toContain('Error: Boom');
    const series = await app.repos.telemetry.series('catalog', since);
    // A minute may have turned during the test: add the points up per cohort.
    const pageViewsOf = (cohort: string) =>
      series.filter((point) => point.cohort === cohort).reduce((sum, point) => sum + point.pageViews, 0);
    expect([pageViewsOf('stable'), pageViewsOf('canary')]).toEqual([4, 5]);
    const stablePoints = series.filter((point) => point.cohort === 'stable');
    expect(stablePoints.some((point) => point.clsP75 !== null && point.ttfbP75 !== null)).toBe(true);
    expect(series.filter((point) => point.cohort === 'canary').every((point) => point.clsP75 === null)).toBe(
      true,
    );
  });

  it.each([
    ['an unknown item type', { sessionId: 'tab-zzzzzzzz', items: [{ type: 'click', ...stable }] }],
    [
      'a route with a query string',
      { sessionId: 'tab-zzzzzzzz', items: [pageView({ ...stable, route: '/search?q=sofa' })] },
    ],
    ['an unknown cohort', { sessionId: 'tab-zzzzzzzz', items: [pageView({ ...stable, cohort: 'beta' })] }],
    [
      'an extra field (an email)',
      { sessionId: 'tab-zzzzzzzz', items: [{ ...pageView(stable), email: 'a@b.c' }] },
    ],
    ['a negative vital', { sessionId: 'tab-zzzzzzzz', items: [vital(stable, 'LCP', -1)] }],
    ['no items', { sessionId: 'tab-zzzzzzzz', items: [] }],
    ['a short session id', { sessionId: 'x', items: [pageView(stable)] }],
    [
      'a good item beside a bad one',
      { sessionId: 'tab-zzzzzzzz', items: [pageView(stable), { type: 'vital' }] },
    ],
    ['a body that is not JSON', 'not json'],
  ])('refuses %s with 400 and stores nothing', async (_what, payload) => {
    const before = await countRows();
    const response = await send(payload, typeof payload === 'string' ? { 'content-type': 'text/plain' } : {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(await countRows()).toEqual(before);
  });

  it('refuses a batch over the size limit with 413', async () => {
    const items = Array.from({ length: 200 }, () => error(canary, 'x'.repeat(500)));
    const response = await send({ sessionId: 'tab-zzzzzzzz', items });
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
        payload: { sessionId: 'tab-aaaaaaaa', items: [pageView(stable)] },
      });
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await send('10.0.0.7')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect((await send('10.0.0.8')).statusCode).toBe(204);
  });
});
