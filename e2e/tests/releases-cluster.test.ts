/**
 * The release-day journeys of releases-bad-canary.test.ts and releases.test.ts through the production topology
 * of `npm run start:cluster`: pages, remotes.json and the API all through nginx, API instances on PostgreSQL and
 * Redis, each running the release guard on the cluster's release site. One cluster serves both journeys.
 *
 * @team site
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { buildCatalogReleaseTwo, buildCrashingCatalogRelease } from '../support/catalog-release';
import { CLUSTER_PASSWORD, signUp, startTestCluster, type TestCluster } from '../support/cluster';
import {
  crashingCanaryRolledBack,
  healthyCanaryPromoted,
  MIN_PAGE_VIEWS_OF_CRASH_JOURNEY,
} from '../support/release-journeys';
import { auditEntries, openInBucket, type ReleaseSite } from '../support/releases';
import { ROOT } from '../support/site';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const INSTANCES = 2;

let cluster: TestCluster;
let site: ReleaseSite;
let browser: Browser;
let crashing: string;
let releaseTwo: string;
const started = Date.now();

beforeAll(async () => {
  crashing = buildCrashingCatalogRelease();
  releaseTwo = buildCatalogReleaseTwo();
  cluster = await startTestCluster('releases', {
    instances: INSTANCES,
    redisUrl: REDIS_URL,
    env: {
      REDIS_KEY_PREFIX: `releases-cluster-${Date.now()}:`,
      RELEASE_GUARD_MIN_PAGE_VIEWS: MIN_PAGE_VIEWS_OF_CRASH_JOURNEY,
    },
  });
  const [admin, buyer] = await Promise.all([
    signUp(cluster.apiUrl, 'buyer', 'releases-admin'),
    signUp(cluster.apiUrl, 'buyer', 'releases-buyer'),
  ]);
  await cluster.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  execFileSync('npm', ['run', '--silent', 'deploy', '-w', 'mfe-catalog', '--', '--to', cluster.releaseSite], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  site = {
    url: cluster.url,
    apiUrl: `${cluster.url}${new URL(cluster.apiUrl).pathname}`,
    releaseDir: cluster.releaseSite,
    admin: { email: admin.email, password: CLUSTER_PASSWORD },
    buyer: { email: buyer.email, password: CLUSTER_PASSWORD },
  };
  browser = await launchBrowser();
  process.stdout.write(`cluster ready ${Date.now() - started} ms\n`);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await cluster?.close();
  process.stdout.write(`releases through the cluster took ${Date.now() - started} ms\n`);
}, 60_000);

/** The status of each POST /api/telemetry in nginx's access log, and the instances that answered them. */
function telemetryThroughNginx(): { statuses: string[]; upstreams: Set<string> } {
  const lines = readFileSync(cluster.nginx.accessLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"POST /api/telemetry '));
  return {
    statuses: lines.map((line) => /" (\d{3}) /.exec(line)?.[1] ?? '?'),
    upstreams: new Set(lines.map((line) => /upstream=(\S+)/.exec(line)?.[1] ?? '?')),
  };
}

it("rolls back a crashing canary from real browsers' beacons through nginx, once, by one instance's guard", async () => {
  const { afterReleaseMs, afterSampleMs } = await crashingCanaryRolledBack(site, browser, crashing);
  process.stdout.write(
    `the cluster's guard rolled the crashing canary back ${afterReleaseMs} ms after it went out, ${afterSampleMs} ms after its minimum sample\n`,
  );

  const beacons = telemetryThroughNginx();
  // 499: the journey closed its browser contexts while their last beacons (sent on leaving the page) were on the way.
  const answered = beacons.statuses.filter((status) => status !== '499');
  expect(answered.length).toBeGreaterThanOrEqual(30);
  expect(new Set(answered)).toEqual(new Set(['204']));
  expect(beacons.upstreams.size).toBe(INSTANCES);
  // Every instance runs the guard: the rollback is made and logged once.
  expect(auditEntries(site).filter((entry) => entry.action === 'guard rollback')).toHaveLength(1);
  const actedOn = cluster.instances.filter((instance) => instance.recent.includes('canary rolled back'));
  expect(actedOn).toHaveLength(1);
}, 300_000);

it('sends a 20% canary to its cohort and promotes it for everyone from the Releases page, through nginx', async () => {
  const tabs = {
    canary: await openInBucket(site, browser, 10),
    stable: await openInBucket(site, browser, 90),
  };
  await healthyCanaryPromoted(site, browser, releaseTwo, tabs);
  expect(auditEntries(site).at(-1)).toMatchObject({ action: 'promote', by: site.admin.email });
  await tabs.canary.context.close();
  await tabs.stable.context.close();
}, 180_000);
