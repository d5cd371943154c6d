#!/usr/bin/env node
/**
 * Starts the document server (document-server.js) for the site of the site map:
 *
 *   from `site serve` in shell/ (npm start): on the shell's port, also serving the shell's files as the static
 *     server did, with the same headers (tooling/site/static-headers.js)
 *   node tooling/documents/start-document-server.js --port <p> --shell-dir <dir> --api-url <url> --files-url <url>
 *     behind the cluster's nginx, which serves the files (--files-url: its origin, where the live remotes.json
 *     and the remotes' pages are read) and sends it the pages, /robots.txt and the sitemap
 *   ... --with-files   the shell's files too, as npm start's shell port does (the e2e site starts it this way)
 *   ... --budget-ms <ms>   how long a document may take before the plain shell is sent (the e2e site, on a loaded
 *     test machine, gives it longer: its journeys check what a document draws, the bench how fast)
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { shellPageHeaders, writeServeConfig } = require('../site/run-files');
const { compressed, staticFiles } = require('../site/static-files');
const { listening } = require('../site/static-server');
const { ROOT, loadSite, urlOf } = require('../site/site-config');
const { apiReader } = require('./api-reader');
const { documentHandler } = require('./document-server');
const { liveFiles } = require('./live-files');
const { pageRoutes } = require('./page-routes');
const { siteIndex } = require('./site-index');

/** A document's reads of the API together, and the whole document, stay within the page's time. */
const DOCUMENT_BUDGET_MS = 200;
const apiTimeoutOf = (budgetMs) => Math.round(budgetMs * 0.75);
const SITEMAP_READ_TIMEOUT_MS = 10_000;

/** How long the site's own files (remotes.json, route lists, documents) are kept before they are read again. */
const FILES_REFRESH_MS = 2000;
const FILES_READ_TIMEOUT_MS = 1000;
/** Finding a page waits for the route lists only for a path they do not know (see document-server.js). */
const PAGE_MATCH_BUDGET_MS = 1500;

/**
 * The shell's index.html, read again only when a build or a release replaced it: looked at no more often than
 * the site's other files (FILES_REFRESH_MS), not on every page.
 */
function shellPage(file, refreshMs = FILES_REFRESH_MS) {
  let text = '';
  let readMtimeMs = -1;
  let checkedAt = -Infinity;
  return () => {
    const now = performance.now();
    if (now - checkedAt < refreshMs) return text;
    checkedAt = now;
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs !== readMtimeMs) {
      readMtimeMs = mtimeMs;
      text = fs.readFileSync(file, 'utf8');
    }
    return text;
  };
}

/**
 * @param {object} options
 * @param {import('../site/site-config').SiteConfig} options.site
 * @param {number} options.port
 * @param {string} options.shellDir the folder of the shell's index.html (and its files, when serveConfig is given)
 * @param {string} options.apiUrl
 * @param {string} [options.filesUrl] where the site's files are served (remotes.json and the remotes' routes.json);
 *   this server itself when it serves them (serveConfig given)
 * @param {object} [options.serveConfig] serve-handler's configuration: the shell's files are served too
 * @param {Record<string, string>} [options.pageHeaders]
 * @param {string} [options.host]
 * @param {number} [options.budgetMs] how long a document may take before the plain shell is sent
 * @returns {Promise<import('node:http').Server>}
 */
function startDocumentServer(options) {
  const { site, port, shellDir, apiUrl, filesUrl, serveConfig, pageHeaders, host } = options;
  const budgetMs = options.budgetMs ?? DOCUMENT_BUDGET_MS;
  if (!filesUrl && !serveConfig)
    return Promise.reject(new Error('Say where the site serves its files (--files-url)'));
  const server = http.createServer();
  const ownUrl = () => `http://127.0.0.1:${server.address().port}`;
  const files = liveFiles({ refreshMs: FILES_REFRESH_MS, timeoutMs: FILES_READ_TIMEOUT_MS });
  const handle = documentHandler({
    shellHtml: shellPage(path.join(shellDir, 'index.html')),
    routes: pageRoutes({ filesUrl: filesUrl ?? ownUrl, files }),
    api: apiReader({ apiUrl, timeoutMs: apiTimeoutOf(budgetMs) }),
    siteUrl: site.siteUrl,
    budgetMs,
    matchBudgetMs: PAGE_MATCH_BUDGET_MS,
    pageHeaders,
    siteIndex: siteIndex({ siteUrl: site.siteUrl, apiUrl, timeoutMs: SITEMAP_READ_TIMEOUT_MS }),
    serveFile: serveConfig ? staticFiles({ dir: shellDir, config: serveConfig }) : undefined,
  });
  // Serving its own files (npm start), pages and files go out compressed as the remotes' servers send theirs;
  // behind nginx, which compresses what it sends on, the pages leave here as they are.
  server.on('request', serveConfig ? compressed(handle) : handle);
  return listening(server, port, host);
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'shell-dir': { type: 'string' },
      'api-url': { type: 'string' },
      'files-url': { type: 'string' },
      host: { type: 'string' },
      'with-files': { type: 'boolean', default: false },
      'budget-ms': { type: 'string' },
    },
  });
  const budgetMs = values['budget-ms'] === undefined ? undefined : Number(values['budget-ms']);
  if (budgetMs !== undefined && !(budgetMs > 0)) {
    console.error(`--budget-ms takes a number of milliseconds, not "${values['budget-ms']}"`);
    process.exit(1);
  }
  const site = loadSite();
  const port = Number(values.port ?? site.shell.port);
  startDocumentServer({
    site,
    port,
    host: values.host,
    ...(values['with-files']
      ? {
          serveConfig: JSON.parse(fs.readFileSync(writeServeConfig(site, 'shell'), 'utf8')),
          pageHeaders: shellPageHeaders(site),
        }
      : {}),
    shellDir: path.resolve(values['shell-dir'] ?? path.join(ROOT, site.shell.package, 'dist')),
    apiUrl: values['api-url'] ?? urlOf(site, site.api.port),
    filesUrl: values['files-url'],
    budgetMs,
  }).then(
    (server) => {
      const stop = () => server.close(() => process.exit(0));
      process.on('SIGTERM', stop);
      process.on('SIGINT', stop);
      console.log(`Document server on :${port}`);
    },
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}

module.exports = { startDocumentServer };
