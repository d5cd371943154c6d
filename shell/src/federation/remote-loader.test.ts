import type { RemotesConfig } from '@marketplace/shared/types';
import { getInstance } from '@module-federation/enhanced/runtime';
import { loadRemotePage, registerRemoteEntries } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

const federation = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
const config = {
  remotes: { catalog: { entry: 'http://localhost:3001/mf-manifest.json' } },
} as unknown as RemotesConfig;

describe('remote loader', () => {
  beforeEach(() => {
    jest.mocked(getInstance).mockReturnValue(federation as unknown as ReturnType<typeof getInstance>);
    federation.registerRemotes.mockReset();
    federation.loadRemote.mockReset();
    registerRemoteEntries(config);
  });

  it('registers every remote of remotes.json with its manifest URL', () => {
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'http://localhost:3001/mf-manifest.json' }],
      { force: true },
    );
  });

  it('loads an exposed page by remote and module name', async () => {
    const Page = () => null;
    federation.loadRemote.mockResolvedValue({ default: Page });
    await expect(loadRemotePage('catalog', './HomePage')).resolves.toEqual({ default: Page });
    expect(federation.loadRemote).toHaveBeenCalledWith('catalog/HomePage');
  });

  it('re-registers a remote that failed, so Retry goes back to the network instead of a cached failure', async () => {
    federation.registerRemotes.mockClear();
    federation.loadRemote.mockRejectedValue(new Error('RUNTIME-003: failed to fetch the manifest'));
    await expect(loadRemotePage('catalog', './HomePage')).rejects.toThrow('RUNTIME-003');
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'http://localhost:3001/mf-manifest.json' }],
      { force: true },
    );
  });

  it('rejects a module without a default export', async () => {
    federation.loadRemote.mockResolvedValue({});
    await expect(loadRemotePage('catalog', './Nothing')).rejects.toThrow(
      'catalog exposes no page at ./Nothing',
    );
  });
});
