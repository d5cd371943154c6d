/**
 * The cluster's processes (cluster-processes.js) under PM2: an ecosystem file is written from the list into the run
 * folder, and `pm2-runtime` (PM2 in the foreground, no daemon left behind) runs it. PM2 starts again any process
 * that exits or is killed, after a delay that grows only while it keeps crashing at start. Fork mode: one process
 * per port, so nginx balances the instances and retries elsewhere (docs/cluster.md says why). PM2's state lives in
 * the run folder (PM2_HOME), apart from a person's own ~/.pm2.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT } = require('../site/site-config');

const PM2_RUNTIME = path.join(path.dirname(require.resolve('pm2/package.json')), 'bin', 'pm2-runtime');
/** The API exits by itself FORCED_EXIT_MS (10 s) after SIGINT at the latest: PM2 waits that long before SIGKILL. */
const KILL_TIMEOUT_MS = 12_000;
/** First restart delay after a crash; PM2 doubles it while restarts keep failing (up to 15 s) and resets it after 30 s up. */
const FIRST_RESTART_DELAY_MS = 100;
const READY_TIMEOUT_MS = 120_000;

/**
 * @param {import('./cluster-processes').ClusterProcess[]} processes
 * @returns {{ apps: object[] }} PM2's ecosystem (https://pm2.keymetrics.io/docs/usage/application-declaration/)
 */
function ecosystem(processes) {
  return {
    apps: processes.map((entry) => ({
      name: entry.name,
      script: entry.script,
      args: entry.args ?? [],
      cwd: ROOT,
      exec_mode: 'fork',
      instances: 1,
      autorestart: true,
      exp_backoff_restart_delay: FIRST_RESTART_DELAY_MS,
      kill_timeout: KILL_TIMEOUT_MS,
      env: entry.env,
      out_file: entry.logFile,
      error_file: entry.logFile,
      time: true,
    })),
  };
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Writes the ecosystem and starts pm2-runtime; resolves once every process answers its readyPath.
 * @param {{ runDir: string, processes: import('./cluster-processes').ClusterProcess[] }} options
 */
async function startUnderPm2({ runDir, processes }) {
  const file = path.join(runDir, 'ecosystem.config.json');
  fs.mkdirSync(path.join(runDir, 'logs'), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(ecosystem(processes), null, 2)}\n`);
  const log = fs.openSync(path.join(runDir, 'logs', 'pm2.log'), 'a');
  const child = spawn(process.execPath, [PM2_RUNTIME, 'start', file], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? runDir,
      PM2_HOME: path.join(runDir, 'pm2'),
    },
    // A group of its own: the terminal's Ctrl-C reaches start-cluster.js, which stops nginx first, then PM2.
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), KILL_TIMEOUT_MS + 5000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (const entry of processes) {
    while (!(await answers(`http://127.0.0.1:${entry.port}${entry.readyPath}`))) {
      if (child.exitCode !== null) throw new Error(`pm2-runtime exited; see ${path.join(runDir, 'logs')}`);
      if (Date.now() > deadline) {
        await stop();
        throw new Error(
          `${entry.name} was not ready within ${READY_TIMEOUT_MS / 1000} s; see ${entry.logFile}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { child, ecosystemFile: file, exited, stop };
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Gone already.
  }
}

module.exports = { ecosystem, startUnderPm2, KILL_TIMEOUT_MS };
