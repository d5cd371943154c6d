/**
 * Starts and stops the parts of the built site the way `npm start` runs them: the Auth Emulator, the API
 * (on a fresh PGlite folder) and one static server per front end, each its own process on its own port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { portAnswers } from '@marketplace/tooling/cluster';
import { mailDevArgs } from '@marketplace/tooling/maildev';
import { emulatorArgs, writeServeConfig } from '@marketplace/tooling/run-files';
import { frontEndOrigins, loadSite, partsOf } from '@marketplace/tooling/site';
import waitOn from 'wait-on';

export const ROOT = path.resolve(__dirname, '..', '..');
export const ARTIFACTS = path.join(ROOT, 'e2e', 'artifacts');
const STATE_FILE = path.join(ARTIFACTS, 'site-processes.json');

/** The site map (site.config.json, or the file SITE_CONFIG names): every part's port and package. */
export const SITE = loadSite();
const PARTS = partsOf(SITE);

export type FrontEnd = 'shell' | 'catalog' | 'auth' | 'seller' | 'admin' | 'messages';
export const PORTS = Object.fromEntries(PARTS.map((part) => [part.name, part.port])) as Record<
  FrontEnd | 'api' | 'emulator' | 'mail',
  number
>;
export const SITE_URL = `http://localhost:${PORTS.shell}`;
export const API_URL = `http://localhost:${PORTS.api}`;

export const PACKAGE_OF = Object.fromEntries(
  PARTS.filter((part) => part.package).map((part) => [part.name, part.package]),
) as Record<FrontEnd, string>;
export const REMOTES = SITE.remotes.map((remote) => remote.name) as Exclude<FrontEnd, 'shell'>[];

type ProcessTable = Record<string, number>;

function readTable(): ProcessTable {
  return existsSync(STATE_FILE) ? (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ProcessTable) : {};
}

function remember(name: string, child: ChildProcess): void {
  const table = readTable();
  if (child.pid) table[name] = child.pid;
  writeFileSync(STATE_FILE, JSON.stringify(table, null, 2));
}

function forget(name: string): number | undefined {
  const table = readTable();
  const pid = table[name];
  delete table[name];
  writeFileSync(STATE_FILE, JSON.stringify(table, null, 2));
  return pid;
}

export const portIsOpen: (port: number, host?: string) => Promise<boolean> = portAnswers;

export async function waitForPort(port: number, open: boolean, timeoutMs = 60_000): Promise<void> {
  try {
    await waitOn({ resources: [`tcp:127.0.0.1:${port}`], reverse: !open, timeout: timeoutMs, interval: 200 });
  } catch {
    throw new Error(`Port ${port} did not become ${open ? 'open' : 'free'} within ${timeoutMs} ms`);
  }
}

/** Waits until `url` answers 2xx. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  try {
    await waitOn({ resources: [url.replace(/^http:/, 'http-get:')], timeout: timeoutMs, interval: 250 });
  } catch (error) {
    throw new Error(`${url} did not answer within ${timeoutMs} ms (${String(error)})`);
  }
}

function launch(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const log = path.join(ARTIFACTS, `${name}.log`);
  const out = openSync(log, 'a');
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const child = spawn(command, args, {
    cwd: options.cwd,
    env,
    stdio: ['ignore', out, out],
    detached: true,
  });
  child.unref();
  remember(name, child);
  return child;
}

/** Serves a front end's build output with the same static server and headers as `npm start`. */
export async function startFrontEnd(part: FrontEnd, distDir = path.join(ROOT, PACKAGE_OF[part], 'dist')) {
  await startStaticServer(part, distDir, PORTS[part], part === 'shell' ? 'shell' : 'remote');
}

/**
 * How long the e2e site's documents may take: journeys check what a document draws, on a machine busy with other
 * suites, where a read of the API can outlast the page's own budget (the bench and the document server's unit
 * tests hold that budget).
 */
const DOCUMENT_BUDGET_MS = 5000;

/**
 * Serves a folder like a front end on any port (a developer's local remote, say); stop it with stopPart(name).
 * A shell is served as `npm start` serves it: its pages by the document server, its files beside them.
 */
