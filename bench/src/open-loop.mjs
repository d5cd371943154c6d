/**
 * A load at a fixed rate, as wrk2 makes it: requests fall due at even intervals whatever the answers do, go out
 * over at most `connections` kept-alive connections, and each one's latency runs from when it fell due, so a
 * request that waited for a free connection (or for this process) counts its wait: no coordinated omission.
 * autocannon's overallRate is not this: each of its connections sends its share of a second back to back when
 * the second starts, so 500 requests/s over 50 connections arrive as bursts of 50 at once.
 */
import http from 'node:http';
import { quantile, round } from './statistics.mjs';

function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode));
      response.once('error', reject);
    });
    request.once('error', reject);
  });
}

/**
 * `rate` requests per second for `seconds`, each to `base + nextPath()`. Answers the requests per second
 * completed (over the time until the last answer), p50 and p99 in ms (from each request's due time), and the
 * counts of answers that were not 2xx and of requests that failed. `headers` go with every request.
 */
export async function openLoop({ base, nextPath, rate, seconds, connections, headers = {} }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const due = Math.round(rate * seconds);
  const latencies = [];
  const inFlight = new Set();
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  const start = performance.now();
  const send = (dueAt) => {
    const answer = get(agent, `${base}${nextPath()}`, headers).then(
      (status) => {
        latencies.push(performance.now() - dueAt);
        if (status < 200 || status > 299) non2xx += 1;
      },
      () => {
        errors += 1;
      },
    );
    inFlight.add(answer);
    answer.finally(() => inFlight.delete(answer));
  };
  await new Promise((resolve) => {
    const tick = () => {
      // A late timer sends every request that fell due meanwhile; their latencies start at their due times.
      while (sent < due && start + sent * interval <= performance.now()) {
        send(start + sent * interval);
        sent += 1;
      }
      if (sent === due) resolve();
      else setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  while (inFlight.size > 0) await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: round(latencies.length / elapsedSeconds),
    p50Ms: round(quantile(latencies, 0.5), 1),
    p99Ms: round(quantile(latencies, 0.99), 1),
    total: latencies.length,
    non2xx,
    errors,
  };
}
