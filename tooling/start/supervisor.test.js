const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Supervisor } = require('./supervisor');

/** Whether a process group still has a member. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const waitFor = async (check, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

// Each long-running part is a shell whose server is a grandchild (as npm -> sh -> node is), printing one line.
const server = (name) => ({
  name,
  label: `${name} (port 1)`,
  command: `echo ${name} up; node -e "setInterval(() => {}, 1000)"; echo never`,
  finishes: false,
});

describe('Supervisor', () => {
  let supervisor;
  afterEach(async () => {
    await supervisor?.stop(1000);
  });

  it('keeps the other parts running when one dies, and says in red which one and how to restart it', async () => {
    const lines = [];
    const gone = jest.fn();
    supervisor = new Supervisor({
      parts: [server('shell'), server('auth'), { ...server('catalog'), command: 'echo oops; exit 3' }],
      cwd: process.cwd(),
      print: (line) => lines.push(line),
      onEveryPartGone: gone,
    });
    supervisor.start();
    await waitFor(() => lines.some((line) => line.includes('stopped')));
    expect(lines.join('\n')).toContain(
      '\x1b[31m\n  catalog (port 1) stopped (exit code 3). The other parts keep running.',
    );
    expect(lines.join('\n')).toContain('Restart it alone with: echo oops; exit 3');
    await waitFor(() => lines.includes(`\x1b[36m[shell  ]\x1b[0m shell up`));

    // A server killed from outside, as the e2e test and a crash do.
    const authGroup = supervisor.pidOf('auth');
    await waitFor(() => lines.some((line) => line.endsWith('auth up')));
    process.kill(-authGroup, 'SIGKILL');
    await waitFor(() => lines.some((line) => line.includes('auth (port 1) stopped (killed by SIGKILL)')));
    expect(supervisor.alive()).toEqual(['shell']);
    expect(groupAlive(supervisor.pidOf('shell'))).toBe(true);
    expect(gone).not.toHaveBeenCalled();
  });

  it('takes an announcer that finishes with 0 as done, not dead', async () => {
    const lines = [];
    supervisor = new Supervisor({
      parts: [server('shell'), { name: 'ready', label: 'ready', command: 'echo open it', finishes: true }],
      cwd: process.cwd(),
      print: (line) => lines.push(line),
      colour: false,
    });
    supervisor.start();
    await waitFor(() => lines.includes('[ready] open it'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.join('\n')).not.toContain('stopped');
  });

  it('stop() ends every process group, grandchildren included, and reports no death', async () => {
    const lines = [];
    supervisor = new Supervisor({
      parts: [server('shell'), server('api')],
      cwd: process.cwd(),
      print: (line) => lines.push(line),
      colour: false,
    });
    supervisor.start();
    await waitFor(() => lines.includes('[api  ] api up') && lines.includes('[shell] shell up'));
    const groups = ['shell', 'api'].map((name) => supervisor.pidOf(name));
    const grandchildren = groups.flatMap((pgid) =>
      execFileSync('pgrep', ['-g', String(pgid)])
        .toString()
        .trim()
        .split('\n'),
    );
    expect(grandchildren.length).toBeGreaterThanOrEqual(4); // sh and node in each group
    await supervisor.stop(1000);
    // Killed processes are reaped a moment later.
    await waitFor(() => groups.every((pgid) => !groupAlive(pgid)), 2000);
    expect(lines.join('\n')).not.toContain('stopped');
  }, 15_000);

  it('stop() lets a process that outlives its group leader finish its shutdown (the emulator exporting)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
    const finished = path.join(dir, 'finished');
    // The shell leader dies on SIGTERM at once; its child takes 700 ms to write what it keeps, then exits.
    const slowExit = `process.on('SIGTERM', () => setTimeout(() => { require('fs').writeFileSync('${finished}', 'kept'); process.exit(0); }, 700)); console.log('up'); setInterval(() => {}, 1000)`;
    const lines = [];
    supervisor = new Supervisor({
      parts: [{ ...server('emulator'), command: `node -e "${slowExit}" & wait` }],
      cwd: process.cwd(),
      print: (line) => lines.push(line),
      colour: false,
    });
    supervisor.start();
    await waitFor(() => lines.includes('[emulator] up'));
    await supervisor.stop(5000);
    expect(fs.readFileSync(finished, 'utf8')).toBe('kept');
    fs.rmSync(dir, { recursive: true, force: true });
  }, 15_000);

  it('tells when every part that should keep running has gone', async () => {
    const gone = jest.fn();
    supervisor = new Supervisor({
      parts: [{ ...server('api'), command: 'exit 1' }],
      cwd: process.cwd(),
      print: () => {},
      onEveryPartGone: gone,
    });
    supervisor.start();
    await waitFor(() => gone.mock.calls.length > 0);
  });
});
