/**
 * Forged telemetry over real HTTP cannot roll a healthy canary back: 2,000 load errors in 10 batches with
 * made-up sessions, then 1,000 from one session the site issued, and the canary is still out 30 s later, while
 * the release guard judged it every RELEASE_GUARD_INTERVAL_MS meanwhile from the figures the flood left.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, testConfig } from '../../../test/helpers';
import {
  CANARY_VERSION,
  canary,
  error,
  pageView,
  stable,
  telemetrySite,
  vital,
} from '../../../test/telemetry-site';
import type { App } from '../../app';
import { type CohortFigures, judgeCanary } from '../../releases/guard-rule';

const GUARD_INTERVAL_MS = 2000;
const WAIT_MS = 30_000;
/** Real canary sessions: enough that one session's load failure stays under the guard's 1%. */
const HEALTHY_SESSIONS = 120;
/** Real stable sessions: the guard's comparison needs some. */
const STABLE_SESSIONS = 20;

describe('forged telemetry over HTTP', () => {
  let app: App;
  let site: string;
  let url: string;

  beforeAll(async () => {
    site = telemetrySite(50);
    app = await buildTestApp({
      releases: {
        ...testConfig().releases,
        siteDir: site,
        guardIntervalMs: GUARD_INTERVAL_MS,
        // The healthy traffic comes from this one address; the forged batches too, well within the default.
        telemetryPerMinute: 100_000,
      },
    });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    rmSync(site, { recursive: true, force: true });
  });

  const post = (route: string, body: object, contentType = 'application/json') =>
    fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: JSON.stringify(body),
    });

  async function sessionFor(who: typeof stable | typeof canary): Promise<string> {
    const answer = await post('/telemetry/sessions', {
      releases: { [who.remote]: { version: who.version, cohort: who.cohort } },
    });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { session: string }).session;
  }

  /** A real page load of `who`: a session, a page view and its LCP. */
  async function healthyVisit(who: typeof stable | typeof canary): Promise<void> {
    const session = await sessionFor(who);
    const answer = await post('/telemetry', { session, items: [pageView(who), vital(who, 'LCP', 1200)] });
    expect(answer.status).toBe(204);
  }

  it('keeps a healthy canary out under 3,000 forged load errors, with the guard judging it all along', async () => {
    const visits = [
      ...Array.from({ length: HEALTHY_SESSIONS }, () => canary),
      ...Array.from({ length: STABLE_SESSIONS }, () => stable),
    ];
    for (let index = 0; index < visits.length; index += 10) {
      await Promise.all(visits.slice(index, index + 10).map(healthyVisit));
    }
    const judged: Array<{ at: number; figures: Promise<CohortFigures> }> = [];
    const figures = app.repos.telemetry.figures.bind(app.repos.telemetry);
    const spy = jest.spyOn(app.repos.telemetry, 'figures').mockImplementation((...args) => {
      const result = figures(...args);
      if (args[2] === 'canary') judged.push({ at: Date.now(), figures: result });
      return result;
    });

    const loadErrors = Array.from({ length: 200 }, () => error(canary, 'no remote entry', 'load'));
    for (let batch = 0; batch < 10; batch++) {
      // Made up: a random string, an old tab's sessionId, a token-like string; text/plain as any web page may post.
      const forged = [
        { session: `made-up-${batch}-${Math.random()}`, items: loadErrors },
        { sessionId: `tab-forged-${batch}`, items: loadErrors },
        { session: `eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJ4In0.${batch}`, items: loadErrors },
      ][batch % 3]!;
      const answer = await post('/telemetry', forged, 'text/plain;charset=UTF-8');
      expect(answer.status).toBe(204);
    }
    const issued = await sessionFor(canary);
    for (let batch = 0; batch < 5; batch++) {
      expect((await post('/telemetry', { session: issued, items: loadErrors })).status).toBe(204);
    }

    const floodEnded = Date.now();
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    const remotes = JSON.parse(readFileSync(path.join(site, 'remotes.json'), 'utf8'));
    expect(remotes.remotes.catalog).toMatchObject({
      status: 'canary',
      canary: { version: CANARY_VERSION, share: 50 },
    });
    expect(Date.now() - floodEnded).toBeGreaterThanOrEqual(WAIT_MS);

    // The guard ran on its timer all along (about one run per interval), each time from figures where the
    // issued session counts once and the forged batches not at all; from the end of the flood, with all of it in.
    const stableNow = await figures('catalog', stable.version, 'stable', new Date(Date.now() - 3_600_000));
    const runs = await Promise.all(judged.map(async ({ at, figures }) => ({ at, figures: await figures })));
    for (const run of runs) {
      expect(run.figures.pageViews).toBe(HEALTHY_SESSIONS);
      expect(run.figures.loadFailures).toBeLessThanOrEqual(1);
      expect(judgeCanary(stableNow, run.figures, app.config.releases)).toEqual({ kind: 'healthy' });
    }
    const afterFlood = runs.filter((run) => run.at >= floodEnded);
    expect(afterFlood.length).toBeGreaterThanOrEqual(Math.floor(WAIT_MS / GUARD_INTERVAL_MS) - 3);
    for (const run of afterFlood) {
      expect(run.figures).toMatchObject({
        pageViews: HEALTHY_SESSIONS,
        sessions: HEALTHY_SESSIONS + 1,
        errorSessions: 1,
        loadFailures: 1,
      });
    }
    spy.mockRestore();
  }, 600_000);
});
