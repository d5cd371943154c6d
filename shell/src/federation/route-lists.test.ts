import type { RemoteRouteList, RemotesConfig } from '@marketplace/shared/types';
import { fetchRouteLists, routeListUrl } from './route-lists';

const config = {
  remotes: {
    catalog: { entry: 'http://catalog.test/v3/mf-manifest.json' },
    auth: { entry: 'http://auth.test/mf-manifest.json' },
  },
} as unknown as RemotesConfig;

const catalogList: RemoteRouteList = {
  version: 1,
  remote: 'catalog',
  routes: [{ path: '/', layout: 'main', access: 'public', module: './HomePage' }],
};

function respond(body: unknown, status = 200): Response {
  return { ok: status < 400, status, json: async () => body } as Response;
}

describe('fetchRouteLists', () => {
  beforeEach(() => localStorage.clear());

  it('reads routes.json beside each remote manifest', async () => {
    expect(routeListUrl('http://catalog.test/v3/mf-manifest.json')).toBe(
      'http://catalog.test/v3/routes.json',
    );
    const fetchImpl = jest.fn(async (url: string | URL | Request) =>
      String(url).includes('catalog')
        ? respond(catalogList)
        : respond({ ...catalogList, remote: 'auth', routes: [] }),
    );
    const lists = await fetchRouteLists(config, fetchImpl as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('http://catalog.test/v3/routes.json', expect.anything());
    expect(lists).toEqual([
      { remote: 'catalog', list: catalogList },
      { remote: 'auth', list: { ...catalogList, remote: 'auth', routes: [] } },
    ]);
  });

  it('hands over each list as it arrives, without waiting for the slowest remote', async () => {
    let answerAuth: (response: Response) => void = () => undefined;
    const fetchImpl = jest.fn((url: string | URL | Request) =>
      String(url).includes('catalog')
        ? Promise.resolve(respond(catalogList))
        : new Promise<Response>((resolve) => {
            answerAuth = resolve;
          }),
    );
    const seen: string[] = [];
    const all = fetchRouteLists(config, fetchImpl as typeof fetch, (routes) => seen.push(routes.remote));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['catalog']);
    answerAuth(respond({ ...catalogList, remote: 'auth', routes: [] }));
    await all;
    expect(seen).toEqual(['catalog', 'auth']);
  });

  it('falls back to the last good copy when a remote is down, and reports the failure', async () => {
    const up = jest.fn(async () => respond(catalogList));
    await fetchRouteLists(config, up as unknown as typeof fetch);
    const down = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const lists = await fetchRouteLists(config, down as unknown as typeof fetch);
    expect(lists[0]).toEqual({ remote: 'catalog', list: catalogList, error: 'Failed to fetch' });
  });

  it('gives no routes for a remote never seen and down now, rather than failing the whole site', async () => {
    const fetchImpl = jest.fn(async (url: string | URL | Request) =>
      String(url).includes('catalog') ? respond(catalogList) : respond('Not Found', 404),
    );
    const lists = await fetchRouteLists(config, fetchImpl as typeof fetch);
    expect(lists[0]?.list).toEqual(catalogList);
    expect(lists[1]).toEqual({ remote: 'auth', list: null, error: 'routes.json answered 404' });
  });

  it('rejects a routes.json of an unknown shape', async () => {
    const fetchImpl = jest.fn(async () => respond({ version: 2, routes: 'all' }));
    const lists = await fetchRouteLists(config, fetchImpl as unknown as typeof fetch);
    expect(
      lists.every((entry) => entry.list === null && entry.error === 'routes.json has an unknown shape'),
    ).toBe(true);
  });
});
