const { loadSite } = require('../site/site-config');
const { developedParts, servedParts } = require('./site-parts');

describe('servedParts', () => {
  const site = loadSite();
  const parts = servedParts(site);

  it('runs what serve:all ran, in the same order, each with the command that runs it alone', () => {
    expect(parts.map((part) => [part.name, part.command])).toEqual([
      ['emulator', 'npm run emulator'],
      ['mail', 'npm run maildev'],
      ['api', 'FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 npm run serve -w api'],
      ['shell', 'npm run serve -w shell'],
      ['catalog', 'npm run serve -w mfe-catalog'],
      ['auth', 'npm run serve -w mfe-auth'],
      ['seller', 'npm run serve -w mfe-dashboard-seller'],
      ['admin', 'npm run serve -w mfe-dashboard-admin'],
      ['messages', 'npm run serve -w mfe-messages'],
      ['ready', 'node tooling/site/site-cli.js ready'],
    ]);
  });

  it('names each part with its package and port; only the announcer is meant to finish', () => {
    const { port } = site.remotes.find((remote) => remote.name === 'auth');
    expect(parts.find((part) => part.name === 'auth')?.label).toBe(`auth (mfe-auth, port ${port})`);
    expect(parts.filter((part) => part.finishes).map((part) => part.name)).toEqual(['ready']);
  });
});

describe('developedParts', () => {
  it('runs every part of the site map with its dev server: the API watching its build, each front end webpack', () => {
    expect(developedParts(loadSite())).toEqual([
      { name: 'emulator', command: 'npm run emulator' },
      { name: 'mail', command: 'npm run maildev' },
      { name: 'api', command: 'FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 npm run dev -w api' },
      { name: 'shell', command: 'npm run start -w shell' },
      { name: 'catalog', command: 'npm run start -w mfe-catalog' },
      { name: 'auth', command: 'npm run start -w mfe-auth' },
      { name: 'seller', command: 'npm run start -w mfe-dashboard-seller' },
      { name: 'admin', command: 'npm run start -w mfe-dashboard-admin' },
      { name: 'messages', command: 'npm run start -w mfe-messages' },
    ]);
  });
});
