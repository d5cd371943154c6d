#!/usr/bin/env node
/**
 * `npm run start:cluster`: the production topology on this machine. Checks what it needs (nginx, PostgreSQL,
 * Redis when REDIS_URL is set) and names what is missing, builds (nx, cached), then starts the Auth Emulator,
 * the site map's number of API instances on one PostgreSQL schema under PM2 (which starts again any that dies) and
 * nginx on the cluster port serving the front ends and /api/. Ctrl-C stops everything.
 *
 *   DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), CLUSTER_SCHEMA (default cluster), REDIS_URL
 */
const { spawn, spawnSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, clusterOf, loadSite, partsOf, urlOf } = require('../site/site-config');
const { emulatorArgs } = require('../site/run-files');
const { startCluster } = require('./cluster');
const { mailForCluster } = require('./cluster-mail');
const { freePorts } = require('./free-ports');
const { portAnswers } = require('./nginx');
const { DEFAULT_DATABASE_URL, displayUrl, missingPrerequisites } = require('./prerequisites');

const RUN_DIR = path.join(ROOT, '.cluster');
/** nx's command as npm installs it (the package's bin), whatever file inside the package it points at. */
const NX = path.join(ROOT, 'node_modules', '.bin', 'nx');

function fail(lines) {
  console.error(
    `\n  npm run start:cluster cannot start:\n${lines.map((line) => `  - ${line}`).join('\n')}\n`,
  );
  process.exit(1);
}

/** One secret for every instance, kept across runs so signed-in browsers stay signed in. */
function sharedJwtSecret() {
  const file = path.join(RUN_DIR, 'jwt-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/** The Auth Emulator, its accounts kept in the run folder across runs (the cluster's database keeps its users). */
async function startEmulator(site) {
  const accountsDir = path.join(RUN_DIR, 'auth-emulator');
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'firebase'),
    emulatorArgs(site, RUN_DIR, { accountsDir }),
    {
      // firebase makes its export's temporary folder in the working folder.
      cwd: RUN_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const log = fs.createWriteStream(path.join(RUN_DIR, 'logs', 'emulator.log'));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const deadline = Date.now() + 90_000;
  while (!(await portAnswers(site.authEmulator.port))) {
    if (child.exitCode !== null) throw new Error('The Auth Emulator exited; see .cluster/logs/emulator.log');
    if (Date.now() > deadline) throw new Error('The Auth Emulator did not start within 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return child;
}

/** SIGTERM once (a second signal would make it exit without writing its accounts out), SIGKILL after 20 s. */
async function stopEmulator(emulator) {
  if (!emulator?.pid || emulator.exitCode !== null || emulator.signalCode !== null) return;
  const exited = new Promise((resolve) => emulator.once('exit', resolve));
  emulator.kill('SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-emulator.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 20_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  const site = loadSite();
  const { port, apiInstances } = clusterOf(site);
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL || undefined;
  const schema = process.env.CLUSTER_SCHEMA || 'cluster';

  const problems = await missingPrerequisites({ databaseUrl, redisUrl });
  const emulatorPort = site.authEmulator.port;
  for (const [what, busy] of [
    [`port ${port} (nginx)`, port],
    [`port ${emulatorPort} (Auth Emulator)`, emulatorPort],
  ]) {
    if (await portAnswers(busy)) problems.push(`${what} is in use: stop what runs there (npm start?)`);
  }
  if (problems.length > 0) fail(problems);

  console.log('Building (nx run-many -t build, cached) ...');
  const build = spawnSync(NX, ['run-many', '-t', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) fail(['the build failed (see above)']);

  fs.mkdirSync(path.join(RUN_DIR, 'logs'), { recursive: true });
  let emulator = null;
  let cluster = null;
  let mail = null;
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping nginx, the API instances and the Auth Emulator ...');
    await cluster?.stop();
    mail?.stop();
    await stopEmulator(emulator);
    process.exit(code);
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  try {
    console.log(`Starting the Auth Emulator on ${emulatorPort} ...`);
    emulator = await startEmulator(site);
    mail = await mailForCluster(site);
    const reserved = partsOf(site)
      .map((part) => part.port)
      .concat(port);
    const apiPorts = await freePorts(apiInstances, reserved);
    console.log(`Starting ${apiInstances} API instances on ${displayUrl(databaseUrl)}, schema ${schema} ...`);
    cluster = await startCluster({
      site,
      runDir: RUN_DIR,
      port,
      apiPorts,
      databaseUrl,
      schema,
      redisUrl,
      emulatorHost: `${site.authEmulator.host}:${emulatorPort}`,
      jwtSecret: sharedJwtSecret(),
      seed: true,
      // Links in emails open the cluster's own origin.
      env: { LOG_LEVEL: 'info', SITE_URL: urlOf(site, port) },
      nginx: { workers: 'auto' },
      supervisor: 'pm2',
    });
  } catch (error) {
    console.error(`\n  ${error.message}\n`);
    await stopAll(1);
    return;
  }
  const lines = cluster.instances.map((instance) => `      ${instance.id}  127.0.0.1:${instance.port}`);
  console.log(`
  The marketplace runs as a cluster: open ${urlOf(site, port)}

  nginx :${port}  (config .cluster/nginx.conf, logs .cluster/logs/)
  PM2 runs the API instances and starts again any that stops (.cluster/ecosystem.config.json, logs .cluster/logs/)
    /          the shell          /mfe-*/  the four remotes
    /api/   -> ${apiInstances} API instances:
${lines.join('\n')}
  PostgreSQL ${displayUrl(databaseUrl)} schema ${schema}${redisUrl ? `, Redis ${displayUrl(redisUrl)}` : ', no Redis (rate limits per instance)'}
  Auth Emulator 127.0.0.1:${emulatorPort}${mail.inbox ? `\n  Email the site sends: ${mail.inbox} (MailDev)` : ''}
  Demo accounts: see README.md. Ctrl-C stops everything.
`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
