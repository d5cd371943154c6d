const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  contentSecurityPolicy,
  exposesOf,
  loadSite,
  localRuntimeConfig,
  partsOf,
  ROOT,
  routeListOf,
} = require('./site-config');

const SITE_FILE = path.join(ROOT, 'site.config.json');

/** A copy of the site map with `change` applied, written to a temporary file. */
function changedCopy(change) {
  const site = JSON.parse(fs.readFileSync(SITE_FILE, 'utf8'));
  change(site);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-map-')), 'site.config.json');
  fs.writeFileSync(file, JSON.stringify(site));
  return file;
}

describe('the site map', () => {
  it('loads the committed site.config.json', () => {
    const site = loadSite(SITE_FILE);
    expect(partsOf(site).map((part) => part.port)).toEqual([9099, 4000, 3000, 3001, 3002, 3003, 3004]);
  });

  it('names the file and the field when a page lacks its layout', () => {
    const file = changedCopy((site) => {
      delete site.remotes[0].pages[0].layout;
    });
    expect(() => loadSite(file)).toThrow(
      /site\.config\.json is not valid:\n {2}- \/remotes\/0\/pages\/0 must have required property 'layout'/,
    );
  });

  it('refuses two parts on one port and a page file that does not exist', () => {
    const file = changedCopy((site) => {
      site.remotes[1].port = site.remotes[0].port;
      site.remotes[0].pages[1].source = 'src/features/blog/NoSuchPage.tsx';
    });
    expect(() => loadSite(file)).toThrow('port 3001 is used by two parts');
    expect(() => loadSite(file)).toThrow(
      'source mfe-catalog/src/features/blog/NoSuchPage.tsx does not exist',
    );
  });

  it('moves a remote everywhere with its one port line', () => {
    const site = loadSite(
      changedCopy((map) => {
        map.remotes[0].port = 3011;
      }),
    );
    expect(localRuntimeConfig(site).remotes).toMatchObject({
      catalog: { entry: 'http://localhost:3011/mf-manifest.json' },
    });
    expect(contentSecurityPolicy(site)).toContain("script-src 'self' http://localhost:3011 ");
    expect(contentSecurityPolicy(site)).not.toContain('3001');
  });

  it('derives the exposes and the route list of a remote from its pages', () => {
    const catalog = loadSite(SITE_FILE).remotes[0];
    expect(exposesOf(catalog)['./BlogPage']).toBe('./src/features/blog/BlogPage.tsx');
    const list = routeListOf(catalog);
    expect(list.remote).toBe('catalog');
    expect(list.routes.find((route) => route.path === '/blog')).toEqual({
      path: '/blog',
      layout: 'main',
      access: 'public',
      module: './BlogPage',
    });
  });
});
