const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pageRoutes } = require('./page-routes');

/** A remote's build folder with its routes.json and one document module. */
function remoteBuild(routes, documentSource) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-routes-'));
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ version: 1, remote: 'catalog', routes }));
  fs.mkdirSync(path.join(dir, 'documents'));
  fs.writeFileSync(path.join(dir, 'documents', 'item-document.js'), documentSource);
  return dir;
}

const ROUTES = [
  {
    path: '/item/:productId',
    layout: 'main',
    access: 'public',
    module: './P',
    document: 'documents/item-document.js',
  },
  { path: '/dashboard/:section', layout: 'dashboard', access: 'signed-in', module: './D' },
  { path: '/dashboard/saved', layout: 'dashboard', access: 'signed-in', module: './S' },
];

describe('the pages the remotes publish', () => {
  it("matches a path to its page, its decoded parameters and its document's renderer", async () => {
    const dir = remoteBuild(ROUTES, 'exports.renderDocument = async (r) => ({ title: r.params.productId });');
    const routes = pageRoutes([{ remote: 'catalog', dir }]);
    const page = routes.match('/item/a%20b');
    expect(page?.remote).toBe('catalog');
    expect(page?.params).toEqual({ productId: 'a b' });
    expect(await page?.render?.({ params: page.params })).toEqual({ title: 'a b' });
    expect(routes.match('/item/a/b')).toBeNull();
    expect(routes.match('/nowhere')).toBeNull();
  });

  it('prefers a path without parameters, and gives a page without a document no renderer', () => {
    const routes = pageRoutes([{ remote: 'catalog', dir: remoteBuild(ROUTES, '') }]);
    expect(routes.match('/dashboard/saved')?.route.module).toBe('./S');
    expect(routes.match('/dashboard/saved')?.render).toBeNull();
    expect(routes.match('/dashboard/other')?.route.module).toBe('./D');
  });

  it("reads a rebuilt remote's document without a restart", async () => {
    const dir = remoteBuild(ROUTES, 'exports.renderDocument = async () => "one";');
    const routes = pageRoutes([{ remote: 'catalog', dir }]);
    expect(await routes.match('/item/x')?.render?.({})).toBe('one');
    const file = path.join(dir, 'documents', 'item-document.js');
    fs.writeFileSync(file, 'exports.renderDocument = async () => "two";');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect(await routes.match('/item/x')?.render?.({})).toBe('two');
  });

  it('skips a remote that has not been built', () => {
    const routes = pageRoutes([{ remote: 'catalog', dir: path.join(os.tmpdir(), 'no-such-build') }]);
    expect(routes.match('/item/x')).toBeNull();
  });
});
