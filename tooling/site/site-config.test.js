const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { contentSecurityPolicy, loadSite, localRuntimeConfig, partsOf, ROOT } = require('./site-config');

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
  it('loads the committed site.config.json, the emulator, MailDev, the API and the shell before the remotes', () => {
    const raw = JSON.parse(fs.readFileSync(SITE_FILE, 'utf8'));
    const site = loadSite(SITE_FILE);
    expect(partsOf(site).map((part) => part.port)).toEqual([
      raw.authEmulator.port,
      raw.mail.webPort,
      raw.api.port,
      raw.shell.port,
      ...raw.remotes.map((remote) => remote.port),
    ]);
  });

  it('names the file and the field when a remote lacks its port', () => {
    const file = changedCopy((site) => {
      delete site.remotes[0].port;
    });
    expect(() => loadSite(file)).toThrow(
      /site\.config\.json is not valid:\n {2}- \/remotes\/0 must have required property 'port'/,
    );
  });

  it('refuses two parts on one port and a package folder that does not exist', () => {
    const file = changedCopy((site) => {
      site.remotes[1].port = site.remotes[0].port;
      site.remotes[0].package = 'mfe-no-such-folder';
    });
    expect(() => loadSite(file)).toThrow('port 3001 is used by two parts');
    expect(() => loadSite(file)).toThrow('remotes.catalog.package: no package at mfe-no-such-folder/');
  });

  it('keeps pages out: they belong to each remote', () => {
    const file = changedCopy((site) => {
      site.remotes[0].pages = [];
    });
    expect(() => loadSite(file)).toThrow('/remotes/0 must NOT have additional properties');
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
});
