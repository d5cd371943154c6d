import {
  applyRemoteOverrides,
  clearRemoteOverride,
  overridesAllowed,
  takeOverridesFromUrl,
} from './remote-overrides';
import { DEFAULT_RUNTIME_CONFIG } from './runtime-config';

const LOCAL = 'http://localhost:3101/mf-manifest.json';

beforeEach(() => localStorage.clear());

describe('overridesAllowed', () => {
  it('always allows them in a development build', () => {
    expect(overridesAllowed(DEFAULT_RUNTIME_CONFIG, 'development')).toBe(true);
  });

  it('ignores them in a production build unless remotes.json allows them', () => {
    expect(overridesAllowed(DEFAULT_RUNTIME_CONFIG, 'production')).toBe(false);
    expect(overridesAllowed({ ...DEFAULT_RUNTIME_CONFIG, allowRemoteOverrides: false }, 'production')).toBe(
      false,
    );
    expect(overridesAllowed({ ...DEFAULT_RUNTIME_CONFIG, allowRemoteOverrides: true }, 'production')).toBe(
      true,
    );
  });
});

describe('takeOverridesFromUrl', () => {
  it('stores the override of the query and returns the address without it', () => {
    const url = new URL(`http://site.test/products/2?remote-override=catalog@${LOCAL}&page=2`);
    const cleaned = takeOverridesFromUrl(url, DEFAULT_RUNTIME_CONFIG, localStorage);
    expect(localStorage.getItem('remote-override:catalog')).toBe(LOCAL);
    expect(cleaned?.href).toBe('http://site.test/products/2?page=2');
  });

  it('skips unknown remotes and addresses that are not http(s)', () => {
    const query = [
      'nobody@http://x.test/mf-manifest.json',
      'auth@javascript:alert(1)',
      'seller@not a url',
      'admin',
    ]
      .map((value) => `remote-override=${encodeURIComponent(value)}`)
      .join('&');
    takeOverridesFromUrl(new URL(`http://site.test/?${query}`), DEFAULT_RUNTIME_CONFIG, localStorage);
    expect(localStorage.length).toBe(0);
  });

  it('clears an override given the remote name alone', () => {
    localStorage.setItem('remote-override:catalog', LOCAL);
    takeOverridesFromUrl(
      new URL('http://site.test/?remote-override=catalog@'),
      DEFAULT_RUNTIME_CONFIG,
      localStorage,
    );
    expect(localStorage.getItem('remote-override:catalog')).toBeNull();
  });

  it('leaves an address without overrides alone', () => {
    expect(
      takeOverridesFromUrl(new URL('http://site.test/?page=2'), DEFAULT_RUNTIME_CONFIG, localStorage),
    ).toBeNull();
  });
});

describe('applyRemoteOverrides', () => {
  it('points only the overridden remote at its stored manifest', () => {
    localStorage.setItem('remote-override:catalog', LOCAL);
    const { config, overrides } = applyRemoteOverrides(DEFAULT_RUNTIME_CONFIG, localStorage);
    expect(overrides).toEqual({ catalog: LOCAL });
    expect(config.remotes.catalog?.entry).toBe(LOCAL);
    expect(config.remotes.auth).toEqual(DEFAULT_RUNTIME_CONFIG.remotes.auth);
    expect(DEFAULT_RUNTIME_CONFIG.remotes.catalog?.entry).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('applies nothing once the override is cleared', () => {
    localStorage.setItem('remote-override:catalog', LOCAL);
    clearRemoteOverride('catalog', localStorage);
    expect(applyRemoteOverrides(DEFAULT_RUNTIME_CONFIG, localStorage).overrides).toEqual({});
  });
});
