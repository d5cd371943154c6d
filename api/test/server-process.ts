/** The built API (test/global-setup.js compiles it to artifacts/server-build) run as a child process. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIMITS_OUT_OF_THE_WAY } from '@marketplace/tooling/test-limits';
import pg from 'pg';
import { EMULATOR_HOST, IMAGE_KEY, IMAGE_SAMPLES, PROJECT_ID, TEST_JWT_SECRET } from './helpers';

export const SERVER_BUILD = path.join(__dirname, '..', 'artifacts', 'server-build', 'server.js');
// A fresh PGlite folder migrates before it answers; on a busy two-core machine that can take most of a minute.
const START_TIMEOUT_MS = 90_000;

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
      ...LIMITS_OUT_OF_THE_WAY,
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

/**
 * A fresh database for a server process: a PostgreSQL schema of its own when TEST_DB is postgres, else a PGlite
 * folder. `env` goes to startServer (the same data survives a restart); cleanUp drops it.
 */
export async function serverData(
  label: string,
): Promise<{ env: Record<string, string>; cleanUp: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL!;
    const schema = `t_${label}_${randomBytes(5).toString('hex')}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE SCHEMA ${schema}`);
    return {
      env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
      cleanUp: () => admin(`DROP SCHEMA ${schema} CASCADE`),
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `api-${label}-`));
  return { env: { DATA_DIR: dir }, cleanUp: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** Uploads a small PNG through the server's POST /images: the URL a product's picture must be. */
export async function uploadPicture(baseUrl: string): Promise<string> {
  const body = new FormData();
  body.append('image', new Blob([IMAGE_SAMPLES.png], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${baseUrl}/images?key=${IMAGE_KEY}`, { method: 'POST', body });
  const json = (await response.json()) as { success: boolean; data?: { url: string }; message?: string };
  if (!json.data) throw new Error(`POST /images failed: ${response.status} ${json.message}`);
  return json.data.url;
}
