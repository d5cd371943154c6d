/**
 * The production topology: API instances of the built server on one PostgreSQL schema behind the real
 * nginx of deploy/nginx, on ports of their own. Caches and live events stay coherent across instances, the
 * /jwt limit holds for all of them together with Redis, and nginx carries a mixed load through a kill -9 and a
 * rolling restart. The cluster follows the release state of its site folder (deploy, canary, rollback). The site
 * itself through nginx is checked in Chromium.
 *
 * @team site
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import {
  bearer,
  type ClusterUser,
  insertProducts,
  refreshToken,
  signUp,
  startTestCluster,
  type TestCluster,
  uploadPicture,
} from '../support/cluster';
import { type LoadResult, startLoad } from '../support/cluster-load';
import { ROOT } from '../support/site';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const ROUNDS = 100;
const REPORTS_PER_HOUR = 6;
/** GET /jwt per client and minute in the Redis cluster: room for the sign-ups of its tests, which share nginx's address. */
const JWT_PER_MINUTE = 12;

let cluster: TestCluster;
let seller: ClusterUser;
let buyers: ClusterUser[];
let admin: ClusterUser;
let picture: string;

beforeAll(async () => {
  cluster = await startTestCluster('main', { instances: 3 });
  const api = cluster.apiUrl;
  seller = await signUp(api, 'seller', 'seller');
  buyers = await Promise.all([1, 2, 3, 4, 5].map((n) => signUp(api, 'buyer', `buyer${n}`)));
  admin = await signUp(api, 'buyer', 'admin');
  await cluster.db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
  admin.token = await refreshToken(api, admin.email);
  picture = await uploadPicture(api);
}, 90_000);

afterAll(async () => {
  await cluster?.close();
});

