import type { RemoteRouteList } from '@marketplace/shared/types';
import { startEarly } from './early-start';

const catalogRoutes: RemoteRouteList = {
  version: 1,
  remote: 'catalog',
  routes: [{ path: '/', layout: 'main', access: 'public', module: './HomePage' }],
};

function json(body: unknown): Response {
  return { ok: true, status: 200, json: async () => body } as Response;
}

describe('startEarly', () => {
  const requested: string[] = [];

  beforeAll(() => {
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      if (url === '/remotes.json')
        return json({ remotes: { catalog: { entry: 'http://localhost:3001/mf-manifest.json' } } });
      if (url === 'http://localhost:3001/routes.json') return json(catalogRoutes);
      return { ok: false, status: 404, json: async () => ({}) } as Response;
    }) as typeof fetch;
  });

  it('reads remotes.json and every route list, and hints the first page, before the app starts', async () => {
    const early = await startEarly();
    expect(early.config.remotes.catalog?.entry).toBe('http://localhost:3001/mf-manifest.json');
    expect(early.lists.find((list) => list.remote === 'catalog')?.list).toEqual(catalogRoutes);
    expect(requested).toEqual(expect.arrayContaining(['/remotes.json', 'http://localhost:3001/routes.json']));
    expect(document.head.querySelector('link[as="script"]')?.getAttribute('href')).toBe(
      'http://localhost:3001/remoteEntry.js',
    );
  });

  it('starts once: bootstrap gets the same result without fetching again', async () => {
    const count = requested.length;
    const first = startEarly();
    expect(startEarly()).toBe(first);
    await first;
    expect(requested).toHaveLength(count);
  });

  it('is taken over by another bundle on the page, as main.js takes over the start early.ts made', async () => {
    const count = requested.length;
    let secondCopy: typeof import('./early-start') | undefined;
    jest.isolateModules(() => {
      secondCopy = require('./early-start');
    });
    expect(secondCopy?.startEarly).not.toBe(startEarly);
    expect(secondCopy?.startEarly()).toBe(startEarly());
    await startEarly();
    expect(requested).toHaveLength(count);
  });
});

describe('startEarly with a route list it cannot hint from', () => {
  it('still starts the site, without hints, and says why', async () => {
    delete (window as unknown as Record<string, unknown>).__marketplaceEarlyStart;
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
    const early = await startEarly();
    expect(early.lists.find((list) => list.remote === 'catalog')?.list).toEqual(unreadable);
    expect(warn).toHaveBeenCalledWith(
      'No preload hints from the route list of catalog:',
      expect.objectContaining({ message: expect.stringContaining('Invalid URL') }),
    );
    warn.mockRestore();
  });
});
