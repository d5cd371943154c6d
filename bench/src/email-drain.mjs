/**
 * The email outbox draining, on PostgreSQL: 10,000 emails queued at once (one transaction, the path every event
 * takes) go out through the API's own worker to a local SMTP sink (smtp-sink.mjs), while GET /products/1 (the
 * first category's list, the API bench's row, response cache on) runs at a fixed rate (open-loop.mjs: latency
 * from each request's due time). Its p99 during the drain is set against its p99 at the same rate just before
 * (and after) without one. Targets: at least 100 emails a second,
 * and the p99 at most 1.2 times the one without the drain. `npm run bench -- --only email` runs this alone.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLoop } from './open-loop.mjs';
import { log, round, writeResult } from './support.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const API_PORT = 5140;
const SMTP_PORT = 5141;
const RATE = 100;
const SECONDS = 10;
const WARMUP_SECONDS = 3;
const CONNECTIONS = 10;
const DRAIN_TIMEOUT_MS = 600_000;
export const TARGETS = { emailsPerSecond: 100, p99Ratio: 1.2 };

function start(file, args) {
  const child = fork(path.join(HERE, file), args.map(String), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (reply) => resolve({ child, ...reply }));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Sends a message to a child and waits for its answer. */
function ask(child, message) {
  return new Promise((resolve) => {
    child.once('message', resolve);
    child.send(message);
  });
}

async function drained(sink, count) {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    const state = await ask(sink, 'count');
    if (state.received >= count || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function measure() {
  if (!process.env.DATABASE_URL) {
    log('email: skipped (it runs on PostgreSQL: set DATABASE_URL)');
    return;
  }
  const sink = await start('smtp-sink.mjs', [SMTP_PORT]);
  let server;
  try {
    server = await start('email-drain-server.mjs', [API_PORT, SMTP_PORT]);
    const load = {
      base: `http://127.0.0.1:${API_PORT}`,
      nextPath: () => '/products/1',
      rate: RATE,
      connections: CONNECTIONS,
    };
    await openLoop({ ...load, seconds: WARMUP_SECONDS });
    const loadBefore = round(os.loadavg()[0], 1);
    const before = await openLoop({ ...load, seconds: SECONDS });
    log(`email: GET /products/1 without a drain: p50 ${before.p50Ms} ms, p99 ${before.p99Ms} ms`);

    const queueStarted = Date.now();
    const { queued } = await ask(server.child, 'queue');
    const queuedAt = Date.now();
    const during = await openLoop({ ...load, seconds: SECONDS });
    const loadEnd = Date.now();
    const state = await drained(sink.child, queued);
    const drainSeconds = (state.last - queuedAt) / 1000;
    const emailsPerSecond = round(state.received / drainSeconds);
    log(`email: ${state.received} emails in ${round(drainSeconds, 1)} s: ${emailsPerSecond} a second`);
    log(`email: GET /products/1 during the drain: p50 ${during.p50Ms} ms, p99 ${during.p99Ms} ms`);

    const after = await openLoop({ ...load, seconds: SECONDS });
    log(`email: GET /products/1 after the drain: p50 ${after.p50Ms} ms, p99 ${after.p99Ms} ms`);
    const { statuses } = await ask(server.child, 'statuses');
    const file = writeResult('email-drain', {
      emails: queued,
      queueMs: queuedAt - queueStarted,
      received: state.received,
      drainSeconds: round(drainSeconds, 1),
      emailsPerSecond,
      // The read load ran inside the drain only if the drain outlasted it.
      drainCoveredLoad: state.last >= loadEnd,
      outbox: statuses,
      workerConcurrency: server.concurrency,
      workerRatePerSecond: server.ratePerSecond,
      rate: RATE,
      seconds: SECONDS,
      connections: CONNECTIONS,
      loadBefore,
      targets: TARGETS,
      read: { before, during, after },
      p99Ratio: round(during.p99Ms / before.p99Ms, 2),
      p99RatioToAfter: round(during.p99Ms / after.p99Ms, 2),
    });
    log(`email: wrote ${file}`);
  } finally {
    if (server) await stop(server.child);
    await stop(sink.child);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measure();
