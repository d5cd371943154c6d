/**
 * Runs the cluster's nginx as an unprivileged child process: its config rendered from
 * deploy/nginx/nginx.conf.template into a run folder that also holds its pid, logs, temp files, the links to the
 * front ends' dist/ folders (www/) and the cluster's remotes.json (runtime/).
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { ROOT, clusterRuntimeConfig } = require('../site/site-config');
const { frontEndFolders, frontEndsConf } = require('./nginx-front-ends');
const { withReleaseState } = require('../deploy/release-runtime-config');

const NGINX_DIR = path.join(ROOT, 'deploy', 'nginx');
const TEMPLATE = path.join(NGINX_DIR, 'nginx.conf.template');
/** The front ends' locations, written into the run folder beside nginx.conf (a relative include is read there). */
const FRONT_ENDS_FILE = 'front-ends.conf';
const NGINX_CANDIDATES = [
  '/usr/sbin/nginx',
  '/usr/bin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/bin/nginx',
];
const INSTALL_NGINX = 'sudo apt-get update && sudo RUNLEVEL=1 apt-get install -y nginx';

class MissingNginxError extends Error {
  constructor(candidates = NGINX_CANDIDATES) {
    super(
      `nginx is not installed (looked for ${candidates.join(', ')}). Install it with:\n  ${INSTALL_NGINX}`,
    );
    this.name = 'MissingNginxError';
  }
}

/** The nginx binary (NGINX_BIN, or Debian's), or a MissingNginxError naming the apt command. */
function nginxBinary(env = process.env) {
  const candidates = env.NGINX_BIN ? [env.NGINX_BIN] : NGINX_CANDIDATES;
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new MissingNginxError(candidates);
  return found;
}

/** The template with every ${NAME} filled; an unknown or missing name is an error, never an empty string. */
function renderTemplate(template, values) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`nginx.conf.template: no value for \${${name}}`);
    return String(values[name]);
  });
}

/** The document servers' upstream, none without them (the shell's index.html then answers every page). */
function documentsUpstream(ports, { maxFails, failTimeoutSeconds }) {
  if (ports.length === 0) return '';
  const servers = ports.map(
    (port) => `        server 127.0.0.1:${port} max_fails=${maxFails} fail_timeout=${failTimeoutSeconds}s;`,
  );
  return ['    upstream documents {', ...servers, '        keepalive 32;', '    }'].join('\n');
}

/**
 * nginx.conf for one run. `downPorts`: instances taken out of the upstreams (marked `down`) before a restart.
 * `documentPorts`: the document servers that answer the pages (none: the shell's index.html does).
 * @param {{ port: number, apiPorts: number[], documentPorts?: number[], downPorts?: number[], maxFails?: number, failTimeoutSeconds?: number, workers?: number | 'auto' }} options
 */
function nginxConf({
  port,
  apiPorts,
  documentPorts = [],
  downPorts = [],
  maxFails = 1,
  failTimeoutSeconds = 2,
  workers = 1,
}) {
  const servers = apiPorts
    .map(
      (apiPort) =>
        `        server 127.0.0.1:${apiPort} max_fails=${maxFails} fail_timeout=${failTimeoutSeconds}s${downPorts.includes(apiPort) ? ' down' : ''};`,
    )
    .join('\n');
  return renderTemplate(fs.readFileSync(TEMPLATE, 'utf8'), {
    WORKER_PROCESSES: workers,
    API_SERVERS: servers,
    PORT: port,
    FRONT_ENDS_CONF: FRONT_ENDS_FILE,
    DOCUMENTS_UPSTREAM: documentsUpstream(documentPorts, { maxFails, failTimeoutSeconds }),
  });
}

/**
 * Fills a run folder: logs/, temp/, www/<package> -> <package>/dist, www/releases -> the release site folder
 * (`options.releaseSite`, when given), runtime/remotes.json (with that folder's release state), front-ends.conf
 * and nginx.conf, all from the site map.
 * `distOf` says where a package's build is (tests serve small folders of their own).
 */
