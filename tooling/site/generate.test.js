const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { staleFiles } = require('./generate');
const { loadSite, ROOT } = require('./site-config');

describe('the files generated from the site map', () => {
  it('are current in the repository', () => {
    expect(staleFiles(loadSite())).toEqual([]);
  });

  it('are reported stale when a page is added to the map', () => {
    const site = JSON.parse(fs.readFileSync(path.join(ROOT, 'site.config.json'), 'utf8'));
    site.remotes[0].pages.push({ ...site.remotes[0].pages[1], path: '/blog-2', module: './BlogTwoPage' });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-map-')), 'site.config.json');
    fs.writeFileSync(file, JSON.stringify(site));
    expect(staleFiles(loadSite(file)).sort()).toEqual([
      'mfe-catalog/src/pages.ts',
      'mfe-catalog/src/routes.json',
    ]);
  });
});
