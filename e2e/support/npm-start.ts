/**
 * `npm start` on the built site (tooling/start/start.js --no-build), as a visitor's machine runs it: the shell's
 * port answers the documents and serves each remote's release from the shell's origin. For the journeys that try
 * `npm start` itself, and for the page-speed bench, which measures the site as a visitor gets it. The suite's own
 * site must be stopped first: both use the site map's ports.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PORTS, ROOT, waitForPort } from './site';

/** The release state `npm start` serves and keeps between starts (tooling/deploy/deploy-remote.js). */
export const RELEASE_SITE = path.join(ROOT, 'site');
const READY_LINE = 'The marketplace is ready';

export interface NpmStart {
  process: ChildProcess;
  /** Everything it has printed so far. */
  output(): string;
}

/**
 * Starts it on the API data folder `dataDir` (PGlite, even where CI sets DATABASE_URL), with `settings` added to
 * its environment; resolves once ready.
 */
export async function startNpmStart(
  dataDir: string,
  { settings = {}, timeoutMs = 240_000 }: { settings?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<NpmStart> {
  const { DATABASE_URL: _postgres, ...env } = process.env;
  const child = spawn(process.execPath, ['tooling/start/start.js', '--no-build'], {
    cwd: ROOT,
    env: { ...env, ...settings, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start was not ready in time:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY_LINE)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`npm start exited before it was ready:\n${output}`));
    });
  });
  return { process: child, output: () => output };
}

/** Ctrl-C: it stops every part (the emulator writes its accounts out first) and exits; then its ports are free. */
export async function stopNpmStart(run: NpmStart | undefined): Promise<void> {
  if (run && run.process.exitCode === null && run.process.signalCode === null) {
    const exited = new Promise((resolve) => run.process.once('exit', resolve));
    run.process.kill('SIGINT');
    await exited;
  }
  for (const port of Object.values(PORTS)) await waitForPort(port, false, 30_000);
}

/**
 * Moves the developer's release state (if any) to `keptDir`, so the next start is a fresh clone's first: each
 * remote's build becomes its stable release. The function returned puts it back.
 */
export function setReleaseSiteAside(keptDir: string): () => void {
  rmSync(keptDir, { recursive: true, force: true });
  if (existsSync(RELEASE_SITE)) {
    mkdirSync(path.dirname(keptDir), { recursive: true });
    renameSync(RELEASE_SITE, keptDir);
  }
  return () => {
    rmSync(RELEASE_SITE, { recursive: true, force: true });
    if (existsSync(keptDir)) renameSync(keptDir, RELEASE_SITE);
  };
}
