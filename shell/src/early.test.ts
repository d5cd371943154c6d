import type { RemoteRouteList } from '@marketplace/shared/types';

const catalogRoutes: RemoteRouteList = {
  version: 1,
  remote: 'catalog',
  routes: [{ path: '/', layout: 'main', access: 'public', module: './HomePage' }],
};

function json(body: unknown): Response {
  return { ok: true, status: 200, json: async () => body } as Response;
}

/** A fresh copy of early.ts, as a page that runs early.js: the start begins when the module is evaluated. */
function runEarlyScript(): typeof import('./early') {
  let early: typeof import('./early') | undefined;
  jest.isolateModules(() => {
    early = require('./early');
  });
  if (!early) throw new Error('early.ts did not load');
  return early;
}

describe('early.js', () => {
  const requested: string[] = [];

  beforeAll(() => {
    document.head.innerHTML = '';
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      if (url === '/remotes.json')
        return json({ remotes: { catalog: { entry: 'http://localhost:3001/mf-manifest.json' } } });
      if (url === 'http://localhost:3001/routes.json') return json(catalogRoutes);
      return { ok: false, status: 404, json: async () => ({}) } as Response;
    }) as typeof fetch;
  });

  it('reads remotes.json and every route list, and preloads the first page, as soon as it runs', async () => {
    const { earlyStart } = runEarlyScript();
    const early = await earlyStart;
    expect(early.config.remotes.catalog?.entry).toBe('http://localhost:3001/mf-manifest.json');
    expect(early.lists.find((list) => list.remote === 'catalog')?.list).toEqual(catalogRoutes);
    expect(requested).toEqual(expect.arrayContaining(['/remotes.json', 'http://localhost:3001/routes.json']));
    expect(document.head.querySelector('link[as="script"]')?.getAttribute('href')).toBe(
      'http://localhost:3001/remoteEntry.js',
    );
  });

  it('is taken over by importing the module again: the same start, nothing fetched twice', async () => {
    let first: typeof import('./early') | undefined;
    let again: typeof import('./early') | undefined;
    jest.isolateModules(() => {
      first = require('./early');
      again = require('./early');
    });
    await first?.earlyStart;
    const count = requested.length;
    expect(again?.earlyStart).toBe(first?.earlyStart);
    await again?.earlyStart;
    expect(requested).toHaveLength(count);
  });
});

describe('early.js with a route list it cannot preload from', () => {
  it('still starts the site, without preloads, and says why', async () => {
    document.head.innerHTML = '';
    const unreadable: RemoteRouteList = {
      ...catalogRoutes,
      routes: [
        { ...catalogRoutes.routes[0]!, preload: [{ as: 'image', imageSrcSet: 'http://[broken 640w' }] },
      ],
    };
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) =>
      String(input) === '/remotes.json'
        ? json({ remotes: { catalog: { entry: 'http://localhost:3001/mf-manifest.json' } } })
        : json(unreadable),
    ) as typeof fetch;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const early = await runEarlyScript().earlyStart;
    expect(early.lists.find((list) => list.remote === 'catalog')?.list).toEqual(unreadable);
    expect(warn).toHaveBeenCalledWith(
      'No preload hints from the route list of catalog:',
      expect.objectContaining({ message: expect.stringContaining('Invalid URL') }),
    );
    warn.mockRestore();
  });
});
