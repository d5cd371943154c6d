/**
 * The per-tab remote override: a developer points the running site at their local build of one remote, in
 * their own tab only, e.g. `?remote-override=catalog@http://localhost:3101/mf-manifest.json`.
 * It is honoured only when `remotes.json` says `"allowRemoteOverrides": true` and the manifest's origin is one
 * of its `remoteOverrideOrigins` (the local and test sites allow `http://localhost:*`; a real environment
 * leaves both out). The query stores it in sessionStorage (`remote-override:catalog`), so it ends with the tab
 * or when cleared from the badge; a link someone else sent cannot keep a browser on their code.
 */
import type { RemotesConfig } from '@marketplace/shared/types';

export const OVERRIDE_QUERY = 'remote-override';
export const OVERRIDE_STORAGE_PREFIX = 'remote-override:';

export type RemoteOverrides = Record<string, string>;

export function overridesAllowed(config: RemotesConfig): boolean {
  return config.allowRemoteOverrides === true && (config.remoteOverrideOrigins?.length ?? 0) > 0;
}

/** `scheme://host:port` exactly, or `scheme://host:*` for any port of that host (as a CSP source says it). */
function originListed(url: URL, listed: string): boolean {
  return listed.endsWith(':*')
    ? `${url.protocol}//${url.hostname}` === listed.slice(0, -2)
    : url.origin === listed;
}

/** The manifest URL when it is http(s) and from an origin remotes.json lists; otherwise null. */
function allowedManifestUrl(value: string, config: RemotesConfig): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const origins = config.remoteOverrideOrigins ?? [];
    return origins.some((listed) => originListed(url, listed)) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Stores each allowed `remote-override=<remote>@<manifest URL>` of the query (`<remote>@` alone clears it) and
 * returns the URL without those parameters, or null when the query had none.
 */
export function takeOverridesFromUrl(url: URL, config: RemotesConfig, storage: Storage): URL | null {
  const values = url.searchParams.getAll(OVERRIDE_QUERY);
  if (values.length === 0) return null;
  for (const value of values) {
    const at = value.indexOf('@');
    const remote = at > 0 ? value.slice(0, at) : '';
    if (!(remote in config.remotes)) continue;
    const target = value.slice(at + 1);
    if (target === '') storage.removeItem(OVERRIDE_STORAGE_PREFIX + remote);
    const entry = allowedManifestUrl(target, config);
    if (entry) storage.setItem(OVERRIDE_STORAGE_PREFIX + remote, entry);
  }
  const cleaned = new URL(url.href);
  cleaned.searchParams.delete(OVERRIDE_QUERY);
  return cleaned;
}

/** The config with every stored override that is still allowed applied, and which remotes were overridden. */
export function applyRemoteOverrides(
  config: RemotesConfig,
  storage: Storage,
): { config: RemotesConfig; overrides: RemoteOverrides } {
  const overrides: RemoteOverrides = {};
  for (const remote of Object.keys(config.remotes)) {
    const entry = allowedManifestUrl(storage.getItem(OVERRIDE_STORAGE_PREFIX + remote) ?? '', config);
    if (entry) overrides[remote] = entry;
  }
  const remotes = { ...config.remotes };
  for (const [remote, entry] of Object.entries(overrides)) remotes[remote] = { ...remotes[remote], entry };
  return { config: { ...config, remotes }, overrides };
}

export function clearRemoteOverride(remote: string, storage: Storage): void {
  storage.removeItem(OVERRIDE_STORAGE_PREFIX + remote);
}

/** Overrides that an older shell kept in localStorage for good: never read again, so not kept either. */
export function forgetLastingOverrides(storage: Storage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(OVERRIDE_STORAGE_PREFIX)) storage.removeItem(key);
}
