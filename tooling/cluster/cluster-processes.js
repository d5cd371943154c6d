/**
 * The long-running processes of the cluster, as data: what runs, on which port, with which environment, where it
 * logs and how it says it is ready. Both ways of running them read this list: one child process each
 * (api-instance.js: the tests, which kill and restart instances themselves) and PM2 (pm2-supervisor.js:
 * `npm run start:cluster`, which restarts whatever dies). Another kind of process joins the cluster by adding its
 * entries here.
 */
const path = require('node:path');
const { ROOT } = require('../site/site-config');

const API_SERVER = path.join(ROOT, 'api', 'dist', 'server.js');
const DOCUMENT_SERVER = path.join(ROOT, 'tooling', 'documents', 'start-document-server.js');

/**
 * @typedef {object} ClusterProcess
 * @property {string} name unique: api-1, api-2, ...
 * @property {string} script the built Node entry point
 * @property {string[]} [args] its arguments
 * @property {number} port
 * @property {Record<string, string>} env the whole environment of the process (PATH included)
 * @property {string} logFile
 * @property {string} readyPath answers 200 once the process serves (GET on 127.0.0.1:<port>)
 * @property {boolean} [upstream] nginx balances /api/ over it
 */

/**
 * The API instances: one per port, each with its own data folder (pictures), one of them seeding an empty
 * database (two seeds of one empty database would race).
 * @param {{ ports: number[], env: Record<string, string>, runDir: string, seed?: boolean, server?: string }} options
 * @returns {ClusterProcess[]}
 */
function apiProcesses({ ports, env, runDir, seed = false, server = API_SERVER }) {
  return ports.map((port, index) => {
    const name = `api-${index + 1}`;
    return {
      name,
      script: server,
      port,
      env: {
        ...env,
        PORT: String(port),
        INSTANCE_ID: name,
        DATA_DIR: path.join(runDir, `${name}-data`),
        SEED_ON_EMPTY: seed && index === 0 ? 'true' : 'false',
      },
      logFile: path.join(runDir, 'logs', `${name}.log`),
      readyPath: '/health/ready',
      upstream: true,
    };
  });
}

/**
 * The document servers (tooling/documents): the pages from the shell's build, the API and the site's files
 * (the live remotes.json, the remotes' pages) read through nginx, as many as there are API instances. They have
 * no /health: robots.txt answers once one serves.
 * @param {{ ports: number[], runDir: string, shellDir: string, apiUrl: string, filesUrl: string }} options
 * @returns {ClusterProcess[]}
 */
function documentProcesses({ ports, runDir, shellDir, apiUrl, filesUrl }) {
  return ports.map((port, index) => {
    const name = `documents-${index + 1}`;
    return {
      name,
      script: DOCUMENT_SERVER,
      args: [
        ...['--port', String(port), '--shell-dir', shellDir, '--host', '127.0.0.1'],
        ...['--api-url', apiUrl, '--files-url', filesUrl],
      ],
      port,
      env: {
        PATH: process.env.PATH ?? '',
        ...(process.env.SITE_CONFIG ? { SITE_CONFIG: process.env.SITE_CONFIG } : {}),
      },
      logFile: path.join(runDir, 'logs', `${name}.log`),
      readyPath: '/robots.txt',
      upstream: false,
    };
  });
}

module.exports = { API_SERVER, apiProcesses, documentProcesses };
