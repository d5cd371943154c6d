/**
 * The cluster of the production topology for the e2e suite: API instances of the built server on a fresh
 * PostgreSQL schema behind the real nginx, on ports the system gives (never the site's), signed-up users with
 * their access tokens, and a mixed load of reads and bookings through nginx.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Cluster,
  DEFAULT_DATABASE_URL,
  freePorts,
  nginxBinary,
  startCluster,
} from '@marketplace/tooling/cluster';
import { partsOf } from '@marketplace/tooling/site';
import { LIMITS_OUT_OF_THE_WAY } from '@marketplace/tooling/test-limits';
import pg from 'pg';
import { PORTS, SITE } from './site';

export const DATABASE_URL = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const EMULATOR = `http://${SITE.authEmulator.host}:${PORTS.emulator}`;

export interface TestCluster extends Cluster {
  schema: string;
  /** The cluster's own release site folder (inside its run folder): deploy and release with `--to` it. */
  releaseSite: string;
  db: pg.Pool;
  close(): Promise<void>;
}

/** A cluster on a schema of its own; close() stops it, drops the schema and removes its run folder. */
export async function startTestCluster(
  label: string,
  options: { instances: number; redisUrl?: string; env?: Record<string, string> },
): Promise<TestCluster> {
  nginxBinary(); // fails first, with the apt command, when nginx is missing
  const schema = `cluster_${label}_${randomBytes(4).toString('hex')}`;
  const runDir = mkdtempSync(path.join(os.tmpdir(), `cluster-${label}-`));
  const reserved = partsOf(SITE).map((part) => part.port);
  const [port, ...apiPorts] = await freePorts(options.instances + 1, reserved);
  const releaseSite = path.join(runDir, 'release-site');
  const cluster = await startCluster({
    site: SITE,
    runDir,
    releaseSite,
    port,
    apiPorts,
    databaseUrl: DATABASE_URL,
    schema,
    redisUrl: options.redisUrl,
    emulatorHost: `${SITE.authEmulator.host}:${PORTS.emulator}`,
    env: {
      ...LIMITS_OUT_OF_THE_WAY,
      // Every browser context of the tests reaches nginx from one address, and their pages send beacons.
      TELEMETRY_RATE_LIMIT_PER_MINUTE: '100000',
      ...options.env,
    },
  });
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 2, options: `-c search_path=${schema}` });
  return {
    ...cluster,
    schema,
    releaseSite,
    db,
    close: async () => {
      await cluster.stop();
      await db.end();
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** The password of every account signUp makes. */
export const CLUSTER_PASSWORD = 'password123';

export interface ClusterUser {
  id: string;
  email: string;
  token: string;
}

/** Signs a new account up in the Auth Emulator, then POST /users and GET /jwt through `apiUrl`. */
export async function signUp(apiUrl: string, role: 'buyer' | 'seller', label: string): Promise<ClusterUser> {
  const email = `${label}-${randomBytes(4).toString('hex')}@cluster.test`;
  const account = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${SITE.localSettings.firebaseApiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: CLUSTER_PASSWORD, returnSecureToken: true }),
    },
  );
  if (!account.ok) throw new Error(`Emulator sign-up failed: ${account.status} ${await account.text()}`);
  const { localId } = (await account.json()) as { localId: string };
  // The API lets only verified addresses list, book and report: verify it as the emailed link would.
  const verified = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${SITE.authEmulator.projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  );
  if (!verified.ok) throw new Error(`Emulator verify failed: ${verified.status} ${await verified.text()}`);
  const idToken = await emulatorIdToken(email);
  const record = await fetch(`${apiUrl}/users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: label, email, role, img: '' }),
  });
  if (!record.ok) throw new Error(`POST /users failed: ${record.status} ${await record.text()}`);
  return { ...(await accessToken(apiUrl, idToken)), email };
}

/** A Firebase ID token of an account signUp made, from the Auth Emulator's password sign-in. */
async function emulatorIdToken(email: string): Promise<string> {
  const signedIn = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${SITE.localSettings.firebaseApiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: CLUSTER_PASSWORD, returnSecureToken: true }),
    },
  );
  if (!signedIn.ok) throw new Error(`Emulator sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  return ((await signedIn.json()) as { idToken: string }).idToken;
}

async function accessToken(apiUrl: string, idToken: string): Promise<{ id: string; token: string }> {
  const answer = await fetch(`${apiUrl}/jwt`, { headers: { authorization: `Bearer ${idToken}` } });
  if (!answer.ok) throw new Error(`GET /jwt failed: ${answer.status} ${await answer.text()}`);
  const { accessToken: token } = (await answer.json()) as { accessToken: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return { id: claims.sub, token };
}

/** A fresh access token (after a role change). */
export async function refreshToken(apiUrl: string, email: string): Promise<string> {
  return (await accessToken(apiUrl, await emulatorIdToken(email))).token;
}

export const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
});

/** Uploads a tiny PNG through the API's image host: its URL, usable as a product picture. */
export async function uploadPicture(apiUrl: string): Promise<string> {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'pixel.png');
  const answer = await fetch(`${apiUrl}/images?key=${SITE.localSettings.imageUploadKey}`, {
    method: 'POST',
    body: form,
  });
  if (!answer.ok) throw new Error(`POST /images failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: { url: string } }).data.url;
}

/** `count` available products of `seller` in categories 1-3, inserted in one statement: their ids. */
export async function insertProducts(
  cluster: TestCluster,
  seller: ClusterUser,
  picture: string,
  count: number,
): Promise<string[]> {
  const { rows } = await cluster.db.query<{ id: string }>(
    `INSERT INTO products (seller_id, category_id, name, picture, resale_price, original_price, years_of_use, location, condition)
     SELECT $1, 1 + (i % 3), 'Load chair ' || i, $2, 100 + i, 300 + i, '1 year', 'Dhaka', 'good'
     FROM generate_series(1, $3::int) AS i RETURNING id`,
    [seller.id, picture, count],
  );
  return rows.map((row) => row.id);
}
