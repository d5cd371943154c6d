import http from 'node:http';
import { openLoop } from './open-loop.mjs';

/** A server that answers each request after `delayMs`, one at a time when `serial` (a queue like a busy CPU). */
async function startServer({ delayMs, serial = false, status = 200 }) {
  let queue = Promise.resolve();
  let concurrent = 0;
  const state = { maxConcurrent: 0, requests: 0, arrivals: [] };
  const server = http.createServer((_request, response) => {
    state.requests += 1;
    state.arrivals.push(performance.now());
    concurrent += 1;
    state.maxConcurrent = Math.max(state.maxConcurrent, concurrent);
    const answer = () =>
      new Promise((resolve) =>
        setTimeout(() => {
          concurrent -= 1;
          response.writeHead(status).end('{}');
          resolve();
        }, delayMs),
      );
    if (serial) queue = queue.then(answer);
    else answer();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, state, close: () => server.close() };
}

it('sends the rate asked for, spread over the second, and measures each answer', async () => {
  const server = await startServer({ delayMs: 20 });
  try {
    const result = await openLoop({
      base: server.base,
      nextPath: () => '/',
      rate: 100,
      seconds: 1,
      connections: 50,
    });
    expect(result.total).toBe(100);
    expect(server.state.requests).toBe(100);
    // Spread out: requests in most tenths of the second (a busy machine's pauses may empty one or two), a few in
    // flight at once. Bursts (autocannon's overallRate) put a second's requests in its first tenth, up to one per
    // connection at once.
    const first = server.state.arrivals[0];
    const tenths = new Set(
      server.state.arrivals.map((time) => Math.min(9, Math.floor((time - first) / 100))),
    );
    expect(tenths.size).toBeGreaterThanOrEqual(5);
    expect(server.state.maxConcurrent).toBeLessThan(25);
    expect(result.p50Ms).toBeGreaterThanOrEqual(20);
    expect(result.non2xx + result.errors).toBe(0);
  } finally {
    server.close();
  }
});

it('counts the time a request waited for a free connection (no coordinated omission)', async () => {
  // One connection, 50 ms per answer, 40 due per second: each request waits longer than the one before.
  const server = await startServer({ delayMs: 50 });
  try {
    const result = await openLoop({
      base: server.base,
      nextPath: () => '/',
      rate: 40,
      seconds: 1,
      connections: 1,
    });
    expect(result.total).toBe(40);
    // The last one fell due at 975 ms and was answered after 40 x 50 ms = 2 s: about 1 s late.
    expect(result.p99Ms).toBeGreaterThan(800);
    expect(result.rps).toBeLessThan(25);
  } finally {
    server.close();
  }
});

it('counts answers that are not 2xx', async () => {
  const server = await startServer({ delayMs: 1, status: 503 });
  try {
    const result = await openLoop({
      base: server.base,
      nextPath: () => '/',
      rate: 50,
      seconds: 0.2,
      connections: 5,
    });
    expect(result.non2xx).toBe(10);
  } finally {
    server.close();
  }
});
