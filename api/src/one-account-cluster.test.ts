/**
 * The one-account suite (test/one-account-suite.ts) through nginx in front of the site map's number of API
 * instances on one PostgreSQL schema and Redis, as `npm run start:cluster` runs them: every limit holds for all
 * instances together, and each instance answers part of the script's requests, refusals included.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Cluster, DEFAULT_DATABASE_URL, freePorts, startCluster } from '@marketplace/tooling/cluster';
import { clusterOf, loadSite, partsOf } from '@marketplace/tooling/site';
import { LIMITS_OUT_OF_THE_WAY } from '@marketplace/tooling/test-limits';
import pg from 'pg';
import { EMULATOR_HOST, IMAGE_KEY, PROJECT_ID } from '../test/helpers';
import { describeOneAccount, type OneAccountTarget } from '../test/one-account-suite';
import { SERVER_BUILD } from '../test/server-process';

const DATABASE_URL = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface ClusterTarget extends OneAccountTarget {
  cluster: Cluster;
}

async function dropSchema(schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await admin.end();
  }
}

async function startClusterTarget(limits: Record<string, string>): Promise<ClusterTarget> {
  const site = loadSite();
  const { apiInstances } = clusterOf(site);
  const schema = `one_account_${randomBytes(4).toString('hex')}`;
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'one-account-cluster-'));
  const [port, ...apiPorts] = await freePorts(
    apiInstances + 1,
    partsOf(site).map((part) => part.port),
  );
  const cluster = await startCluster({
    site,
    runDir,
    releaseSite: path.join(runDir, 'release-site'),
    port,
    apiPorts,
    databaseUrl: DATABASE_URL,
    schema,
    redisUrl: REDIS_URL,
    emulatorHost: EMULATOR_HOST,
    server: SERVER_BUILD,
    env: {
      ...LIMITS_OUT_OF_THE_WAY,
      ...limits,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      IMAGE_UPLOAD_KEY: IMAGE_KEY,
      REDIS_KEY_PREFIX: `one-account-${randomBytes(4).toString('hex')}:`,
    },
  });
  return {
    cluster,
    baseUrl: cluster.apiUrl,
    stop: async () => {
      await cluster.stop();
      await dropSchema(schema);
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** `POST /api/<what> <status>` -> the instances (upstream addresses) that answered it so, from nginx's log. */
function answeredBy(cluster: Cluster): Map<string, Set<string>> {
  const byAnswer = new Map<string, Set<string>>();
  const log = readFileSync(cluster.nginx.accessLog, 'utf8');
  for (const [, method, route, status, upstream] of log.matchAll(
    /"(\w+) (\S+) HTTP\/[\d.]+" (\d+) .*?upstream=(\S+)/g,
  )) {
    const key = `${method} ${route} ${status}`;
    byAnswer.set(key, (byAnswer.get(key) ?? new Set()).add(upstream!));
  }
  return byAnswer;
}

describeOneAccount(
  'one account against the limits, through nginx in front of several instances (PostgreSQL, Redis)',
  startClusterTarget,
  (target) => {
    it("every instance counted the script's requests and refused some: the limits are the cluster's, not an instance's", () => {
      const { cluster } = target();
      const byAnswer = answeredBy(cluster);
      const instances = new Set(cluster.instances.map((instance) => `127.0.0.1:${instance.port}`));
      for (const answer of [
        'POST /api/bookings 201',
        'POST /api/bookings 409',
        'POST /api/bookings 429',
        'POST /api/reports 201',
        'POST /api/reports 429',
        'POST /api/images 200',
        'POST /api/images 429',
        'POST /api/products 201',
        'POST /api/products 429',
        'GET /api/events 200',
      ]) {
        expect([answer, byAnswer.get(answer)]).toEqual([answer, instances]);
      }
    });
  },
);
