/**
 * Runs the parts of the site side by side, each in its own process group, with its output prefixed by its
 * name. A part that dies is reported in red with the command that restarts it alone, and the others keep
 * running: one remote down must not take the site down. stop() ends every part's whole process group
 * (npm -> sh -> node -> server), so nothing is left behind.
 */
const { spawn } = require('node:child_process');
const readline = require('node:readline');

const COLOURS = [36, 33, 32, 35, 34, 96, 93, 92, 95];
const RED = 31;

class Supervisor {
  /**
   * @param {object} options
   * @param {{ name: string, label: string, command: string, finishes: boolean }[]} options.parts
   * @param {string} options.cwd where each command runs (the repository root)
   * @param {(line: string) => void} options.print
   * @param {boolean} [options.colour]
   * @param {() => void} [options.onEveryPartGone] every part that should keep running has ended
   */
  constructor({ parts, cwd, print, colour = true, onEveryPartGone = () => {} }) {
    this.parts = parts;
    this.cwd = cwd;
    this.print = print;
    this.colour = colour;
    this.onEveryPartGone = onEveryPartGone;
    /** @type {Map<string, import('node:child_process').ChildProcess>} */
    this.running = new Map();
    /** Every child ever started: a dead part's group may still hold a process (a server its npm left behind). */
    this.children = [];
    this.stopping = false;
    this.width = Math.max(...parts.map((part) => part.name.length));
  }

  paint(code, text) {
    return this.colour ? `\x1b[${code}m${text}\x1b[0m` : text;
  }

  start() {
    this.parts.forEach((part, index) => {
      this.launch(part, COLOURS[index % COLOURS.length]);
    });
  }

  launch(part, colourCode) {
    // detached: a group of its own, so a signal reaches npm, the shell and the server under it at once.
    const child = spawn('sh', ['-c', part.command], {
      cwd: this.cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.running.set(part.name, child);
    this.children.push(child);
    const prefix = this.paint(colourCode, `[${part.name.padEnd(this.width)}]`);
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => this.print(`${prefix} ${line}`));
    }
    child.on('exit', (code, signal) => {
      this.running.delete(part.name);
      if (this.stopping) return;
      if (part.finishes && code === 0) return;
      const how = signal ? `killed by ${signal}` : `exit code ${code}`;
      this.print(
        this.paint(
          RED,
          `\n  ${part.label} stopped (${how}). The other parts keep running.\n  Restart it alone with: ${part.command}\n`,
        ),
      );
      if (this.alive().length === 0) this.onEveryPartGone();
    });
  }

  /** The parts still running that are meant to keep running. */
  alive() {
    return this.parts
      .filter((part) => !part.finishes && this.running.has(part.name))
      .map((part) => part.name);
  }

  /** The process group id of a running part, for tests and for killing it from outside. */
  pidOf(name) {
    return this.running.get(name)?.pid;
  }

  /**
   * Sends SIGTERM to every part's process group and waits until every process of every group has exited, then
   * SIGKILL to what is left after `graceMs`. A group's leader (sh, npm) may exit before what runs under it: the Auth
   * Emulator writes its accounts out after its signal, and is killed only once the grace has passed.
   * @returns {Promise<void>} once every group is gone (so the ports are free when stop() resolves)
   */
  async stop(graceMs = 8000) {
    this.stopping = true;
    this.signalAll('SIGTERM');
    await this.groupsGone(graceMs);
    this.signalAll('SIGKILL');
    await this.groupsGone(5000);
  }

  async groupsGone(timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (this.children.some((child) => groupAlive(child.pid)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  signalAll(signal) {
    for (const child of this.children) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group is gone already.
      }
    }
  }
}

/** Whether any process of the group led by `pid` is still running. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

module.exports = { Supervisor };
