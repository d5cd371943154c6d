/**
 * Ports 5300-5399 are this repo's reliability range (see the team's port plan). Each Jest worker picks a free one
 * at random from its own slice: two workers that found the same port free at once would both start a server on
 * it, and the one that lost the bind would take the other's answer to /health for its own server's.
 */
import net from 'node:net';

const FIRST = 5300;
const COUNT = 100;
const { maxWorkers } = require('../jest.config.js') as { maxWorkers: number };

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** This worker's share of the range (JEST_WORKER_ID counts from 1; outside Jest, the first share). */
export function workerSlice(workerId = process.env.JEST_WORKER_ID): { first: number; count: number } {
  const count = Math.floor(COUNT / maxWorkers);
  const index = (Math.max(Number(workerId ?? 1), 1) - 1) % maxWorkers;
  return { first: FIRST + index * count, count };
}

export async function freeReliabilityPort(): Promise<number> {
  const { first, count } = workerSlice();
  const start = Math.floor(Math.random() * count);
  for (let i = 0; i < count; i++) {
    const port = first + ((start + i) % count);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port in ${first}-${first + count - 1}`);
}

/** Test durations: short in `npm test`, long in `npm run test:stress` (STRESS=1). */
export const STRESS = process.env.STRESS === '1';
