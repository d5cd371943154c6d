/**
 * The per-browser remote override: a developer points the running site at their local build of one remote,
 * for their own browser only, e.g. `?remote-override=catalog@http://localhost:3101/mf-manifest.json`.
 * The query stores it in localStorage (`remote-override:catalog`), so it lasts until cleared from the badge.
 * Always on in development builds; a production build honours it only when `remotes.json` says
 * `"allowRemoteOverrides": true` (the local and test sites do, a real environment leaves it out).
 */
import type { RemotesConfig } from '@marketplace/shared/types';

export const OVERRIDE_QUERY = 'remote-override';
export const OVERRIDE_STORAGE_PREFIX = 'remote-override:';

export type RemoteOverrides = Record<string, string>;

export function overridesAllowed(config: RemotesConfig, nodeEnv = process.env.NODE_ENV): boolean {
  return nodeEnv !== 'production' || config.allowRemoteOverrides === true;
}

function manifestUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Stores each `remote-override=<remote>@<manifest URL>` of the query (`<remote>@` alone clears it) and
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
    const entry = manifestUrl(target);
    if (entry) storage.setItem(OVERRIDE_STORAGE_PREFIX + remote, entry);
  }
  const cleaned = new URL(url.href);
  cleaned.searchParams.delete(OVERRIDE_QUERY);
  return cleaned;
}

/** The config with every stored override applied, and which remotes were overridden (remote -> entry). */
export function applyRemoteOverrides(
  config: RemotesConfig,
  storage: Storage,
): { config: RemotesConfig; overrides: RemoteOverrides } {
  const overrides: RemoteOverrides = {};
  for (const remote of Object.keys(config.remotes)) {
    const entry = manifestUrl(storage.getItem(OVERRIDE_STORAGE_PREFIX + remote) ?? '');
    if (entry) overrides[remote] = entry;
  }
  const remotes = { ...config.remotes };
  for (const [remote, entry] of Object.entries(overrides)) remotes[remote] = { ...remotes[remote], entry };
  return { config: { ...config, remotes }, overrides };
}

export function clearRemoteOverride(remote: string, storage: Storage): void {
  storage.removeItem(OVERRIDE_STORAGE_PREFIX + remote);
}
