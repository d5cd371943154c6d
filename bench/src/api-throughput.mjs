/**
 * API throughput: autocannon at 50 connections against GET /products/1 (10,000 seeded products) and
 * POST /bookings, on PGlite and on PostgreSQL, beside a bare Fastify server answering the same JSON from memory,
 * all in one run. Each server runs in its own child process on a 51xx port; autocannon runs here.
 */
import autocannon from 'autocannon';
import { log, round, startChild, stopChild, throughputOf, writeResult } from './support.mjs';

const PORTS = { pglite: 5110, postgres: 5111, bare: 5112 };
const CONNECTIONS = 50;
const GET_SECONDS = 8;
const POST_SECONDS = 5;
const WARMUP_SECONDS = 2;

async function cannon(options) {
  return throughputOf(await autocannon({ connections: CONNECTIONS, ...options }));
}

function bookingRequest(token, productIds) {
  let next = 0;
  return {
    method: 'POST',
    path: '/bookings',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({
        productId: productIds[next++ % productIds.length],
        phone: '01712345678',
        meetLocation: 'Dhaka, Gulshan 2',
      }),
    }),
  };
}

async function benchServer(base, token, productIds) {
  await cannon({ url: `${base}/products/1`, duration: WARMUP_SECONDS });
  const list = await cannon({ url: `${base}/products/1`, duration: GET_SECONDS });
  const booking = await cannon({
    url: base,
    duration: POST_SECONDS,
    requests: [bookingRequest(token, productIds)],
  });
  return { list, booking };
}

export async function measure() {
  const drivers = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  if (!process.env.DATABASE_URL) log('api: DATABASE_URL is not set, so no PostgreSQL run');
  const results = {};
  let productsJson;
  for (const driver of drivers) {
    log(`api: ${driver} with 10,000 products`);
    const server = await startChild('api-server.mjs', [driver, String(PORTS[driver])]);
    try {
      const base = `http://127.0.0.1:${PORTS[driver]}`;
      productsJson ??= await (await fetch(`${base}/products/1`)).text();
      results[driver] = await benchServer(base, server.token, server.bookableIds);
    } finally {
      await stopChild(server.child);
    }
  }
  log('api: bare Fastify from memory');
  const bare = await startChild('bare-server.mjs', [String(PORTS.bare)], { productsJson });
  try {
    // Any ids: the bare route books nothing.
    const ids = Array.from(
      { length: 100 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    results.bare = await benchServer(`http://127.0.0.1:${PORTS.bare}`, 'none', ids);
  } finally {
    await stopChild(bare.child);
  }
  for (const driver of drivers) {
    for (const call of ['list', 'booking']) {
      results[driver][call].ratioToBare = round(results[driver][call].rps / results.bare[call].rps, 2);
    }
  }
  writeResult('api-throughput', {
    connections: CONNECTIONS,
    seconds: { list: GET_SECONDS, booking: POST_SECONDS },
    products: 10_000,
    listBytes: Buffer.byteLength(productsJson),
    servers: results,
  });
  for (const [name, r] of Object.entries(results)) {
    log(
      `${name}: GET /products/1 ${r.list.rps} rps p50 ${r.list.p50Ms} p99 ${r.list.p99Ms} ms;` +
        ` POST /bookings ${r.booking.rps} rps p50 ${r.booking.p50Ms} p99 ${r.booking.p99Ms} ms (non-2xx ${r.booking.non2xx})`,
    );
  }
}
