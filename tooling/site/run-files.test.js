const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { emulatorArgs, writeServeConfig } = require('./run-files');
const { loadSite } = require('./site-config');

/** The site map with the catalog and the Auth Emulator moved, as a one-line edit of site.config.json would. */
function movedSite() {
  const site = structuredClone(loadSite());
  site.remotes[0].port = 3011;
  site.authEmulator.port = 9111;
  return site;
}

describe("the servers' files written from the site map", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-files-'));

  it("gives the shell's static server a CSP naming the remote on its moved port", () => {
    const config = JSON.parse(fs.readFileSync(writeServeConfig(movedSite(), 'shell', dir), 'utf8'));
    const csp = config.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === 'Content-Security-Policy')?.value;
    expect(csp).toContain("script-src 'self' http://localhost:3011 ");
    expect(csp).toContain('http://127.0.0.1:9111');
  });

  it("gives the shell's page preconnect hints to every remote and the API, the moved one included", () => {
    const site = movedSite();
    const config = JSON.parse(fs.readFileSync(writeServeConfig(site, 'shell', dir), 'utf8'));
    const indexRule = config.headers.find((rule) => rule.source === 'index.html');
    const links = indexRule.headers.find((header) => header.key === 'Link').value.split(', ');
    const api = `http://localhost:${site.api.port}`;
    expect(links).toContain('<http://localhost:3011>; rel=preconnect; crossorigin');
    expect(links).toContain(`<${api}>; rel=preconnect; crossorigin`);
    expect(links).toContain(`<${api}>; rel=preconnect`);
    expect(links).toHaveLength(site.remotes.length + 2);
  });

  it("gives a remote's static server no preconnect hints", () => {
    const config = JSON.parse(fs.readFileSync(writeServeConfig(movedSite(), 'remote', dir), 'utf8'));
    expect(config.headers.flatMap((rule) => rule.headers).some((header) => header.key === 'Link')).toBe(
      false,
    );
  });

  it('starts the Auth Emulator from a firebase.json with the moved port', () => {
    const args = emulatorArgs(movedSite(), dir);
    expect(args.slice(0, 5)).toEqual(['emulators:start', '--only', 'auth', '--project', 'demo-furniture']);
    const firebase = JSON.parse(fs.readFileSync(args[args.indexOf('--config') + 1], 'utf8'));
    expect(firebase.emulators.auth).toEqual({ host: '127.0.0.1', port: 9111 });
  });

  it("keeps the emulator's accounts in a folder when asked (import at start, export on a clean exit)", () => {
    const accounts = path.join(dir, 'auth-emulator');
    const args = emulatorArgs(movedSite(), dir, { accountsDir: accounts });
    expect(args.slice(-4)).toEqual(['--import', accounts, '--export-on-exit', accounts]);
    expect(emulatorArgs(movedSite(), dir)).not.toContain('--import');
  });
});
