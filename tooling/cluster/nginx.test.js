/**
 * Reloading the cluster's nginx: a config nginx accepts replaces the running one once the old workers are gone;
 * one it rejects changes nothing, neither the running balancer nor the file a later reload reads. Real nginx.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { loadSite } = require('../site/site-config');
const { freePorts } = require('./free-ports');
const { portAnswers, prepareRunFolder, reloadNginx, startNginx } = require('./nginx');

const site = loadSite();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-reload-'));
fs.chmodSync(work, 0o755);
const runDir = path.join(work, 'run');
let nginx;
let options;

function distOf(pkg) {
  const dir = path.join(work, 'dist', pkg);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<p>${pkg}</p>`);
  return dir;
}

beforeAll(async () => {
  const [port, apiPort, secondApiPort] = await freePorts(3);
  options = { port, apiPorts: [apiPort, secondApiPort] };
  fs.mkdirSync(runDir, { recursive: true });
  prepareRunFolder(site, runDir, options, distOf);
  nginx = await startNginx(runDir, port);
});

afterAll(async () => {
  await nginx?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

const runningConfig = () => fs.readFileSync(path.join(runDir, 'nginx.conf'), 'utf8');

it('swaps in a config nginx accepts', async () => {
  const [apiPort] = options.apiPorts;
  await reloadNginx(nginx, runDir, { ...options, downPorts: [apiPort] });
  expect(runningConfig()).toContain(`server 127.0.0.1:${apiPort} max_fails=1 fail_timeout=2s down;`);
  expect(fs.existsSync(path.join(runDir, 'nginx.conf.next'))).toBe(false);
  expect(await portAnswers(options.port)).toBe(true);
});

it('keeps the running config when nginx rejects the new one', async () => {
  await reloadNginx(nginx, runDir, options);
  const before = runningConfig();
  const workersBefore = fs.readFileSync(`/proc/${nginx.child.pid}/task/${nginx.child.pid}/children`, 'utf8');

  await expect(reloadNginx(nginx, runDir, { ...options, workers: 'several' })).rejects.toThrow(
    /nginx rejects .*nginx\.conf\.next/,
  );

  expect(runningConfig()).toBe(before);
  expect(fs.existsSync(path.join(runDir, 'nginx.conf.next'))).toBe(false);
  expect(fs.readFileSync(`/proc/${nginx.child.pid}/task/${nginx.child.pid}/children`, 'utf8')).toBe(
    workersBefore,
  );
  expect(await portAnswers(options.port)).toBe(true);
});