function prepareRunFolder(site, runDir, options, distOf = (pkg) => path.join(ROOT, pkg, 'dist')) {
  for (const dir of ['logs', 'temp', 'www', 'runtime'])
    fs.mkdirSync(path.join(runDir, dir), { recursive: true });
  // Started by root (CI, containers), nginx's workers run as `nobody`: they must be able to read the folder.
  fs.chmodSync(runDir, 0o755);
  for (const pkg of frontEndFolders(site)) {
    const dist = distOf(pkg);
    if (!fs.existsSync(path.join(dist, 'index.html')))
      throw new Error(`${pkg} is not built: ${dist} has no index.html`);
    const link = path.join(runDir, 'www', pkg);
    fs.rmSync(link, { force: true, recursive: true });
    fs.symlinkSync(dist, link, 'dir');
  }
  const runtimeConfig = clusterRuntimeConfig(site, options.port);
  if (options.releaseSite) {
    fs.mkdirSync(options.releaseSite, { recursive: true });
    const link = path.join(runDir, 'www', 'releases');
    fs.rmSync(link, { force: true, recursive: true });
    fs.symlinkSync(options.releaseSite, link, 'dir');
  }
  fs.writeFileSync(
    path.join(runDir, 'runtime', 'remotes.json'),
    `${JSON.stringify(options.releaseSite ? withReleaseState(runtimeConfig, options.releaseSite) : runtimeConfig, null, 2)}\n`,
  );
  fs.writeFileSync(
    path.join(runDir, FRONT_ENDS_FILE),
    frontEndsConf(site, { documents: (options.documentPorts ?? []).length > 0 }),
  );
  const conf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConf(options));
  return conf;
}

/** `nginx -t` on a run folder's config (or another file in it): throws with nginx's own message. */
function testConfig(runDir, conf = path.join(runDir, 'nginx.conf')) {
  const result = spawnSync(nginxBinary(), ['-t', '-q', '-p', runDir, '-c', conf], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx rejects ${conf}:\n${result.stderr}`);
}

/** Whether something accepts connections on the port. */
function portAnswers(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx on a prepared run folder and waits for its port. `stop()` ends it (SIGQUIT: graceful).
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, stop: () => Promise<void>, accessLog: string, errorLog: string }>}
 */
async function startNginx(runDir, port, { timeoutMs = 10_000 } = {}) {
  testConfig(runDir);
  const errorLog = path.join(runDir, 'logs', 'error.log');
  const child = spawn(nginxBinary(), ['-p', runDir, '-c', path.join(runDir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + timeoutMs;
  while (!(await portAnswers(port))) {
    if (child.exitCode !== null) {
      const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
      throw new Error(`nginx exited (${child.exitCode}):\n${stderr}${log}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGQUIT');
    });
  return { child, stop, accessLog: path.join(runDir, 'logs', 'access.log'), errorLog };
}

/** The pids of a process's children (nginx's workers under its master), from /proc. */
function childPids(pid) {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Rewrites a running nginx's config and reloads it (SIGHUP), then waits until every worker of the old config has
 * finished its requests and exited, so from then on only the new config routes requests.
 */
async function reloadNginx(running, runDir, options, { timeoutMs = 10_000 } = {}) {
  // Tested beside the running config and swapped in only once nginx accepts it: a rejected config leaves the
  // running one, and the file a later reload or restart reads, as they were.
  const next = path.join(runDir, 'nginx.conf.next');
  fs.writeFileSync(next, nginxConf(options));
  try {
    testConfig(runDir, next);
  } catch (error) {
    fs.rmSync(next, { force: true });
    throw error;
  }
  fs.renameSync(next, path.join(runDir, 'nginx.conf'));
  const oldWorkers = childPids(running.child.pid);
  running.child.kill('SIGHUP');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const workers = childPids(running.child.pid);
    if (workers.length > 0 && !workers.some((pid) => oldWorkers.includes(pid))) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nginx's old workers still run ${timeoutMs} ms after a reload`);
}

module.exports = {
  reloadNginx,
  INSTALL_NGINX,
  MissingNginxError,
  nginxBinary,
  renderTemplate,
  nginxConf,
  prepareRunFolder,
  testConfig,
  startNginx,
  portAnswers,
};
