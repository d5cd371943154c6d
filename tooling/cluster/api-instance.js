/**
 * One API instance of the cluster: the built server (api/dist/server.js) as a child process on a fixed port, so
 * nginx's upstream keeps finding it after a restart.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT } = require('../site/site-config');

const SERVER = path.join(ROOT, 'api', 'dist', 'server.js');
const READY_TIMEOUT_MS = 60_000;

class ApiInstance {
  /**
   * @param {{ id: string, port: number, env: Record<string, string>, logFile?: string, server?: string }} options
   *   env: the whole environment of the process (PATH included); PORT and INSTANCE_ID are added;
   *   server: the built server's entry (default api/dist/server.js); args: its arguments;
   *   readyPath: what answers 200 once it is ready (the document servers have no /health)
   */
  constructor({ id, port, env, logFile, server = SERVER, args = [], readyPath = '/health/ready' }) {
    this.id = id;
    this.server = server;
    this.args = args;
    this.readyPath = readyPath;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.env = { ...env, PORT: String(port), INSTANCE_ID: id };
    this.logFile = logFile;
    this.child = null;
    this.recent = '';
  }

  /** Starts the process and waits until its ready path answers 200. */
  async start() {
    if (!fs.existsSync(this.server))
      throw new Error(`The API is not built: ${this.server} is missing (npx nx build api)`);
    const child = spawn(process.execPath, [this.server, ...this.args], {
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const log = this.logFile ? fs.createWriteStream(this.logFile, { flags: 'a' }) : null;
    const keep = (chunk) => {
      log?.write(chunk);
      // The last lines, for an error message.
      this.recent = (this.recent + chunk).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('exit', () => log?.end());
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    await this.waitReady();
    return this;
  }

  async waitReady(timeoutMs = READY_TIMEOUT_MS) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) {
        throw new Error(`API instance ${this.id} exited (${this.child.exitCode}):\n${this.recent}`);
      }
      try {
        if ((await fetch(`${this.url}${this.readyPath}`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`API instance ${this.id} was not ready within ${timeoutMs} ms:\n${this.recent}`);
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends a signal and waits for the exit: SIGTERM is the graceful shutdown, SIGKILL is kill -9. */
  async stop(signal = 'SIGTERM') {
    if (!this.running) return { code: this.child?.exitCode ?? null, signal: this.child?.signalCode ?? null };
    this.child.kill(signal);
    return this.exited;
  }
}

module.exports = { ApiInstance, SERVER };
