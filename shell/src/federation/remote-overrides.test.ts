import type { RemotesConfig } from '@marketplace/shared/types';
import {
  applyRemoteOverrides,
  clearRemoteOverride,
  forgetLastingOverrides,
  overridesAllowed,
  takeOverridesFromUrl,
} from './remote-overrides';
import { DEFAULT_RUNTIME_CONFIG } from './runtime-config';

const LOCAL = 'http://localhost:3101/mf-manifest.json';
/** A site that allows overrides from any port of localhost, as the local remotes.json does. */
const ALLOWING: RemotesConfig = {
  ...DEFAULT_RUNTIME_CONFIG,
  allowRemoteOverrides: true,
  remoteOverrideOrigins: ['http://localhost:*'],
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('overridesAllowed', () => {
  it('allows them only when remotes.json switches them on and lists where they may come from', () => {
    expect(overridesAllowed(DEFAULT_RUNTIME_CONFIG)).toBe(false);
    expect(overridesAllowed({ ...ALLOWING, allowRemoteOverrides: false })).toBe(false);
    expect(overridesAllowed({ ...ALLOWING, remoteOverrideOrigins: [] })).toBe(false);
    expect(overridesAllowed({ ...ALLOWING, remoteOverrideOrigins: undefined })).toBe(false);
    expect(overridesAllowed(ALLOWING)).toBe(true);
  });
});

describe('takeOverridesFromUrl', () => {
  it('stores the override of the query and returns the address without it', () => {
    const url = new URL(`http://site.test/products/2?remote-override=catalog@${LOCAL}&page=2`);
    const cleaned = takeOverridesFromUrl(url, ALLOWING, sessionStorage);
    expect(sessionStorage.getItem('remote-override:catalog')).toBe(LOCAL);
    expect(cleaned?.href).toBe('http://site.test/products/2?page=2');
  });

  it('skips unknown remotes, addresses that are not http(s) and origins remotes.json does not list', () => {
    const query = [
      'nobody@http://localhost:3101/mf-manifest.json',
      'auth@javascript:alert(1)',
      'seller@not a url',
      'admin',
      'catalog@https://attacker.example/mf-manifest.json',
      'auth@http://127.0.0.1:3101/mf-manifest.json',
      'seller@https://localhost:3101/mf-manifest.json',
    ]
      .map((value) => `remote-override=${encodeURIComponent(value)}`)
      .join('&');
    const cleaned = takeOverridesFromUrl(new URL(`http://site.test/?${query}`), ALLOWING, sessionStorage);
    expect(sessionStorage.length).toBe(0);
    expect(cleaned?.href).toBe('http://site.test/');
  });

  it('takes an exact origin as exactly that origin', () => {
    const config = { ...ALLOWING, remoteOverrideOrigins: ['https://previews.example.com'] };
    const query = [
      'catalog@https://previews.example.com/catalog/mf-manifest.json',
      'auth@https://previews.example.com:8443/auth/mf-manifest.json',
    ]
      .map((value) => `remote-override=${encodeURIComponent(value)}`)
      .join('&');
    takeOverridesFromUrl(new URL(`http://site.test/?${query}`), config, sessionStorage);
    expect(sessionStorage.getItem('remote-override:catalog')).toBe(
      'https://previews.example.com/catalog/mf-manifest.json',
    );
    expect(sessionStorage.getItem('remote-override:auth')).toBeNull();
  });

  it('clears an override given the remote name alone', () => {
    sessionStorage.setItem('remote-override:catalog', LOCAL);
    takeOverridesFromUrl(new URL('http://site.test/?remote-override=catalog@'), ALLOWING, sessionStorage);
    expect(sessionStorage.getItem('remote-override:catalog')).toBeNull();
  });

  it('leaves an address without overrides alone', () => {
    expect(takeOverridesFromUrl(new URL('http://site.test/?page=2'), ALLOWING, sessionStorage)).toBeNull();
  });
});

describe('applyRemoteOverrides', () => {
  it('points only the overridden remote at its stored manifest', () => {
    sessionStorage.setItem('remote-override:catalog', LOCAL);
    const { config, overrides } = applyRemoteOverrides(ALLOWING, sessionStorage);
    expect(overrides).toEqual({ catalog: LOCAL });
    expect(config.remotes.catalog?.entry).toBe(LOCAL);
    expect(config.remotes.auth).toEqual(DEFAULT_RUNTIME_CONFIG.remotes.auth);
    expect(DEFAULT_RUNTIME_CONFIG.remotes.catalog?.entry).toMatch(
      /^http:\/\/localhost:\d+\/mf-manifest\.json$/,
    );
    expect(DEFAULT_RUNTIME_CONFIG.remotes.catalog?.entry).not.toBe(LOCAL);
  });

  it('drops a stored override whose origin remotes.json no longer lists', () => {
    sessionStorage.setItem('remote-override:catalog', LOCAL);
    const narrowed = { ...ALLOWING, remoteOverrideOrigins: ['http://localhost:4999'] };
    expect(applyRemoteOverrides(narrowed, sessionStorage).overrides).toEqual({});
  });

  it('applies nothing once the override is cleared', () => {
    sessionStorage.setItem('remote-override:catalog', LOCAL);
    clearRemoteOverride('catalog', sessionStorage);
    expect(applyRemoteOverrides(ALLOWING, sessionStorage).overrides).toEqual({});
  });
});

describe('forgetLastingOverrides', () => {
  it('removes the overrides an older shell kept in localStorage, and nothing else', () => {
    localStorage.setItem('remote-override:catalog', 'https://attacker.example/mf-manifest.json');
    localStorage.setItem('remote-override:auth', LOCAL);
    localStorage.setItem('accessToken', 'kept');
    forgetLastingOverrides(localStorage);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('accessToken')).toBe('kept');
  });
});
