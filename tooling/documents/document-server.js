/**
 * The document server: answers every page request of the site with the shell's index.html carrying that
 * page's document (html-document.js), declared by the team whose page it is (page-routes.js), and answers
 * /robots.txt and the sitemap (site-index.js). Everything else (files with a dot in their name) goes to
 * `serveFile` when one is given (npm start's shell port) or answers 404 (behind nginx, which serves the files).
 *
 * A document that cannot be made in time (the API slow or down) gives way to the plain shell: the page's own
 * script then shows its loading and error states. A page answers 5xx never.
 */
const { createHash } = require('node:crypto');
const { NOT_FOUND_DOCUMENT, writeDocument } = require('./html-document');

/**
 * @param {object} options
 * @param {() => string} options.shellHtml the shell's current index.html
 * @param {ReturnType<import('./page-routes').pageRoutes>} options.routes
 * @param {import('@marketplace/shared/page-document').DocumentApi} options.api
 * @param {string} options.siteUrl
 * @param {number} options.budgetMs how long a document's rendering (its reads of the API) may take before the
 *   plain shell is sent instead
 * @param {number} [options.matchBudgetMs] how long finding the page may take: only a path the kept route lists
 *   do not know waits for them to be read again (a page just released, or none), and a wrong 404 is worse than
 *   a slower one; past it, the plain shell
 * @param {Record<string, string>} [options.pageHeaders] headers of every page (the shell's CSP, say)
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean | Promise<boolean>} [options.siteIndex]
 *   answers /robots.txt and the sitemap; false for any other path
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown} [options.serveFile]
 * @param {(message: string) => void} [options.log]
 */
function documentHandler(options) {
  const { shellHtml, routes, api, siteUrl, budgetMs, pageHeaders = {}, siteIndex, serveFile } = options;
  const matchBudgetMs = options.matchBudgetMs ?? budgetMs;
  const log = options.log ?? ((message) => console.error(message));

  /**
   * The page's document (null for the plain shell) and its preload links: a page only a canary has, or any page
   * while a remote's pages cannot be read, is never said to be missing.
   */
  async function documentOf(url) {
    const page = await withinBudget(routes.match(url.pathname), matchBudgetMs);
    if (page.unknown) return { document: NOT_FOUND_DOCUMENT };
    if (page.unsure) return { document: null };
    if (!page.stable) return { document: { ...plainDocument(), noindex: true } };
    if (page.route.access !== 'public') return { document: await guardedDocument(page, url) };
    const { hints } = page;
    if (!page.render) return { document: plainDocument(), hints };
    const document = await render(page, url);
    if (document.status === 404 && !document.firstScreen) {
      return { document: { ...document, firstScreen: NOT_FOUND_DOCUMENT.firstScreen } };
    }
    return { document, hints: document.status === 200 ? hints : null };
  }

  function render(page, url) {
    const rendered = page.render({
      path: url.pathname,
      params: page.params,
      query: url.searchParams,
      siteUrl,
      api,
      firstImages: page.hints?.images ?? [],
    });
    return withinBudget(rendered, budgetMs);
  }

  /**
   * A page only signed-in visitors may see: kept out of the index, with the shell's own head (the page's title
   * is nobody else's business), and its first screen hidden until the shell finds a session that may see it
   * (shell/src/layout/guarded-first-screen.ts). A document that cannot be made is left out, never a 404: the
   * page's guard speaks first.
   */
  async function guardedDocument(page, url) {
    const guarded = { ...plainDocument(), noindex: true };
    if (!page.render) return guarded;
    let document;
    try {
      document = await render(page, url);
    } catch (error) {
      log(`document of ${url.pathname}: ${error.message}; sent without its first screen`);
      return guarded;
    }
    if (document.status !== 200 || !document.firstScreen) return guarded;
    const { firstScreen, handOverWhen } = document;
    return { ...guarded, firstScreen, handOverWhen, access: page.route.access };
  }

  /** The shell's own title and description, with a header or two added by the caller. */
  function plainDocument() {
    return { status: 200, plain: true };
  }

  function send(request, response, status, body, headers) {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const fresh = status === 200 && request.headers['if-none-match'] === etag;
    response.writeHead(fresh ? 304 : status, {
      ...pageHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      ETag: etag,
      ...headers,
    });
    response.end(fresh || request.method === 'HEAD' ? undefined : body);
  }

  async function answerPage(request, response, url) {
    let page = { document: null };
    try {
      page = await documentOf(url);
    } catch (error) {
      log(`document of ${url.pathname}: ${error.message}; the plain shell was sent`);
    }
    const { document, hints = null } = page;
    const html = shellHtml();
    if (!document) return send(request, response, 200, html, {});
    const headers = document.noindex ? { 'X-Robots-Tag': 'noindex' } : {};
    const asShell = document.plain && !hints && !document.firstScreen;
    const body = asShell ? html : writeDocument(html, document, siteUrl, hints);
    return send(request, response, document.status, body, headers);
  }

  return async function handle(request, response) {
    try {
      const url = new URL(request.url ?? '/', 'http://document.server');
      if (siteIndex && (await siteIndex(request, response, url))) return;
      const isFile = url.pathname.split('/').pop()?.includes('.');
      if (isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
        if (serveFile) return await serveFile(request, response);
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        return response.end('Not found');
      }
      await answerPage(request, response, url);
    } catch (error) {
      log(`${request.method} ${request.url}: ${error.stack ?? error}`);
      if (!response.headersSent) {
        response.writeHead(200, { ...pageHeaders, 'Content-Type': 'text/html; charset=utf-8' });
        response.end(shellHtml());
      } else response.end();
    }
  };
}

/** The promise's value, or a rejection once `ms` have passed. */
function withinBudget(promise, ms) {
  let timer;
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

module.exports = { documentHandler, withinBudget };
