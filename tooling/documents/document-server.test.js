/**
 * The document server over real HTTP, with a stand-in API on its own port: a page's document, the not-found
 * page, noindex and a hidden first screen for signed-in pages, and the plain shell in time when the API is slow or
 * down.
 */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const serveHandler = require('serve-handler');
const { apiReader } = require('./api-reader');
const { documentHandler } = require('./document-server');
const { liveFiles } = require('./live-files');
const { pageRoutes } = require('./page-routes');

const SHELL =
  '<html><head><meta name="description" content="shell" /><title>Furniture Market</title></head><body><div id="root"></div></body></html>';

const ITEM_DOCUMENT = `exports.renderDocument = async ({ params, api }) => {
  const product = await api.getJson('/items/' + params.productId);
  if (!product) return { status: 404, title: 'Gone', description: 'Gone', noindex: true };
  return { status: 200, title: product.name, description: 'A listing', firstScreen: { markup: '<h1>' + product.name + '</h1>' } };
};`;

const CATEGORY_DOCUMENT = `exports.renderDocument = async ({ params, api }) => {
  const products = await api.getJson('/products/' + params.categoryId);
  return { status: 200, title: 'Beds', description: 'Beds', noindex: true, handOverWhen: 'article',
    firstScreen: { markup: '<h1>Beds</h1><article>' + products[0].name + '</article>' } };
};`;

