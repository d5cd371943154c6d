/**
 * A load at a fixed rate, as wrk2 makes it: requests fall due at even intervals whatever the answers do, go out
 * over at most `connections` kept-alive connections, and each one's latency runs from when it fell due, so a
 * request that waited for a free connection (or for this process) counts its wait: no coordinated omission.
 * autocannon's overallRate is not this: each of its connections sends its share of a second back to back when
 * the second starts, so 500 requests/s over 50 connections arrive as bursts of 50 at once.
 *
 * The load runs in a worker thread (open-loop-worker.mjs) with a heap of its own: the bench's main thread holds
 * browsers' results, reports and large modules, and its garbage collections would otherwise stop the load
 * generator and count as the server's latency.
 */
import { Worker } from 'node:worker_threads';

/**
 * `rate` requests per second for `seconds`, each to `base + nextPath()`. Answers the requests per second
 * completed (over the time until the last answer), p50 and p99 in ms (from each request's due time), and the
 * counts of answers that were not 2xx and of requests that failed. `headers` go with every request.
 */
export function openLoop({ base, nextPath, rate, seconds, connections, headers = {} }) {
  const paths = Array.from({ length: Math.round(rate * seconds) }, () => nextPath());
  const worker = new Worker(new URL('./open-loop-worker.mjs', import.meta.url), {
    workerData: { base, paths, rate, connections, headers },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the load generator exited with ${code}`)));
  });
}
