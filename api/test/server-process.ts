/** The built API (test/global-setup.js compiles it to artifacts/server-build) run as a child process. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { EMULATOR_HOST, IMAGE_KEY, PROJECT_ID, TEST_JWT_SECRET } from './helpers';

export const SERVER_BUILD = path.join(__dirname, '..', 'artifacts', 'server-build', 'server.js');
const START_TIMEOUT_MS = 30_000;

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** What the server printed (warnings and errors only). */
  output: () => string;
}

export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER_BUILD], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      JWT_SECRET: TEST_JWT_SECRET,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      IMAGE_UPLOAD_KEY: IMAGE_KEY,
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_JWT_MAX: '100000',
      RATE_LIMIT_USERS_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return { child, baseUrl, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not answer /health in time:\n${output}`);
}

/** kill -9: no shutdown hook runs, nothing is flushed or closed. */
export function killHard(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}