describe('a write through instance A is read through instance B at once', () => {
  const a = () => cluster.instances[0]!.url;
  const b = () => cluster.instances[1]!.url;

  it(`the category list, ${ROUNDS} times in a row`, async () => {
    const slow: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // B holds the list in its cache before the write.
      expect((await fetch(`${b()}/products/2`)).status).toBe(200);
      const created = await fetch(`${a()}/products`, {
        method: 'POST',
        headers: bearer(seller.token),
        body: JSON.stringify({
          name: `Coherent shelf ${round}`,
          picture,
          resalePrice: 50 + round,
          originalPrice: 200,
          yearsOfUse: '1 year',
          location: 'Dhaka',
          categoryId: 2,
          condition: 'good',
        }),
      });
      expect(created.status).toBe(201);
      const { insertedId } = (await created.json()) as { insertedId: string };
      const started = Date.now();
      const list = (await (await fetch(`${b()}/products/2`)).json()) as { _id: string }[];
      slow.push(Date.now() - started);
      expect(list[0]?._id).toBe(insertedId);
    }
    console.log(`category list read through B after A's write: max ${Math.max(...slow)} ms`);
  });

  it(`the advertised row, ${ROUNDS} times in a row`, async () => {
    const [productId] = await insertProducts(cluster, seller, picture, 1);
    for (let round = 0; round < ROUNDS; round += 1) {
      const advertised = round % 2 === 0;
      expect((await fetch(`${b()}/products/advertised`)).status).toBe(200);
      const changed = await fetch(`${a()}/products/${productId}/advertise`, {
        method: 'PATCH',
        headers: bearer(seller.token),
        body: JSON.stringify({ advertised }),
      });
      expect(changed.status).toBe(200);
      const row = (await (await fetch(`${b()}/products/advertised`)).json()) as { _id: string }[];
      expect(row.some((product) => product._id === productId)).toBe(advertised);
    }
  });

  it(`the role checks, ${ROUNDS} times in a row`, async () => {
    const user = buyers[4]!;
    for (let round = 0; round < ROUNDS; round += 1) {
      const grant = round % 2 === 0;
      expect((await fetch(`${b()}/users/admin/${user.email}`)).status).toBe(200);
      const changed = await fetch(`${a()}/users/${user.id}/admin`, {
        method: grant ? 'PUT' : 'DELETE',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(changed.status).toBe(200);
      const check = (await (await fetch(`${b()}/users/admin/${user.email}`)).json()) as { isAdmin: boolean };
      expect(check.isAdmin).toBe(grant);
    }
  });
});

it('a notification caused through A reaches event-stream clients on B and through nginx within 2 s', async () => {
  const [productId] = await insertProducts(cluster, seller, picture, 1);
  const ticket = async (base: string) => {
    const answer = await fetch(`${base}/events/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seller.token}` },
    });
    return ((await answer.json()) as { ticket: string }).ticket;
  };
  const streams = [cluster.instances[1]!.url, cluster.apiUrl].map(async (base) => {
    const controller = new AbortController();
    const answer = await fetch(`${base}/events?ticket=${await ticket(base)}`, { signal: controller.signal });
    expect(answer.headers.get('content-type')).toContain('text/event-stream');
    const reader = answer.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // The stream is open once its first comment arrived.
    while (!text.includes(': connected')) text += decoder.decode((await reader.read()).value);
    return {
      nextNotification: async () => {
        while (!text.includes('event: notification')) text += decoder.decode((await reader.read()).value);
        return Date.now();
      },
      close: () => controller.abort(),
    };
  });
  const open = await Promise.all(streams);
  try {
    const booked = await fetch(`${cluster.instances[0]!.url}/bookings`, {
      method: 'POST',
      headers: bearer(buyers[0]!.token),
      body: JSON.stringify({ productId, phone: '01712345678', meetLocation: 'Dhaka' }),
    });
    const acknowledgedAt = Date.now();
    expect(booked.status).toBe(201);
    const within2s = (stream: (typeof open)[number]) =>
      Promise.race([
        stream.nextNotification(),
        new Promise<number>((_, reject) =>
          setTimeout(() => reject(new Error('no notification within 2 s')), 2000),
        ),
      ]);
    const arrivals = await Promise.all(open.map(within2s));
    console.log(`notification after A's 201: ${arrivals.map((at) => at - acknowledgedAt).join(' ms, ')} ms`);
  } finally {
    for (const stream of open) stream.close();
  }
});

/** Which instance (by port) answered each request of the nginx access log, from `fromByte` on. */
function upstreamsInLog(fromByte = 0): string[] {
  const log = readFileSync(cluster.nginx.accessLog).subarray(fromByte).toString();
  return [...log.matchAll(/upstream=(\S+) upstream_status=200\b/g)].map((match) => match[1]!);
}

async function underLoad(
  during: (load: { answered: () => number }) => Promise<void>,
  bookable: string[],
): Promise<LoadResult> {
  const productIds = await insertProducts(cluster, seller, picture, 30);
  const load = startLoad({
    apiUrl: cluster.apiUrl,
    clients: 50,
    buyerTokens: buyers.slice(0, 4).map((buyer) => buyer.token),
    productIds,
    bookable,
  });
  try {
    await during(load);
  } catch (error) {
    await load.stop();
    throw error;
  }
  return load.stop();
}

