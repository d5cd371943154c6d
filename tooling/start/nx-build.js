/**
 * The build step of `npm start`: `nx run-many -t build` builds every package after the packages it depends on
 * (nx.json: build dependsOn ^build) and takes unchanged ones from its cache. This file only turns nx's output
 * into short progress lines: each package as it ends, a line now and then while builds run, a closing table
 * with each package's time (from nx's task profile), and the output of a package that failed.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** '12.3 s', or '1 min 05 s' from a minute on. */
function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/**
 * The closing table of the build: each package, its time, and whether nx took it from the cache.
 * @param {{ name: string, ms: number, cached: boolean }[]} results
 * @param {number} totalMs
 */
function buildSummary(results, totalMs) {
  const width = Math.max(...results.map((result) => result.name.length));
  const lines = results.map(
    (result) =>
      `  ${result.name.padEnd(width)}  ${formatDuration(result.ms).padStart(10)}${result.cached ? '  (cache)' : ''}`,
  );
  const cached = results.filter((result) => result.cached).length;
  return [
    `Built ${results.length} packages in ${formatDuration(totalMs)} (${cached} from the cache):`,
    ...lines,
  ].join('\n');
}

/** nx's line before a task's output (`--outputStyle=static` prints it when the task ends). */
const TASK_HEADER = /^> (?:nx run )?(\S+):build(?:\s+\[([^\]]+)\])?\s*$/;
const CACHE_STATUSES = ['local-cache', 'local-cache-kept-existing', 'remote-cache'];

/**
 * Splits nx's static output into each task's part: the task's header line and what it printed.
 * @param {string} text
 * @returns {Map<string, string>} project -> its output
 */
function taskOutputs(text) {
  const outputs = new Map();
  let current = null;
  for (const line of text.split('\n')) {
    const header = TASK_HEADER.exec(line);
    if (header) {
      current = header[1];
      outputs.set(current, '');
    } else if (/^\s*—+\s*$/.test(line) || /^\s*NX\s/.test(line)) {
      // nx's own closing lines end the last task's output.
      current = null;
    } else if (current) {
      outputs.set(current, `${outputs.get(current)}${line}\n`);
    }
  }
  return outputs;
}

/**
 * Reads nx's task profile (NX_PROFILE): each build task's project, time and status.
 * @returns {{ name: string, ms: number, cached: boolean, failed: boolean }[]}
 */
function readProfile(file) {
  const events = JSON.parse(fs.readFileSync(file, 'utf8'));
  return events
    .filter((event) => event.ph === 'X' && event.args?.target?.target === 'build')
    .map((event) => ({
      name: event.args.target.project,
      ms: event.dur / 1000,
      cached: CACHE_STATUSES.includes(event.args.status),
      failed: event.args.status === 'failure',
    }));
}

/**
 * @param {object} options
 * @param {string} options.cwd the repository root
 * @param {(line: string) => void} options.print
 * @param {number} [options.heartbeatMs] how often to say the build is still running
 * @returns {Promise<boolean>} whether every package built
 */
function buildWithNx({ cwd, print, heartbeatMs = 15_000 }) {
  const started = Date.now();
  const profile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'start-build-')), 'profile.json');
  const nx = path.join(cwd, 'node_modules', '.bin', 'nx');
  const child = spawn(nx, ['run-many', '-t', 'build', '--parallel=100%', '--outputStyle=static'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    // No colour: the lines are read here. nx joins the profile's path to its working directory.
    env: { ...process.env, NX_PROFILE: path.relative(cwd, profile), FORCE_COLOR: '0', NX_TUI: 'false' },
  });
  const output = [];
  let pending = '';
  let built = 0;
  const onData = (chunk) => {
    output.push(chunk);
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const header = TASK_HEADER.exec(line);
      if (!header) continue;
      built += 1;
      // A failed task's header looks like a built one's: the failure is named once nx ends.
      print(`  ${header[1]} ${header[2] ? 'from the cache' : 'finished'}`);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', (chunk) => output.push(chunk));
  print(
    'Building every package with nx, each after those it depends on (unchanged ones come from the cache):',
  );
  const heartbeat = setInterval(
    () => print(`  ... still building (${formatDuration(Date.now() - started)}, ${built} done)`),
    heartbeatMs,
  );
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearInterval(heartbeat);
      const text = Buffer.concat(output).toString();
      let tasks = [];
      try {
        tasks = readProfile(profile);
      } catch {
        // No profile: nx stopped before running any task; its output below says why.
      }
      fs.rmSync(path.dirname(profile), { recursive: true, force: true });
      if (code === 0) {
        print(buildSummary(tasks, Date.now() - started));
        resolve(true);
        return;
      }
      const failed = tasks.filter((task) => task.failed).map((task) => task.name);
      const outputs = taskOutputs(text);
      if (failed.length === 0) print(`x nx failed before building; its output:\n${text.trimEnd()}`);
      for (const name of failed) {
        print(`x ${name} failed; its output:\n${(outputs.get(name) ?? text).trim()}`);
      }
      resolve(false);
    });
  });
}

module.exports = { buildWithNx, buildSummary, formatDuration, readProfile, taskOutputs };