export async function startStaticServer(name: string, dir: string, port: number, kind: 'shell' | 'remote') {
  if (kind === 'shell') {
    const documentServer = path.join(ROOT, 'tooling', 'documents', 'start-document-server.js');
    const args = [documentServer, '--port', String(port), '--shell-dir', dir, '--with-files'];
    args.push('--budget-ms', String(DOCUMENT_BUDGET_MS));
    launch(name, process.execPath, args, { cwd: ROOT });
    await waitForHttp(`http://localhost:${port}/mf-manifest.json`);
    return;
  }
  const staticServer = path.join(ROOT, 'tooling', 'site', 'static-server.js');
  const args = [staticServer, '--dir', dir, '--port', String(port), '--config', writeServeConfig(SITE, kind)];
  launch(name, process.execPath, args, { cwd: ROOT });
  await waitForHttp(`http://localhost:${port}/mf-manifest.json`);
}

export async function stopPart(name: string): Promise<void> {
  const pid = forget(name);
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  // Gone means the whole process group has exited, not only that the port stopped listening: the API drains
  // after it closes its port and would still answer the browser's kept-alive connections for a moment.
  if (!(await groupExits(pid, 15_000))) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Exited between the check and the kill.
    }
    await groupExits(pid, 5_000);
  }
  const port = (PORTS as Record<string, number>)[name];
  if (port) await waitForPort(port, false, 15_000);
}

async function groupExits(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      process.kill(-pid, 0);
    } catch {
      return true;
    }
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startEmulator(): Promise<void> {
  launch('emulator', path.join(ROOT, 'node_modules', '.bin', 'firebase'), emulatorArgs(SITE), {
    cwd: ROOT,
  });
  await waitForPort(PORTS.emulator, true, 90_000);
}

/** MailDev on the site map's ports, as `npm start` runs it: the API's email goes there. */
export async function startMailDev(): Promise<void> {
  launch('mail', path.join(ROOT, 'node_modules', '.bin', 'maildev'), mailDevArgs(SITE), { cwd: ROOT });
  await waitForHttp(`http://127.0.0.1:${PORTS.mail}/api/email`, 60_000);
}

export const API_DATA_DIR = path.join(ARTIFACTS, 'api-data');

/**
 * The API's per-address limits, raised for a run whose every browser and request comes from one address (the
 * journeys, the bench): the limits are for real clients.
 */
export const ONE_ADDRESS_LIMITS = {
  RATE_LIMIT_JWT_MAX: '10000',
  RATE_LIMIT_USERS_MAX: '10000',
  RATE_LIMIT_IMAGES_MAX: '10000',
  // Every page sends telemetry beacons (about 60 a minute in a busy run)...
  TELEMETRY_RATE_LIMIT_PER_MINUTE: '100000',
  // ...and each page load asks for a telemetry session.
  TELEMETRY_SESSIONS_PER_ADDRESS_PER_HOUR: '100000',
};

/** `env` adds to or overrides the API's settings (a journey's site folder for the release guard, say). */
export async function startApi(env: NodeJS.ProcessEnv = {}): Promise<void> {
  launch('api', process.execPath, [path.join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: path.join(ROOT, 'api'),
    env: {
      PORT: String(PORTS.api),
      DATA_DIR: API_DATA_DIR,
      FIREBASE_AUTH_EMULATOR_HOST: `${SITE.authEmulator.host}:${PORTS.emulator}`,
      CORS_ORIGINS: frontEndOrigins(SITE).join(','),
      // The site runs on PGlite like a user's `npm start`, even where CI exports DATABASE_URL for the API's own tests.
      DATABASE_URL: undefined,
      ...ONE_ADDRESS_LIMITS,
      ...env,
    },
  });
  await waitForHttp(`${API_URL}/health`, 90_000);
}

export async function startSite(): Promise<void> {
  for (const [name, port] of Object.entries(PORTS)) {
    if (await portIsOpen(port)) {
      throw new Error(
        `Port ${port} (${name}) is in use. Stop whatever runs there (npm start?) before the e2e tests.`,
      );
    }
  }
  rmSync(API_DATA_DIR, { recursive: true, force: true });
  await startEmulator();
  await startMailDev();
  await startApi();
  await Promise.all((['shell', ...REMOTES] as FrontEnd[]).map((part) => startFrontEnd(part)));
}

export async function stopSite(): Promise<void> {
  await Promise.all(Object.keys(readTable()).map((name) => stopPart(name)));
}

/**
 * Journeys that run a site of their own (`npm start`, the cluster) stop the suite's site first and give it back
 * after. `npm test` runs those journeys together with E2E_SUITE_SITE=off: no suite site is started for that run,
 * so none is started again between them.
 */
export const suiteSiteIsOff = (): boolean => process.env.E2E_SUITE_SITE === 'off';

export async function giveSuiteSiteBack(): Promise<void> {
  if (!suiteSiteIsOff()) await startSite();
}
