/**
 * The load generator of open-loop.mjs, in a worker thread: sends `paths` in turn at `rate` per second and posts
 * the figures back.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
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

async function run({ base, paths, rate, connections, headers }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const due = paths.length;
  const latencies = [];
  const inFlight = new Set();
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  const start = performance.now();
  const send = (path, dueAt) => {
    const answer = get(agent, `${base}${path}`, headers).then(
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
        send(paths[sent], start + sent * interval);
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

parentPort.postMessage(await run(workerData));
