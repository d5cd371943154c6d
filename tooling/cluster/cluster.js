/**
 * The production topology on one machine: several API instances on one PostgreSQL schema (and Redis when
 * REDIS_URL is set) behind nginx, which also serves the five front ends. Used by `npm run start:cluster`, the
 * cluster's e2e tests and the bench. The Auth Emulator is not started here (start-cluster.js does it).
 */
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const pg = require('pg');
const { DEFAULT_SITE: DEFAULT_RELEASE_SITE } = require('../deploy/deploy-remote');
const {
  CLUSTER_API_PATH,
  ROOT,
  clusterOf,
  clusterRuntimeConfig,
  frontEndOrigins,
  urlOf,
} = require('../site/site-config');
const { ApiInstance } = require('./api-instance');
const { apiProcesses, documentProcesses } = require('./cluster-processes');
const { startUnderPm2 } = require('./pm2-supervisor');
const { DEFAULT_DATABASE_URL, checkPostgres, checkRedis } = require('./prerequisites');
const {
  INSTALL_NGINX,
  nginxBinary,
  portAnswers,
  prepareRunFolder,
  reloadNginx,
  startNginx,
} = require('./nginx');
const { freePorts } = require('./free-ports');
const { watchReleaseState } = require('../deploy/release-runtime-config');

async function withPg(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * @param {object} options
 * @param {import('../site/site-config').SiteConfig} options.site
 * @param {string} options.runDir folder for nginx (config, logs, temp, www/) and the instances' logs and data
 * @param {number} [options.port] nginx's port (default: the site map's cluster port)
 * @param {number[]} options.apiPorts one port per API instance
 * @param {number[]} [options.documentPorts] one port per document server (default: as many free ports as API
 *   instances)
 * @param {string} options.databaseUrl
 * @param {string} options.schema the PostgreSQL schema of every instance (created if missing)
 * @param {string} [options.redisUrl]
 * @param {string} options.emulatorHost host:port of the Auth Emulator
 * @param {string} [options.jwtSecret] shared by every instance (default: a random one for this run)
 * @param {boolean} [options.seed] seed the demo data on an empty database (the first instance does it)
 * @param {string} [options.releaseSite] the site folder `npm run deploy` and `npm run release` write to (default
 *   <repo>/site): its release state decides what the cluster's remotes.json names, its version folders are served,
 *   and the instances' release guard watches it
 * @param {Record<string, string>} [options.env] more environment for every instance
 * @param {string} [options.server] the built server every instance runs (default api/dist/server.js)
 * @param {{ maxFails?: number, failTimeoutSeconds?: number, workers?: number | 'auto' }} [options.nginx]
 * @param {'children' | 'pm2'} [options.supervisor] children (default): each instance a child process that the caller
 *   stops and starts (the tests); pm2: PM2 runs them and starts again any that dies (`npm run start:cluster`)
 */
async function startCluster(options) {
  const { site, runDir, apiPorts, databaseUrl, schema, redisUrl, emulatorHost } = options;
  const port = options.port ?? clusterOf(site).port;
  const releaseSite = options.releaseSite ?? DEFAULT_RELEASE_SITE;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Not a schema name: ${schema}`);
  await checkPostgres(databaseUrl);
  if (redisUrl) await checkRedis(redisUrl);
  await withPg(databaseUrl, `CREATE SCHEMA IF NOT EXISTS ${schema}`);
  fs.mkdirSync(path.join(runDir, 'logs'), { recursive: true });

  const origin = urlOf(site, port);
  const baseEnv = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    JWT_SECRET: options.jwtSecret ?? randomBytes(32).toString('hex'),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: site.authEmulator.projectId,
    IMAGE_UPLOAD_KEY: site.localSettings.imageUploadKey,
    PUBLIC_URL: `${origin}${CLUSTER_API_PATH}`,
    // The site's pages are on nginx's origin (both local names); the front ends of `npm start` too.
    CORS_ORIGINS: [origin, `http://127.0.0.1:${port}`, ...frontEndOrigins(site)].join(','),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    RELEASE_SITE_DIR: releaseSite,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...options.env,
  };
  const apiEntries = apiProcesses({
    ports: apiPorts,
    env: baseEnv,
    runDir,
    seed: options.seed,
    server: options.server,
  });
  const documentPorts = options.documentPorts ?? (await freePorts(apiPorts.length, [port, ...apiPorts]));
  const documentEntries = documentProcesses({
    ports: documentPorts,
    runDir,
    shellDir: path.join(ROOT, site.shell.package, 'dist'),
    apiUrl: `http://127.0.0.1:${port}${CLUSTER_API_PATH}`,
    filesUrl: `http://127.0.0.1:${port}`,
  });
  const processes = [...apiEntries, ...documentEntries];
  const pm2 = options.supervisor === 'pm2';
  const asChild = (entry) =>
    new ApiInstance({
      id: entry.name,
      port: entry.port,
      env: entry.env,
      logFile: entry.logFile,
      server: entry.script,
      args: entry.args,
      readyPath: entry.readyPath,
    });
  const instances = pm2
    ? apiEntries.map((entry) => ({ id: entry.name, port: entry.port, url: `http://127.0.0.1:${entry.port}` }))
    : apiEntries.map(asChild);
  const documentServers = pm2 ? [] : documentEntries.map(asChild);
  /** PM2 running the processes (supervisor 'pm2'). */
  let supervised = null;
  let nginx = null;
  let stopWatching = () => {};
  const stop = async () => {
    stopWatching();
    await nginx?.stop();
    if (pm2) await supervised?.stop();
    else await Promise.all([...instances, ...documentServers].map((instance) => instance.stop('SIGTERM')));
  };
  try {
    if (pm2) {
      supervised = await startUnderPm2({ runDir, processes });
    } else {
      // The seeding instance first, alone.
      await instances[0].start();
      await Promise.all(instances.slice(1).map((instance) => instance.start()));
      await Promise.all(documentServers.map((server) => server.start()));
    }
    prepareRunFolder(site, runDir, { port, apiPorts, documentPorts, releaseSite, ...options.nginx });
    nginx = await startNginx(runDir, port);
    stopWatching = watchReleaseState(
      path.join(runDir, 'runtime', 'remotes.json'),
      () => clusterRuntimeConfig(site, port),
      releaseSite,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const nginxOptions = { port, apiPorts, documentPorts, ...options.nginx };
  /**
   * Restarts one instance without failing a request: nginx stops sending it work first (marked `down`, reloaded;
   * open-source nginx has only passive health checks, so it cannot notice a drain by itself), then SIGTERM lets it
   * finish what it has, and once the new process is ready nginx sends it work again.
   */
  const restartInstance = async (instance) => {
    if (pm2) throw new Error('Under PM2, restart an instance with PM2 (pm2 reload)');
    await reloadNginx(nginx, runDir, { ...nginxOptions, downPorts: [instance.port] });
    const exit = await instance.stop('SIGTERM');
    await instance.start();
    await reloadNginx(nginx, runDir, nginxOptions);
    return exit;
  };
  return {
    url: origin,
    /** nginx on 127.0.0.1, for clients that must not depend on how `localhost` resolves. */
    directUrl: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${port}${CLUSTER_API_PATH}`,
    instances,
    processes,
    pm2: supervised,
    documentServers,
    nginx,
    env: baseEnv,
    restartInstance,
    stop,
  };
}

module.exports = { startCluster, nginxBinary, INSTALL_NGINX, freePorts, portAnswers, DEFAULT_DATABASE_URL };
