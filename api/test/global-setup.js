/**
 * Starts the Auth Emulator on 9199 for the test run (9099 belongs to the site), or reuses one already listening;
 * meanwhile compiles the shared contract's schemas and constants (the API loads them from shared/dist at run time,
 * in the tests too) and then the server to artifacts/server-build for the tests that run it as a child process
 * (api/dist is left to `npm run build`).
 */
const { spawn } = require('node:child_process');
const { openSync } = require('node:fs');
const path = require('node:path');
const waitOn = require('wait-on');

const HOST = '127.0.0.1';
const PORT = 9199;
const START_TIMEOUT_MS = 90_000;

const CONFIG_URL = `http-get://${HOST}:${PORT}/emulator/v1/projects/demo-furniture/config`;

/** Whether an emulator already answers on PORT (another run's, or a developer's). */
async function answers(timeout) {
  try {
    await waitOn({ resources: [CONFIG_URL], timeout, interval: 250 });
    return true;
  } catch {
    return false;
  }
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
  const outDir = path.join(__dirname, '..', 'artifacts', 'server-build');
  await tsc(path.join(__dirname, '..'), ['-p', 'tsconfig.build.json', '--outDir', outDir], 'the server');
}

module.exports = async function globalSetup() {
  // The mutation run builds once before its many short runs, none of which starts the server as a child.
  const prebuilt = process.env.API_TESTS_PREBUILT === '1';
  await Promise.all([prebuilt ? Promise.resolve() : buildServer(), startEmulator()]);
};

async function startEmulator() {
  if (await answers(500)) return;
  const firebase = path.resolve(__dirname, '..', '..', 'node_modules', '.bin', 'firebase');
  const log = openSync(path.join(__dirname, 'auth-emulator.log'), 'w');
  const child = spawn(
    firebase,
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      'demo-furniture',
      '--config',
      path.join(__dirname, 'firebase.emulator.json'),
    ],
    {
      cwd: __dirname,
      detached: true,
      stdio: ['ignore', log, log],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    },
  );
  globalThis.__AUTH_EMULATOR__ = child;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const outcome = await Promise.race([answers(START_TIMEOUT_MS), exited.then(() => 'exited')]);
  if (outcome === 'exited')
    throw new Error(`Auth Emulator exited (${child.exitCode}); see api/test/auth-emulator.log`);
  if (!outcome) throw new Error('Auth Emulator did not start in time; see api/test/auth-emulator.log');
}
