/** Loads `/remotes.json`, the deploy-time settings of the shell: where each remote and the API live. */
import type { RemotesConfig } from '@marketplace/shared/types';

/** The local site's settings (site.config.json, written in by the build), when remotes.json cannot be read. */
export const DEFAULT_RUNTIME_CONFIG: RemotesConfig = __LOCAL_RUNTIME_CONFIG__;

/** An entry may be relative to the site (`/mfe-catalog/1.0.0-ab12/mf-manifest.json`, as `deploy` writes it). */
function absoluteRemotes(remotes: RemotesConfig['remotes'], base: string): RemotesConfig['remotes'] {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, remote]) => [
      name,
      {
        ...remote,
        entry: new URL(remote.entry, base).href,
        ...(remote.canary
          ? { canary: { ...remote.canary, entry: new URL(remote.canary.entry, base).href } }
          : {}),
      },
    ]),
  );
}

export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  base: string = globalThis.location.href,
): Promise<RemotesConfig> {
  try {
    // index.html preloads it (same URL and mode); the server sends it with Cache-Control: no-cache.
    const response = await fetchImpl('/remotes.json');
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const loaded = (await response.json()) as Partial<RemotesConfig>;
    return {
      ...DEFAULT_RUNTIME_CONFIG,
      ...loaded,
      remotes: absoluteRemotes({ ...DEFAULT_RUNTIME_CONFIG.remotes, ...loaded.remotes }, base),
      firebase: { ...DEFAULT_RUNTIME_CONFIG.firebase, ...loaded.firebase },
    };
  } catch (error) {
    console.warn('Using the default remote locations:', error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
