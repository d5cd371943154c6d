/**
 * The pages the site serves, read over real HTTP from a folder laid out as the site serves it: remotes.json at
 * the root, each remote's routes.json and documents/ beside its entry.
 */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { liveFiles } = require('./live-files');
const { pageRoutes } = require('./page-routes');

const ITEM = {
  path: '/item/:productId',
  layout: 'main',
  access: 'public',
  module: './P',
  document: 'documents/item-document.js',
};
const ROUTES = [
  ITEM,
  { path: '/dashboard/:section', layout: 'dashboard', access: 'signed-in', module: './D' },
  { path: '/dashboard/saved', layout: 'dashboard', access: 'signed-in', module: './S' },
];

let site;
let server;
let filesUrl;

/** Writes a file of the served folder. */
function put(file, content) {
  const full = path.join(site, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content));
}

/** A remote's build at `folder`: its routes.json and its item document. */
function putRemote(folder, routes, documentSource = 'exports.renderDocument = async (r) => r.params;') {
  put(`${folder}/routes.json`, { version: 1, remote: 'catalog', routes });
  put(`${folder}/documents/item-document.js`, documentSource);
}

function routesOf() {
  return pageRoutes({
    filesUrl,
    files: liveFiles({ refreshMs: 100, timeoutMs: 2000, log: () => undefined }),
  });
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'page-routes-'));
  server = http.createServer((request, response) => {
    const file = path.join(site, new URL(request.url, 'http://x').pathname);
    fs.readFile(file, (error, body) => {
      if (error) return response.writeHead(404).end();
      response.writeHead(200).end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  filesUrl = `http://127.0.0.1:${server.address().port}`;
  put('remotes.json', { remotes: { catalog: { entry: `${filesUrl}/catalog/mf-manifest.json` } } });
  putRemote('catalog', ROUTES);
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(site, { recursive: true, force: true });
});

describe('the pages the site serves', () => {
  it("matches a path to its page, its decoded parameters and its document's renderer", async () => {
    const routes = routesOf();
    const page = await routes.match('/item/a%20b');
    expect(page.remote).toBe('catalog');
    expect(page.params).toEqual({ productId: 'a b' });
    expect(await page.render({ params: page.params })).toEqual({ productId: 'a b' });
    expect(await routes.match('/item/a/b')).toEqual({ unknown: true });
    expect(await routes.match('/nowhere')).toEqual({ unknown: true });
  });

  it('prefers a path without parameters, and gives a page without a document no renderer', async () => {
    const routes = routesOf();
    expect((await routes.match('/dashboard/saved')).route.module).toBe('./S');
    expect((await routes.match('/dashboard/saved')).render).toBeNull();
    expect((await routes.match('/dashboard/other')).route.module).toBe('./D');
  });

  it("reads a rebuilt remote's document without a restart", async () => {
    putRemote('catalog', ROUTES, 'exports.renderDocument = async () => "one";');
    const routes = routesOf();
    expect(await (await routes.match('/item/x')).render({})).toBe('one');
    putRemote('catalog', ROUTES, 'exports.renderDocument = async () => "two";');
    let rendered = 'one';
    for (let tries = 0; rendered === 'one' && tries < 100; tries += 1) {
      await wait(50);
      rendered = await (await routes.match('/item/x')).render({});
    }
    expect(rendered).toBe('two');
  });

  it('finds a page a remote has just published at its first request', async () => {
    const routes = routesOf();
    expect(await routes.match('/sales-report')).toEqual({ unknown: true });
    putRemote('catalog', [
      ...ROUTES,
      { path: '/sales-report', layout: 'main', access: 'public', module: './R' },
    ]);
    await wait(1100);
    expect((await routes.match('/sales-report')).route.module).toBe('./R');
  });

  it("follows the live remotes.json: a release's pages, and a canary's pages without their documents", async () => {
    putRemote('catalog/2.0.0-aaaa', [ITEM]);
    putRemote('catalog/2.1.0-bbbb', [
      ITEM,
      { path: '/new', layout: 'main', access: 'public', module: './N' },
    ]);
    put('remotes.json', {
      remotes: {
        catalog: {
          entry: '/catalog/2.0.0-aaaa/mf-manifest.json',
          status: 'canary',
          canary: { entry: '/catalog/2.1.0-bbbb/mf-manifest.json', share: 10 },
        },
      },
    });
    const routes = routesOf();
    expect(await routes.match('/dashboard/saved')).toEqual({ unknown: true });
    const item = await routes.match('/item/x');
    expect(item).toMatchObject({ stable: true, params: { productId: 'x' } });
    expect(item.render).toEqual(expect.any(Function));
    expect(await routes.match('/new')).toMatchObject({ stable: false, render: null });
    expect(item.hints).toBeNull();
  });

  it('gives a stable page with no canary out its first images as preload links, read from the live lists', async () => {
    const preload = [{ as: 'image', imageSrcSet: 'a-640.webp 640w', imageSizes: '100vw' }];
    putRemote('catalog/2.0.0-aaaa', [{ ...ITEM, preload }]);
    put('remotes.json', { remotes: { catalog: { entry: '/catalog/2.0.0-aaaa/mf-manifest.json' } } });
    const item = await routesOf().match('/item/x');
    expect(item.hints).toEqual({
      images: [{ srcSet: '/catalog/2.0.0-aaaa/a-640.webp 640w', sizes: '100vw' }],
    });
  });

  it('cannot call a path unknown while a remote does not answer', async () => {
    fs.rmSync(path.join(site, 'catalog'), { recursive: true });
    expect(await routesOf().match('/item/x')).toEqual({ unsure: true });
  });
});
