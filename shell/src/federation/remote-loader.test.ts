import type { RemotesConfig } from '@marketplace/shared/types';
import { getInstance } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './remote-error-plugin';
import { loadedRemotePage, loadRemotePage, registerRemoteEntries } from './remote-loader';

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

  it('registers every remote of remotes.json with the entry script beside its manifest', () => {
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'http://localhost:3001/remoteEntry.js' }],
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
    const cause = new Error('RUNTIME-008: failed to load the entry script');
    federation.loadRemote.mockRejectedValue(cause);
    await expect(loadRemotePage('catalog', './HomePage')).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      remote: 'catalog',
      cause,
    });
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'catalog', entry: 'http://localhost:3001/remoteEntry.js' }],
      { force: true },
    );
  });

  it('keeps the error the federation plugin made, naming the remote', async () => {
    const unavailable = new RemoteUnavailableError('catalog', new Error('Failed to fetch'));
    federation.loadRemote.mockRejectedValue(unavailable);
    await expect(loadRemotePage('catalog', './HomePage')).rejects.toBe(unavailable);
  });

  it('rejects a module without a default export as a remote that cannot load', async () => {
    federation.loadRemote.mockResolvedValue({});
    const failure = await loadRemotePage('catalog', './Nothing').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RemoteUnavailableError);
    expect((failure as RemoteUnavailableError).cause).toEqual(
      new Error('catalog exposes no page at ./Nothing'),
    );
  });

  it('shares one load of a page between the early start and the page, and keeps the loaded module', async () => {
    const Page = () => null;
    federation.loadRemote.mockResolvedValue({ default: Page });
    expect(loadedRemotePage('catalog', './HomePage')).toBeUndefined();
    const early = loadRemotePage('catalog', './HomePage');
    const page = loadRemotePage('catalog', './HomePage');
    expect(page).toBe(early);
    await page;
    expect(federation.loadRemote).toHaveBeenCalledTimes(1);
    expect(loadedRemotePage('catalog', './HomePage')).toEqual({ default: Page });
  });

  it('forgets a failed load, so the next attempt goes back to the runtime', async () => {
    const Page = () => null;
    federation.loadRemote
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValueOnce({ default: Page });
    await expect(loadRemotePage('catalog', './HomePage')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(loadedRemotePage('catalog', './HomePage')).toBeUndefined();
    await expect(loadRemotePage('catalog', './HomePage')).resolves.toEqual({ default: Page });
    expect(federation.loadRemote).toHaveBeenCalledTimes(2);
  });
});