async function storedBookings(ids: string[]): Promise<number> {
  const { rows } = await cluster.db.query<{ count: string }>(
    'SELECT count(*) FROM bookings WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return Number(rows[0]!.count);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('kill -9 of one instance under 50 clients: no GET fails, every acknowledged booking is stored, the restarted instance gets requests again', async () => {
  const victim = cluster.instances[2]!;
  const bookable = await insertProducts(cluster, seller, picture, 3000);
  let answeredWhileDown = 0;
  let servedWhileDown: string[] = [];
  let logAfterRestart = 0;
  const result = await underLoad(async (load) => {
    await pause(2000);
    await victim.stop('SIGKILL');
    const before = load.answered();
    const logAtKill = readFileSync(cluster.nginx.accessLog).length;
    await pause(2000);
    answeredWhileDown = load.answered() - before;
    servedWhileDown = upstreamsInLog(logAtKill);
    await victim.start();
    logAfterRestart = readFileSync(cluster.nginx.accessLog).length;
    // nginx tries it again once fail_timeout (2 s) has passed.
    await pause(4000);
  }, bookable);
  console.log(
    `kill -9: ${result.gets} GETs (${result.failedGets.length} failed), ${result.acknowledged.length} bookings acknowledged, ${result.failedBookings.length} not (${result.failedBookings.slice(0, 3).join('; ')}), ${answeredWhileDown} answers while it was down`,
  );
  expect(result.failedGets).toEqual([]);
  expect(await storedBookings(result.acknowledged)).toBe(result.acknowledged.length);
  expect(result.acknowledged.length).toBeGreaterThan(50);
  // While it is down the other two carry the load (how many answers a busy machine gives in 2 s is not the point).
  expect(answeredWhileDown).toBeGreaterThan(0);
  const survivors = cluster.instances.filter((instance) => instance !== victim);
  for (const instance of survivors) expect(servedWhileDown).toContain(`127.0.0.1:${instance.port}`);
  expect(upstreamsInLog(logAfterRestart)).toContain(`127.0.0.1:${victim.port}`);
}, 60_000);

