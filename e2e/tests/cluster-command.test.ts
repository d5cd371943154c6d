/**
 * `npm run start:cluster` exactly as the README gives it (on a PostgreSQL schema of its own, CLUSTER_SCHEMA): it
 * builds, starts, and PM2 starts again an API instance killed with kill -9 within 10 s, while nginx answers every
 * read from the others and a stream of bookings through nginx loses nothing (each either acknowledged and stored, or
 * retried by the client until acknowledged or answered "already booked": each product ends with exactly one
 * booking). Ctrl-C stops everything. It stops the suite's own site (the Auth Emulator's port) while it runs.
 *
 * @team site
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { clusterOf } from '@marketplace/tooling/site';
import pg from 'pg';
import { DATABASE_URL, signUp, uploadPicture } from '../support/cluster';
import { listenerOf } from '../support/listener';
import { giveSuiteSiteBack, portIsOpen, ROOT, SITE, stopSite, waitForPort } from '../support/site';

const SCHEMA = `cluster_command_${randomBytes(4).toString('hex')}`;
const { port: NGINX_PORT, apiInstances: API_INSTANCES } = clusterOf(SITE);
const API = `http://127.0.0.1:${NGINX_PORT}/api`;
/** Each buyer may hold BOOKING_MAX_PENDING (3) pending bookings by default: the stream spreads over buyers. */
const BUYERS = 8;
const BOOKINGS_PER_BUYER = 3;

let cluster: ChildProcess;
let output = '';

async function waitForOutput(text: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!output.includes(text)) {
    if (cluster.exitCode !== null) throw new Error(`npm run start:cluster exited:\n${output}`);
    if (Date.now() > until) throw new Error(`"${text}" did not come within ${timeoutMs} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function ready(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health/ready`)).ok;
  } catch {
    return false;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  await stopSite();
  cluster = spawn('sh', ['-c', 'npm run start:cluster'], {
    cwd: ROOT,
    env: { ...process.env, CLUSTER_SCHEMA: SCHEMA },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const read = (chunk: Buffer) => {
    output += chunk.toString();
  };
  cluster.stdout?.on('data', read);
  cluster.stderr?.on('data', read);
  await waitForOutput('The marketplace runs as a cluster', 600_000);
}, 660_000);

afterAll(async () => {
  try {
    if (cluster?.exitCode === null && cluster.signalCode === null) {
      const exited = new Promise((resolve) => cluster.once('exit', resolve));
      try {
        process.kill(-cluster.pid!, 'SIGINT');
        await exited;
      } catch {
        // The cluster's process group is already gone.
      }
    }
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await admin.end();
  } finally {
    // The journeys after this one need the suite's site back, whatever happened here.
    await giveSuiteSiteBack();
  }
}, 240_000);

it('PM2 serves a kill -9 instance again within 10 s; nginx loses no read and no booking meanwhile', async () => {
  const ports = [...output.matchAll(/api-\d+ {2}127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1]));
  expect(ports).toHaveLength(API_INSTANCES);
  const seller = await signUp(API, 'seller', 'command-seller');
  const buyers = await Promise.all(
    Array.from({ length: BUYERS }, (_, n) => signUp(API, 'buyer', `command-buyer${n}`)),
  );
  const picture = await uploadPicture(API);
  const db = new pg.Client({ connectionString: DATABASE_URL, options: `-c search_path=${SCHEMA}` });
  await db.connect();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO products (seller_id, category_id, name, picture, resale_price, original_price, years_of_use, location, condition)
     SELECT $1, 1, 'Stream chair ' || i, $2, 100 + i, 300, '1 year', 'Dhaka', 'good'
     FROM generate_series(1, $3::int) AS i RETURNING id`,
    [seller.id, picture, BUYERS * BOOKINGS_PER_BUYER],
  );
  const products = rows.map((row) => row.id);

  const failedReads: string[] = [];
  const acknowledged: string[] = [];
  const retried: string[] = [];
  let streaming = true;
  const reads = (async () => {
    while (streaming) {
      try {
        const answer = await fetch(`${API}/products/1?limit=12`);
        if (answer.status !== 200) failedReads.push(`${answer.status}`);
      } catch (error) {
        failedReads.push((error as Error).message);
      }
      await pause(50);
    }
  })();
  /** One booking, retried as a client would after a failure, until it is acknowledged or already stored. */
  const book = async (productId: string, token: string) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        const answer = await fetch(`${API}/bookings`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ productId, phone: '01712345678', meetLocation: 'Dhaka, Gulshan 2' }),
        });
        const body = (await answer.json().catch(() => ({}))) as { insertedId?: string; message?: string };
        if (answer.status === 201 && body.insertedId) return acknowledged.push(body.insertedId);
        if (answer.status === 409 && attempt > 0) return retried.push(productId);
        if (answer.status < 500) throw new Error(`${answer.status} ${body.message}`);
      } catch (error) {
        if (/^\d{3} /.test((error as Error).message)) throw error;
      }
      await pause(250);
    }
    throw new Error(`The booking of ${productId} never went through`);
  };
  const stream = (async () => {
    for (let n = 0; n < products.length; n++) {
      await book(products[n]!, buyers[n % BUYERS]!.token);
      await pause(200);
    }
  })();

  await pause(1500);
  const victimPort = ports[1]!;
  const victim = listenerOf(victimPort);
  process.kill(victim, 'SIGKILL');
  const killedAt = Date.now();
  while (!(await ready(victimPort))) {
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    await pause(100);
  }
  const backWithin = Date.now() - killedAt;
  expect(listenerOf(victimPort)).not.toBe(victim);
  await stream;
  streaming = false;
  await reads;
  console.log(
    `kill -9 of the instance on ${victimPort}: serving again after ${backWithin} ms; ${acknowledged.length} bookings acknowledged, ${retried.length} found stored on retry`,
  );

  expect(failedReads).toEqual([]);
  const stored = await db.query<{ product_id: string; n: number }>(
    'SELECT product_id, count(*)::int AS n FROM bookings WHERE product_id = ANY($1::uuid[]) GROUP BY product_id',
    [products],
  );
  await db.end();
  // Every product of the stream has exactly one booking: none lost, none twice.
  expect(stored.rows.map((row) => row.n)).toEqual(products.map(() => 1));
  expect(acknowledged.length + retried.length).toBe(products.length);
  expect(await portIsOpen(NGINX_PORT)).toBe(true);
}, 240_000);

it('Ctrl-C stops nginx, PM2 and every instance', async () => {
  const ports = [...output.matchAll(/api-\d+ {2}127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1]));
  const exited = new Promise((resolve) => cluster.once('exit', resolve));
  process.kill(-cluster.pid!, 'SIGINT');
  await exited;
  for (const port of [NGINX_PORT, SITE.authEmulator.port, ...ports]) await waitForPort(port, false, 30_000);
}, 90_000);
