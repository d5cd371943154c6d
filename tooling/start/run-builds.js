/**
 * Runs a build plan: each package as soon as the packages it waits for are built, a few at a time, printing
 * which package starts, which ends (with its time) and, while builds run, a line now and then naming them.
 * A failed build stops the rest and prints that package's output.
 */
const { spawn } = require('node:child_process');
const { buildSummary, formatDuration } = require('./build-plan');

/**
 * @param {{ name: string, waitsFor: string[] }[]} plan
 * @param {object} options
 * @param {(name: string) => { command: string, args: string[] }} options.commandOf how to build one package
 * @param {string} options.cwd
 * @param {number} options.concurrency
 * @param {(line: string) => void} options.print
 * @param {number} [options.heartbeatMs] how often to name the builds still running
 * @returns {Promise<{ ok: boolean, results: { name: string, ms: number, cached: boolean }[], failed?: string }>}
 */
function runBuilds(plan, { commandOf, cwd, concurrency, print, heartbeatMs = 15_000 }) {
  const started = Date.now();
  const results = [];
  const done = new Set();
  const running = new Map(); // name -> { child, since }
  const waiting = [...plan];
  let failed = null;

  return new Promise((resolve) => {
    const heartbeat = setInterval(() => {
      if (running.size === 0) return;
      const now = Date.now();
      const names = [...running].map(([name, task]) => `${name} (${formatDuration(now - task.since)})`);
      print(`  ... still building ${names.join(', ')}`);
    }, heartbeatMs);

    const finish = () => {
      clearInterval(heartbeat);
      const totalMs = Date.now() - started;
      if (failed) resolve({ ok: false, results, failed });
      else {
        print(buildSummary(results, totalMs));
        resolve({ ok: true, results });
      }
    };

    const startReady = () => {
      if (failed) return;
      for (const task of [...waiting]) {
        if (running.size >= concurrency) break;
        if (!task.waitsFor.every((name) => done.has(name))) continue;
        waiting.splice(waiting.indexOf(task), 1);
        launch(task.name);
      }
      if (running.size === 0 && waiting.length === 0) finish();
    };

    const launch = (name) => {
      const { command, args } = commandOf(name);
      const since = Date.now();
      const output = [];
      const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
      running.set(name, { child, since });
      print(`> building ${name}`);
      const keep = (chunk) => output.push(chunk.toString());
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('close', (code) => {
        running.delete(name);
        const ms = Date.now() - since;
        const text = output.join('');
        if (code !== 0) {
          if (!failed) {
            failed = name;
            print(`x ${name} failed after ${formatDuration(ms)}; its output:\n${text.trimEnd()}`);
            for (const task of running.values()) task.child.kill('SIGTERM');
          }
          if (running.size === 0) finish();
          return;
        }
        // nx marks a task it replayed from its cache in the task's header line.
        const cached = /\[(local cache|existing outputs match the cache|remote cache)/.test(text);
        results.push({ name, ms, cached });
        done.add(name);
        print(`  ${name} built in ${formatDuration(ms)}${cached ? ' (cache)' : ''}`);
        if (failed) {
          if (running.size === 0) finish();
          return;
        }
        startReady();
      });
    };

    print(
      `Building ${plan.length} packages, ${concurrency} at a time (unchanged ones come from the nx cache):`,
    );
    startReady();
  });
}

module.exports = { runBuilds };
