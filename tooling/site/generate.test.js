const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { staleFiles } = require('./generate');
const { loadSite, ROOT } = require('./site-config');

describe('the files generated from the site map', () => {
  it('are current in the repository', () => {
    expect(staleFiles(loadSite())).toEqual([]);
  });

  it('are reported stale when the API moves to another port', () => {
    const site = JSON.parse(fs.readFileSync(path.join(ROOT, 'site.config.json'), 'utf8'));
    site.api.port = 4010;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-map-')), 'site.config.json');
    fs.writeFileSync(file, JSON.stringify(site));
    expect(staleFiles(loadSite(file)).sort()).toEqual([
      'api/src/config/local-site.ts',
      'serve.shell.json',
      'shared/src/constants/local-site.ts',
      'shell/src/federation/local-runtime-config.ts',
    ]);
  });
});
