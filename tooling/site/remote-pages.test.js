const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { documentEntriesOf, exposesOf, loadPages, pageModulesSource, routeListOf } = require('./remote-pages');
const { loadSite, ROOT } = require('./site-config');

const CATALOG = path.join(ROOT, 'mfe-catalog');

/** A copy of the catalog's pages.json with `change` applied, in a temporary remote folder with its src/. */
function changedCopy(change) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-pages-'));
  const content = JSON.parse(fs.readFileSync(path.join(CATALOG, 'pages.json'), 'utf8'));
  change(content.pages);
  fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify(content));
  fs.symlinkSync(path.join(CATALOG, 'src'), path.join(dir, 'src'));
  return dir;
}

describe("a remote's pages.json", () => {
  it('loads for every remote of the site map, no path served by two remotes', () => {
    const site = loadSite();
    const paths = site.remotes.flatMap((remote) =>
      loadPages(path.join(ROOT, remote.package)).map((page) => page.path),
    );
    expect(paths.length).toBeGreaterThan(site.remotes.length);
    expect(paths.filter((route, index) => paths.indexOf(route) !== index)).toEqual([]);
  });

  it('names the file and the field when a page lacks its layout', () => {
    const dir = changedCopy((pages) => {
      delete pages[0].layout;
    });
    expect(() => loadPages(dir)).toThrow(
      /pages\.json is not valid:\n {2}- \/pages\/0 must have required property 'layout'/,
    );
  });

  it('refuses a page file that does not exist, and a path or module listed twice', () => {
    const dir = changedCopy((pages) => {
      pages[1].source = 'src/features/blog/NoSuchPage.tsx';
      pages.push({ ...pages[2] });
    });
    expect(() => loadPages(dir)).toThrow('/blog: the file src/features/blog/NoSuchPage.tsx does not exist');
    expect(() => loadPages(dir)).toThrow('the path /products/:categoryId is listed twice');
    expect(() => loadPages(dir)).toThrow('the module ./CategoryProductsPage is listed twice');
  });

  it('checks a drawer count: its description must show where the count goes', () => {
    const dir = changedCopy((pages) => {
      pages[6].menuBadge = {
        api: '/saved/count',
        count: 'total',
        refreshOn: ['saved'],
        description: 'saved',
      };
    });
    expect(() => loadPages(dir)).toThrow('/pages/6/menuBadge/description must match pattern');
  });

  it('gives the exposes, the published route list and the dev host module of the remote', () => {
    const pages = loadPages(CATALOG);
    expect(exposesOf(pages)['./BlogPage']).toBe('./src/features/blog/BlogPage.tsx');
    const list = routeListOf('catalog', pages);
    expect(list.remote).toBe('catalog');
    expect(list.routes.find((route) => route.path === '/blog')).toEqual({
      path: '/blog',
      layout: 'main',
      access: 'public',
      module: './BlogPage',
      // Its built document, relative to routes.json, for the document server.
      document: 'documents/blog-document.js',
    });
    expect(documentEntriesOf(pages)).toMatchObject({
      'blog-document': './src/documents/blog-document.ts',
    });
    expect(pageModulesSource('catalog', pages)).toContain(
      `"./BlogPage": lazy(() => import("./features/blog/BlogPage")),`,
    );
  });
});
