import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig } from './runtime-config';

describe('loadRuntimeConfig', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('takes remote locations from remotes.json, keeping defaults for what it leaves out', async () => {
    const fetchImpl = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({
        remotes: { catalog: { entry: 'https://cdn.test/catalog/7/mf-manifest.json' } },
        apiUrl: 'https://api.test',
      }),
    }));
    const config = await loadRuntimeConfig(fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json');
    expect(config.remotes.catalog?.entry).toBe('https://cdn.test/catalog/7/mf-manifest.json');
    expect(config.remotes.auth).toEqual(DEFAULT_RUNTIME_CONFIG.remotes.auth);
    expect(config.apiUrl).toBe('https://api.test');
    expect(config.firebase.projectId).toBe('demo-furniture');
  });

  it('resolves entries relative to the site, as a deploy folder writes them', async () => {
    const fetchImpl = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ remotes: { catalog: { entry: '/mfe-catalog/1.0.0-ab12/mf-manifest.json' } } }),
    }));
    const config = await loadRuntimeConfig(
      fetchImpl as unknown as typeof fetch,
      'https://shop.test/products/3',
    );
    expect(config.remotes.catalog?.entry).toBe('https://shop.test/mfe-catalog/1.0.0-ab12/mf-manifest.json');
    expect(config.remotes.auth).toEqual(DEFAULT_RUNTIME_CONFIG.remotes.auth);
  });

  it("resolves a canary's entry relative to the site too", async () => {
    const canary = { entry: '/mfe-catalog/1.1.0-cd34/mf-manifest.json', version: '1.1.0-cd34', share: 20 };
    const fetchImpl = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({
        remotes: { catalog: { entry: '/mfe-catalog/1.0.0-ab12/mf-manifest.json', status: 'canary', canary } },
      }),
    }));
    const config = await loadRuntimeConfig(fetchImpl as unknown as typeof fetch, 'https://shop.test/blog');
    expect(config.remotes.catalog?.canary).toEqual({
      ...canary,
      entry: 'https://shop.test/mfe-catalog/1.1.0-cd34/mf-manifest.json',
    });
  });

  it('uses the localhost defaults when remotes.json cannot be read', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) }));
    await expect(loadRuntimeConfig(fetchImpl as unknown as typeof fetch)).resolves.toEqual(
      DEFAULT_RUNTIME_CONFIG,
    );
  });
});
