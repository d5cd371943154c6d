import type { RemotesConfig } from '@marketplace/shared/types';
import { scriptFolders } from './attribution';
import { createItemBuilder } from './telemetry-items';

const config = {
  remotes: {
    catalog: { entry: '/mfe-catalog/0.1.0-canary0001/mf-manifest.json' },
    auth: { entry: '/mfe-auth/0.1.0-stable0001/mf-manifest.json' },
  },
} as unknown as RemotesConfig;
const releases = {
  catalog: { version: '0.1.0-canary0001', cohort: 'canary' as const },
  auth: { version: '0.1.0-stable0001', cohort: 'stable' as const },
};

function builder(pathname = '/products/Sofa?sort=price') {
  return createItemBuilder({
    releases,
    folders: scriptFolders(config, 'http://localhost:3000/'),
    pathname: () => pathname,
  });
}

describe('telemetry items', () => {
  it("names a page view's remote, version, cohort and route pattern", () => {
    expect(builder().fromEvent({ kind: 'page-view', remote: 'catalog', route: '/item/:id' })).toEqual({
      type: 'page-view',
      remote: 'catalog',
      version: '0.1.0-canary0001',
      cohort: 'canary',
      route: '/item/:id',
    });
  });

  it("gives an uncaught error to the remote whose script threw, on the current page's route", () => {
    const items = builder();
    items.fromEvent({ kind: 'page-view', remote: 'auth', route: '/login' });
    const error = new TypeError('x is undefined');
    error.stack = `TypeError: x is undefined\n    at List (http://localhost:3000/mfe-catalog/0.1.0-canary0001/412.js:1:99)`;
    expect(items.fromEvent({ kind: 'error', source: 'error', error })).toEqual({
      type: 'error',
      source: 'error',
      remote: 'catalog',
      version: '0.1.0-canary0001',
      cohort: 'canary',
      route: '/login',
      message: 'TypeError: x is undefined',
      topFrame: 'at List (http://localhost:3000/mfe-catalog/0.1.0-canary0001/412.js:1:99)',
      stack: error.stack,
    });
  });

  it("gives a boundary's catch to the boundary's remote and the shell's own errors to the shell", () => {
    const items = builder();
    const caught = items.fromEvent({
      kind: 'error',
      source: 'boundary',
      remote: 'auth',
      error: new Error('a'),
    });
    expect(caught).toMatchObject({ remote: 'auth', version: '0.1.0-stable0001', route: '/products/Sofa' });
    const own = items.fromEvent({ kind: 'error', source: 'rejection', error: 'plain reason' });
    expect(own).toMatchObject({ remote: 'shell', message: 'plain reason', cohort: 'stable' });
    expect(own).not.toHaveProperty('stack');
  });

  it('sends no query string, email address or token', () => {
    const error = new Error('No user jane@example.com for eyJhbGciOiJI.eyJzdWIi.c2ln at /search?q=oak');
    error.stack = `${error.message}\n    at f (http://localhost:3000/main.js?token=abc:1:2)`;
    const item = builder('/search?q=jane@example.com').fromEvent({ kind: 'error', source: 'error', error });
    const sent = JSON.stringify(item);
    expect(sent).not.toMatch(/jane|example\.com|eyJ|\?q=|token=abc|oak/);
    expect(item).toMatchObject({ route: '/search', topFrame: 'at f (http://localhost:3000/main.js:1:2)' });
  });

  it('names the cause of a remote that could not load', () => {
    const error = new Error('The "catalog" part of the site could not be loaded.', {
      cause: new Error('RUNTIME-008'),
    });
    const item = builder().fromEvent({ kind: 'error', source: 'load', remote: 'catalog', error });
    expect(item).toMatchObject({
      source: 'load',
      remote: 'catalog',
      message: expect.stringMatching(/RUNTIME-008$/),
    });
  });

  it('leaves out what belongs to a remote this tab does not report (an override)', () => {
    const items = createItemBuilder({ releases: {}, folders: [], pathname: () => '/' });
    expect(items.fromEvent({ kind: 'page-view', remote: 'catalog', route: '/' })).toBeUndefined();
    expect(items.fromVital({ name: 'LCP', value: 900, remote: 'catalog' })).toBeUndefined();
  });

  it("gives a vital to the remote owning its element, else to the current page's remote", () => {
    const items = builder();
    items.fromEvent({ kind: 'page-view', remote: 'auth', route: '/login' });
    expect(items.fromVital({ name: 'LCP', value: 1234.5, remote: 'catalog' })).toEqual({
      type: 'vital',
      name: 'LCP',
      value: 1234.5,
      remote: 'catalog',
      version: '0.1.0-canary0001',
      cohort: 'canary',
      route: '/login',
    });
    expect(items.fromVital({ name: 'TTFB', value: 80 })).toMatchObject({ remote: 'auth' });
    expect(items.fromVital({ name: 'INP', value: 9e9, remote: 'auth' })).toMatchObject({ value: 600_000 });
  });
});