it('a rolling restart (each instance taken out of nginx, SIGTERM, started, put back) under 50 clients: 0 failed requests', async () => {
  const bookable = await insertProducts(cluster, seller, picture, 3000);
  const logStart = readFileSync(cluster.nginx.accessLog).length;
  const exits: string[] = [];
  const result = await underLoad(async () => {
    await pause(1000);
    for (const instance of cluster.instances) {
      const { code } = await cluster.restartInstance(instance);
      exits.push(code === 0 ? 'exit 0' : `exit ${code}: ${instance.recent.slice(-1500)}`);
      await pause(1000);
    }
  }, bookable);
  console.log(
    `rolling restart: ${result.gets} GETs, ${result.bookingsTried} bookings, failed: ${[...result.failedGets, ...result.failedBookings].slice(0, 10).join('; ')}`,
  );
  const failedInLog = readFileSync(cluster.nginx.accessLog)
    .subarray(logStart)
    .toString()
    .split('\n')
    .filter((line) => /" 50\d /.test(line));
  if (failedInLog.length > 0) console.log(`failed in nginx's log:\n${failedInLog.join('\n')}`);
  expect(exits).toEqual(['exit 0', 'exit 0', 'exit 0']);
  expect([...result.failedGets, ...result.failedBookings]).toEqual([]);
  expect(await storedBookings(result.acknowledged)).toBe(result.acknowledged.length);
  const answeredBy = new Set(upstreamsInLog());
  expect(answeredBy.size).toBe(3);
}, 90_000);

describe('with REDIS_URL', () => {
  let redisCluster: TestCluster;

  beforeAll(async () => {
    redisCluster = await startTestCluster('redis', {
      instances: 3,
      redisUrl: REDIS_URL,
      env: {
        RATE_LIMIT_JWT_MAX: String(JWT_PER_MINUTE),
        REDIS_KEY_PREFIX: `cluster-test-${Date.now()}:`,
        QUOTA_REPORTS_PER_HOUR: String(REPORTS_PER_HOUR),
        BOOKING_MAX_PENDING: '3',
      },
    });
  }, 60_000);

  afterAll(async () => {
    await redisCluster?.close();
  });

  it('the GET /jwt limit holds for all instances together', async () => {
    // The instances trust X-Forwarded-For (TRUST_PROXY, set for nginx): this test is a client of its own.
    const client = { 'x-forwarded-for': '198.51.100.7' };
    const statuses: number[] = [];
    for (let n = 0; n < 30; n += 1) {
      const instance = redisCluster.instances[n % 3]!;
      statuses.push((await fetch(`${instance.url}/jwt`, { headers: client })).status);
    }
    // No token: 401 while under the limit (failed attempts count too), then 429 from every instance.
    expect(statuses.filter((status) => status !== 429)).toHaveLength(JWT_PER_MINUTE);
    expect(statuses.slice(JWT_PER_MINUTE).every((status) => status === 429)).toBe(true);
    const limited = await fetch(`${redisCluster.instances[0]!.url}/jwt`, { headers: client });
    expect(await limited.json()).toEqual({ message: expect.any(String) });
    // nginx puts the address it saw in X-Forwarded-For: a client cannot borrow another one's count, or escape its own.
    const throughNginx = await fetch(`${redisCluster.apiUrl}/jwt`, { headers: client });
    expect(throughNginx.status).toBe(401);
  });

  it("one account's hourly quota and its pending holds count on all instances together", async () => {
    const owner = await signUp(redisCluster.apiUrl, 'seller', 'quota-seller');
    const script = await signUp(redisCluster.apiUrl, 'buyer', 'quota-script');
    const products = await insertProducts(redisCluster, owner, await uploadPicture(redisCluster.apiUrl), 10);
    const instanceOf = (n: number) => redisCluster.instances[n % 3]!.url;

    const reports: Response[] = [];
    for (const [n, productId] of products.slice(0, REPORTS_PER_HOUR + 2).entries()) {
      reports.push(
        await fetch(`${instanceOf(n)}/reports`, {
          method: 'POST',
          headers: bearer(script.token),
          body: JSON.stringify({ productId, reason: 'Spam' }),
        }),
      );
    }
    expect(reports.map((response) => response.status)).toEqual([
      ...Array(REPORTS_PER_HOUR).fill(201),
      429,
      429,
    ]);
    expect(await reports.at(-1)!.json()).toEqual({
      message: expect.stringMatching(/^Too many reports in an hour; try again in \d+ minutes?$/),
    });

    const bookings: Response[] = [];
    for (const [n, productId] of products.slice(0, 4).entries()) {
      bookings.push(
        await fetch(`${instanceOf(n)}/bookings`, {
          method: 'POST',
          headers: bearer(script.token),
          body: JSON.stringify({ productId, phone: '01700000000', meetLocation: 'Dhaka' }),
        }),
      );
    }
    expect(bookings.map((response) => response.status)).toEqual([201, 201, 201, 409]);
    expect(await bookings[3]!.json()).toEqual({ message: 'You can hold at most 3 pending bookings at once' });
  });

  it("one user's 6th event stream, on any instance, closes their oldest on another", async () => {
    const user = await signUp(redisCluster.apiUrl, 'buyer', 'streams');
    const open = async (base: string) => {
      const answer = await fetch(`${base}/events/ticket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}` },
      });
      const { ticket } = (await answer.json()) as { ticket: string };
      const controller = new AbortController();
      const stream = await fetch(`${base}/events?ticket=${ticket}`, { signal: controller.signal });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes(': connected')) text += decoder.decode((await reader.read()).value);
      const ended = (async () => {
        for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) return true;
      })();
      return { ended, close: () => controller.abort() };
    };
    const streams = [];
    for (let n = 0; n < 6; n += 1) streams.push(await open(redisCluster.instances[n % 3]!.url));
    try {
      // The first opened on instance A; the 6th, on C, closes it.
      const first = await Promise.race([
        streams[0]!.ended,
        new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      expect(first).toBe(true);
      for (const stream of streams.slice(1)) {
        expect(
          await Promise.race([stream.ended, new Promise((resolve) => setTimeout(() => resolve(false), 200))]),
        ).toBe(false);
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('after Log Out through one instance, its token answers 401 on every instance', async () => {
    const user = await signUp(redisCluster.apiUrl, 'buyer', 'logout');
    for (const instance of redisCluster.instances) {
      expect((await fetch(`${instance.url}/notifications`, { headers: bearer(user.token) })).status).toBe(
        200,
      );
    }
    const loggedOut = await fetch(`${redisCluster.instances[0]!.url}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(loggedOut.status).toBe(204);
    for (const instance of [...redisCluster.instances, { url: redisCluster.apiUrl }]) {
      const after = await fetch(`${instance.url}/notifications`, { headers: bearer(user.token) });
      expect(after.status).toBe(401);
      expect(await after.json()).toEqual({ message: 'This session has ended; sign in again' });
    }
  });

  it('a write through A is read through B at once (the Redis channel)', async () => {
    const owner = await signUp(redisCluster.apiUrl, 'seller', 'redis-seller');
    const [a, b] = redisCluster.instances;
    for (let round = 0; round < 20; round += 1) {
      expect((await fetch(`${b!.url}/users/seller/${owner.email}`)).status).toBe(200);
      const product = await fetch(`${b!.url}/products/3`);
      expect(product.status).toBe(200);
      const [productId] = await insertProducts(redisCluster, owner, await uploadPicture(a!.url), 1);
      const changed = await fetch(`${a!.url}/products/${productId}/advertise`, {
        method: 'PATCH',
        headers: bearer(owner.token),
        body: JSON.stringify({ advertised: true }),
      });
      expect(changed.status).toBe(200);
      const row = (await (await fetch(`${b!.url}/products/advertised`)).json()) as { _id: string }[];
      expect(row.some((entry) => entry._id === productId)).toBe(true);
    }
  });
});

it("nginx keeps a picture's sizes: the second request of a size is answered from its cache, byte for byte", async () => {
  const id = picture.split('/images/')[1];
  const url = `${cluster.apiUrl}/images/${id}/v1/320.webp`;
  const first = await fetch(url);
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toBe('image/webp');
  expect(first.headers.get('cache-control')).toContain('immutable');
  expect(first.headers.get('x-cache-status')).toBe('MISS');
  const firstBytes = Buffer.from(await first.arrayBuffer());
  const second = await fetch(url);
  expect(second.headers.get('x-cache-status')).toBe('HIT');
  expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
  // An upload still goes through to an instance (POST is never cached).
  expect(await uploadPicture(cluster.apiUrl)).toMatch(/\/images\/[0-9a-f-]{36}$/);
});

it('follows the release state: a deploy, a canary and its rollback reach the remotes.json nginx serves', async () => {
  const release = (script: string, ...args: string[]) =>
    execFileSync(
      'npm',
      ['run', '--silent', script, '-w', 'mfe-catalog', '--', ...args, '--to', cluster.releaseSite],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
  type Catalog = {
    entry: string;
    version: string;
    status?: string;
    canary?: { entry: string; share: number };
  };
  const catalogNow = async (): Promise<Catalog> =>
    ((await (await fetch(`${cluster.directUrl}/remotes.json`)).json()) as { remotes: { catalog: Catalog } })
      .remotes.catalog;
  const until = async (check: (catalog: Catalog) => boolean): Promise<Catalog> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const catalog = await catalogNow();
      if (check(catalog)) return catalog;
      if (Date.now() > deadline) throw new Error(`remotes.json did not follow: ${JSON.stringify(catalog)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const served = async (entry: string) => (await fetch(`${cluster.directUrl}${entry}`)).status;

  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'mfe-catalog', 'package.json'), 'utf8')) as {
    version: string;
  };
  release('deploy');
  const stable = await until((catalog) =>
    new RegExp(`^${version.replaceAll('.', '\\.')}-[0-9a-f]{10}$`).test(catalog.version),
  );
  expect(stable.entry).toBe(`/mfe-catalog/${stable.version}/mf-manifest.json`);
  expect(await served(stable.entry)).toBe(200);

  // A second release of the same build (one more file, so another version) goes out to half the browsers.
  const second = path.join(cluster.releaseSite, '..', 'catalog-second');
  cpSync(path.join(ROOT, 'mfe-catalog', 'dist'), second, { recursive: true });
  writeFileSync(path.join(second, 'release-note.txt'), 'second\n');
  release('release', 'canary', '50', '--from', second);
  const canary = await until((catalog) => catalog.status === 'canary' && catalog.canary?.share === 50);
  expect(canary.entry).toBe(stable.entry);
  expect(canary.canary!.entry).not.toBe(stable.entry);
  expect(await served(canary.canary!.entry)).toBe(200);

  release('release', 'rollback');
  const back = await until((catalog) => catalog.status === 'rolled back');
  expect(back.entry).toBe(stable.entry);
});

describe('the site through nginx', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('serves the shell, the remotes and the API on one origin with the headers of serve.*.json', async () => {
    const home = await fetch(`${cluster.directUrl}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(home.headers.get('content-security-policy')).toContain("script-src 'self';");
    // A signed-in page is the shell itself, kept out of search engines (the document server, through nginx).
    const deepLink = await fetch(`${cluster.directUrl}/products/1`);
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers.get('x-robots-tag')).toBe('noindex');
    expect(await deepLink.text()).toMatch(/<div id="?root"?>/);
    const runtime = (await (await fetch(`${cluster.directUrl}/remotes.json`)).json()) as {
      apiUrl: string;
      remotes: Record<string, { entry: string }>;
    };
    expect(runtime.apiUrl).toBe(`${cluster.url}/api`);
    const manifest = await fetch(`${cluster.directUrl}/mfe-catalog/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    // Once a version is released (the release-state test deploys one), the live entry is its folder: immutable.
    const live = await fetch(`${cluster.directUrl}${runtime.remotes.catalog!.entry}`);
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe(
      runtime.remotes.catalog!.entry === '/mfe-catalog/mf-manifest.json'
        ? 'no-cache'
        : 'public, max-age=31536000, immutable',
    );
    const missingChunk = await fetch(`${cluster.directUrl}/mfe-catalog/no-such-chunk.js`);
    expect(missingChunk.status).toBe(404);
    const health = await fetch(`${cluster.directUrl}/api/health/ready`);
    expect(await health.json()).toEqual({ ok: true });
  });

  it('renders the home page and its advertised row in Chromium, the API behind /api/, without CSP violations', async () => {
    const created = await fetch(`${cluster.apiUrl}/products`, {
      method: 'POST',
      headers: bearer(seller.token),
      body: JSON.stringify({
        name: 'Cluster advertised lamp',
        picture,
        resalePrice: 40,
        originalPrice: 90,
        yearsOfUse: '1 year',
        location: 'Dhaka',
        categoryId: 1,
        condition: 'good',
      }),
    });
    const { insertedId } = (await created.json()) as { insertedId: string };
    const advertise = await fetch(`${cluster.apiUrl}/products/${insertedId}/advertise`, {
      method: 'PATCH',
      headers: bearer(seller.token),
      body: JSON.stringify({ advertised: true }),
    });
    expect(advertise.status).toBe(200);
    const context = await browser.newContext({ baseURL: cluster.url });
    const page = await context.newPage();
    const problems: string[] = [];
    // Chromium's own favicon request (not the page's) is a console 404 on every site without one: only CSP here.
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    try {
      await page.goto('/');
      await page
        .getByRole('heading', { name: 'Why shop for secondhand furniture first?' })
        .scrollIntoViewIfNeeded();
      const advertised = page.getByRole('region', { name: 'Advertised' });
      await advertised.getByText('Cluster advertised lamp').waitFor({ timeout: 20_000 });
      await advertised.getByRole('img', { name: 'Cluster advertised lamp' }).first().waitFor();
      expect(problems).toEqual([]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nin the page: ${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  });
});
