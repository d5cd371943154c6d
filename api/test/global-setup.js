/**
 * Starts an Auth Emulator of the run's own (see provideEmulator); meanwhile compiles the shared contract's schemas
 * and constants (the API loads them from shared/dist at run time, in the tests too) and then the server to
 * artifacts/server-build for the tests that run it as a child process (api/dist is left to `npm run build`).
 */
const { spawn } = require('node:child_process');
const { existsSync, mkdirSync, openSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const waitOn = require('wait-on');

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 90_000;
/** The compiled server, for the tests that run it as a child process (api/dist is left to `npm run build`). */
const SERVER_BUILD = path.join(__dirname, '..', 'artifacts', 'server-build');

/** Whether the emulator at `host` answers within `timeout` ms. */
async function answers(host, timeout) {
  try {
    const url = `http-get://${host}/emulator/v1/projects/demo-furniture/config`;
    await waitOn({ resources: [url], timeout, interval: 250 });
    return true;
  } catch {
    return false;
  }
}

/** A port nothing listens on now, chosen by the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function tsc(cwd, args, what) {
  const compiler = path.resolve(__dirname, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [compiler, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Building ${what} failed:\n${output}`)),
    );
  });
}

async function buildServer() {
  const sharedDir = path.dirname(require.resolve('@marketplace/shared/package.json'));
  await tsc(sharedDir, ['-p', 'tsconfig.build.json'], 'the shared contract');
  await tsc(
    path.join(__dirname, '..'),
    ['-p', 'tsconfig.build.json', '--outDir', SERVER_BUILD],
    'the server',
  );
}

module.exports = async function globalSetup() {
  // Set by a caller that has built the server from these sources: the mutation run for its many short runs after
  // the first, `npm test` for the PostgreSQL pass after the PGlite pass.
  const prebuilt = process.env.API_TESTS_PREBUILT === '1' && existsSync(path.join(SERVER_BUILD, 'server.js'));
  await Promise.all([
    (prebuilt ? Promise.resolve() : buildServer()).then(dumpMigratedPglite),
    provideEmulator(),
  ]);
};

/**
 * What the in-memory databases of a test run may skip: WAL for crash recovery (every page's first change after a
 * checkpoint written out whole), and waiting for it on commit. They are thrown away when their app closes.
 */
const THROWAWAY_SETTINGS = [
  'fsync = off',
  'synchronous_commit = off',
  'full_page_writes = off',
  'wal_level = minimal',
  'max_wal_senders = 0',
];

/**
 * initdb and the migrations are most of what opening an in-memory PGlite costs, and the suites open one for nearly
 * every app they build. They start from this dump instead: a data folder with THROWAWAY_SETTINGS and every
 * migration of the server build applied, so an app's own migration run finds nothing pending.
 */
async function dumpMigratedPglite() {
  const { PGlite } = require('@electric-sql/pglite');
  const build = path.join(SERVER_BUILD, 'db');
  const { PGLITE_EXTENSIONS, pgliteDatabase } = require(path.join(build, 'pglite.js'));
  const { runMigrations } = require(path.join(build, 'migrate.js'));
  const db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  for (const setting of THROWAWAY_SETTINGS) await db.exec(`ALTER SYSTEM SET ${setting}`);
  await runMigrations(pgliteDatabase(db));
  const dump = await db.dumpDataDir('none');
  await db.close();
  const file = path.join(os.tmpdir(), 'furniture-api-tests', `pglite-migrated-${process.pid}.tar`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  globalThis.__PGLITE_DUMP__ = file;
  process.env.API_TESTS_PGLITE_DUMP = file;
}

/**
 * Each run owns its emulator, on ports of its own: a run that borrowed another's lost it when that run ended
 * (two runs at once on one machine, as a developer's beside CI's). A caller may lend one it owns through
 * API_TESTS_EMULATOR_HOST. The test workers read the host from there (test/helpers.ts), as they start after this.
 */
async function provideEmulator() {
  const lent = process.env.API_TESTS_EMULATOR_HOST;
  if (lent) {
    if (!(await answers(lent, 5000)))
      throw new Error(`No Auth Emulator answers at API_TESTS_EMULATOR_HOST=${lent}`);
    return;
  }
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = path.join(os.tmpdir(), 'furniture-api-tests', `emulator-${auth}`);
  mkdirSync(dir, { recursive: true });
  const config = path.join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: HOST, port: auth },
        hub: { host: HOST, port: hub },
        logging: { host: HOST, port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const logFile = path.join(dir, 'auth-emulator.log');
  const firebase = path.resolve(__dirname, '..', '..', 'node_modules', '.bin', 'firebase');
  const child = spawn(
    firebase,
    ['emulators:start', '--only', 'auth', '--project', 'demo-furniture', '--config', config],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    },
  );
  globalThis.__AUTH_EMULATOR__ = child;
  globalThis.__AUTH_EMULATOR_DIR__ = dir;
  const host = `${HOST}:${auth}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const outcome = await Promise.race([answers(host, START_TIMEOUT_MS), exited.then(() => 'exited')]);
  if (outcome === 'exited') throw new Error(`Auth Emulator exited (${child.exitCode}); see ${logFile}`);
  if (!outcome) throw new Error(`Auth Emulator did not start in time; see ${logFile}`);
  process.env.API_TESTS_EMULATOR_HOST = host;
}