function listen(handler) {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const urlOf = (server) => `http://127.0.0.1:${server.address().port}`;

describe('the document server', () => {
  let api;
  let files;
  let documents;
  let apiDelayMs = 0;
  let apiDown = false;
  const apiReads = [];

  beforeAll(async () => {
    api = await listen((request, response) => {
      apiReads.push({ url: request.url, ifNoneMatch: request.headers['if-none-match'] });
      if (apiDown) return response.destroy();
      setTimeout(() => {
        if (request.url === '/products/1') {
          response.writeHead(200, { 'Content-Type': 'application/json' });
          return response.end(JSON.stringify([{ name: 'Oak bed' }]));
        }
        if (request.url === '/items/oak') {
          if (request.headers['if-none-match'] === '"v1"') return response.writeHead(304).end();
          response.writeHead(200, { 'Content-Type': 'application/json', ETag: '"v1"' });
          return response.end(JSON.stringify({ name: 'Oak table' }));
        }
        response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not found"}');
      }, apiDelayMs);
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-server-'));
    fs.mkdirSync(path.join(dir, 'documents'));
    fs.writeFileSync(path.join(dir, 'documents', 'item.js'), ITEM_DOCUMENT);
    fs.writeFileSync(path.join(dir, 'documents', 'category.js'), CATEGORY_DOCUMENT);
    fs.writeFileSync(
      path.join(dir, 'routes.json'),
      JSON.stringify({
        routes: [
          { path: '/item/:productId', access: 'public', module: './P', document: 'documents/item.js' },
          { path: '/dashboard', access: 'signed-in', module: './D' },
          {
            path: '/products/:categoryId',
            access: 'signed-in',
            module: './C',
            document: 'documents/category.js',
          },
        ],
      }),
    );
    fs.writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ remotes: { catalog: { entry: '/mf-manifest.json' } } }),
    );
    files = await listen((request, response) => serveHandler(request, response, { public: dir }));
    documents = await listen(
      documentHandler({
        shellHtml: () => SHELL,
        routes: pageRoutes({
          filesUrl: urlOf(files),
          files: liveFiles({ refreshMs: 60_000, timeoutMs: 1000, log: () => {} }),
        }),
        api: apiReader({ apiUrl: urlOf(api), timeoutMs: 1000 }),
        siteUrl: 'https://furniture.example',
        budgetMs: 1500,
        pageHeaders: { 'X-Content-Type-Options': 'nosniff' },
        log: () => {},
      }),
    );
    // The first document evaluates its module and opens the connections: not what the tests time.
    await fetch(`${urlOf(documents)}/item/warm-up`);
  });
  afterAll(() =>
    Promise.all([api, files, documents].map((server) => new Promise((done) => server.close(done)))),
  );
  beforeEach(() => {
    apiDelayMs = 0;
    apiDown = false;
  });

  const get = (pathname) => fetch(`${urlOf(documents)}${pathname}`);

  it("answers a listing's page with its document, and reads it again only with the ETag it holds", async () => {
    const first = await get('/item/oak');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await first.text();
    expect(body).toContain('<title>Oak table</title>');
    expect(body).toContain('<h1>Oak table</h1>');
    apiReads.length = 0;
    expect(await (await get('/item/oak')).text()).toBe(body);
    expect(apiReads).toEqual([{ url: '/items/oak', ifNoneMatch: '"v1"' }]);
  });

  it('answers 404 with the not-found page for an unknown listing and an unknown path', async () => {
    for (const pathname of ['/item/gone', '/no/such/page']) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(await response.text()).toContain('<h1>Page not found</h1>');
    }
  });

  it('keeps signed-in pages out of the index without asking the API', async () => {
    apiReads.length = 0;
    const response = await get('/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(await response.text()).toBe(SHELL);
    expect(apiReads).toEqual([]);
  });

  it("sends a signed-in page's first screen hidden, for the shell to show to a session that may see it", async () => {
    const response = await get('/products/1');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const body = await response.text();
    expect(body).toContain('<title>Furniture Market</title>');
    expect(body).toMatch(
      /<div id="first-screen" style="[^"]+" hidden data-access="signed-in" data-hand-over="article">/,
    );
    expect(body).toContain('<h1>Beds</h1><article>Oak bed</article>');
  });

  it('sends a signed-in page without its first screen, never an error, when the API is down', async () => {
    apiDown = true;
    const response = await get('/products/1');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(await response.text()).toBe(SHELL);
  });

  // Budgets here are wider than the real ones (start-document-server.js), for a loaded test machine.
  it('answers the plain shell within its budget when the API is slow, and when it is down', async () => {
    const slow = () => {
      apiDelayMs = 5000;
    };
    const down = () => {
      apiDown = true;
    };
    for (const setUp of [slow, down]) {
      setUp();
      const started = Date.now();
      const response = await get('/item/other');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
      expect(Date.now() - started).toBeLessThan(3000);
    }
  });

  it('leaves a file to the static server, 404 when there is none', async () => {
    expect((await get('/main.js')).status).toBe(404);
  });

  it("answers the plain shell, never a 404, while the site's route lists cannot be read", async () => {
    const blind = await listen(
      documentHandler({
        shellHtml: () => SHELL,
        routes: pageRoutes({
          filesUrl: 'http://127.0.0.1:9',
          files: liveFiles({ refreshMs: 60_000, timeoutMs: 1000, log: () => {} }),
        }),
        api: apiReader({ apiUrl: urlOf(api), timeoutMs: 1000 }),
        siteUrl: 'https://furniture.example',
        budgetMs: 1500,
        log: () => {},
      }),
    );
    try {
      const response = await fetch(`${urlOf(blind)}/item/oak`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SHELL);
    } finally {
      await new Promise((done) => blind.close(done));
    }
  });

  it('gives finding the page a budget of its own: a slow answer of the route lists is waited for, a later one is not', async () => {
    const slowRoutes = (ms) => ({
      match: () => new Promise((resolve) => setTimeout(() => resolve({ unknown: true }), ms)),
    });
    const serve = (routes) =>
      listen(
        documentHandler({
          shellHtml: () => SHELL,
          routes,
          api: apiReader({ apiUrl: urlOf(api), timeoutMs: 1000 }),
          siteUrl: 'https://furniture.example',
          budgetMs: 50,
          matchBudgetMs: 1000,
          log: () => {},
        }),
      );
    const waited = await serve(slowRoutes(200));
    const tooLate = await serve(slowRoutes(3000));
    try {
      expect((await fetch(`${urlOf(waited)}/gone`)).status).toBe(404);
      expect((await fetch(`${urlOf(tooLate)}/gone`)).status).toBe(200);
    } finally {
      await Promise.all([waited, tooLate].map((server) => new Promise((done) => server.close(done))));
    }
  });
});
