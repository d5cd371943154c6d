/** Ports 5300-5399 are this repo's reliability range (see the team's port plan); pick a free one at random. */
import net from 'node:net';

const FIRST = 5300;
const COUNT = 100;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freeReliabilityPort(): Promise<number> {
  const start = Math.floor(Math.random() * COUNT);
  for (let i = 0; i < COUNT; i++) {
    const port = FIRST + ((start + i) % COUNT);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port in ${FIRST}-${FIRST + COUNT - 1}`);
}

/** Test durations: short in `npm test`, long in `npm run test:stress` (STRESS=1). */
export const STRESS = process.env.STRESS === '1';
