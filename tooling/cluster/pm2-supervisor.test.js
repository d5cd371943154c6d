const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { freePorts } = require('./free-ports');
const { ecosystem, startUnderPm2 } = require('./pm2-supervisor');

/** A server that answers GET /health/ready with 200 on PORT, as an API instance does. */
const SERVER = `require('node:http').createServer((request, response) => {
  response.statusCode = request.url === '/health/ready' ? 200 : 404;
  response.end(String(process.pid));
}).listen(Number(process.env.PORT), '127.0.0.1');`;

function listenerOf(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = /pid=(\d+)/.exec(line)?.[1];
  return pid ? Number(pid) : null;
}

async function ready(port) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health/ready`)).ok;
  } catch {
    return false;
  }
}

describe('the cluster under PM2', () => {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm2-supervisor-'));
  let supervised;
  let processes;

  beforeAll(async () => {
    const script = path.join(runDir, 'server.js');
    fs.writeFileSync(script, SERVER);
    const ports = await freePorts(2);
    processes = ports.map((port, index) => ({
      name: `server-${index + 1}`,
      script,
      port,
      env: { PATH: process.env.PATH ?? '', PORT: String(port) },
      logFile: path.join(runDir, 'logs', `server-${index + 1}.log`),
      readyPath: '/health/ready',
    }));
    supervised = await startUnderPm2({ runDir, processes });
  }, 60_000);

  afterAll(async () => {
    await supervised?.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
  }, 30_000);

  it('writes an ecosystem of one forked, always restarted app per process, from the list', () => {
    const written = JSON.parse(fs.readFileSync(supervised.ecosystemFile, 'utf8'));
    expect(written).toEqual(ecosystem(processes));
    expect(written.apps.map((app) => [app.name, app.exec_mode, app.instances, app.autorestart])).toEqual([
      ['server-1', 'fork', 1, true],
      ['server-2', 'fork', 1, true],
    ]);
    expect(written.apps[0].env.PORT).toBe(String(processes[0].port));
  });

  it('starts a process killed with kill -9 again within 10 s, the other serving meanwhile', async () => {
    const [victim, other] = processes;
    const killed = listenerOf(victim.port);
    process.kill(killed, 'SIGKILL');
    const killedAt = Date.now();
    while (!(await ready(victim.port)) || listenerOf(victim.port) === killed) {
      expect(Date.now() - killedAt).toBeLessThan(10_000);
      expect(await ready(other.port)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(listenerOf(victim.port)).not.toBe(killed);
  }, 20_000);

  it('stop() ends PM2 and every process', async () => {
    await supervised.stop();
    for (const entry of processes) expect(await ready(entry.port)).toBe(false);
    expect(supervised.child.exitCode !== null || supervised.child.signalCode !== null).toBe(true);
  }, 30_000);
});
