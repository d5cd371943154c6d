/**
 * Where a remote's published files are, and its route list: each remote's `routes.json` is fetched (it sits
 * beside its manifest). The last good copy is kept in localStorage, so a remote that is down still has its
 * routes, which then show the remote's fallback.
 */
import type { RemoteRouteList, RemotesConfig } from '@marketplace/shared/types';

export interface RemoteRoutes {
  remote: string;
  list: RemoteRouteList | null;
  /** Set when the list could not be fetched now (it may still come from the last good copy). */
  error?: string;
}

const CACHE_PREFIX = 'remote-routes:';
const FETCH_TIMEOUT_MS = 3000;

export function routeListUrl(manifestUrl: string): string {
  return new URL('routes.json', manifestUrl).toString();
}

/**
 * The script the federation runtime loads before any module of a remote: `remoteEntry.js` beside the manifest
 * that remotes.json names (every remote's entry has that name, tooling/webpack/federation-options.js); an entry
 * given as a script is that script. The runtime is given the script, not the manifest: the shell is built
 * without the runtime's manifest code (`disableSnapshot`, 1.5 KB gzip), and the remote's first request is
 * its entry instead of the manifest (whose answer the runtime then used to request the entry and the page's
 * chunks at once: as many round trips as the entry and then its chunks).
 */
export function remoteEntryScript(entry: string): string {
  return entry.endsWith('/mf-manifest.json') ? new URL('remoteEntry.js', entry).href : entry;
}

function isRouteList(value: unknown): value is RemoteRouteList {
  const list = value as RemoteRouteList | null;
  return !!list && list.version === 1 && Array.isArray(list.routes);
}

function cachedList(remote: string): RemoteRouteList | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CACHE_PREFIX + remote) ?? 'null');
    return isRouteList(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

async function fetchOne(remote: string, entry: string, fetchImpl: typeof fetch): Promise<RemoteRoutes> {
  try {
    const response = await fetchImpl(routeListUrl(entry), {
      cache: 'no-cache',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`routes.json answered ${response.status}`);
    const list: unknown = await response.json();
    if (!isRouteList(list)) throw new Error('routes.json has an unknown shape');
    try {
      localStorage.setItem(CACHE_PREFIX + remote, JSON.stringify(list));
    } catch {
      // Storage full or disabled: the list still works for this visit.
    }
    return { remote, list };
  } catch (error) {
    return {
      remote,
      list: cachedList(remote),
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Every remote's list; `onList` sees each one as it arrives, before the slowest remote has answered. */
export function fetchRouteLists(
  config: RemotesConfig,
  fetchImpl: typeof fetch = fetch,
  onList: (routes: RemoteRoutes) => void = () => undefined,
): Promise<RemoteRoutes[]> {
  return Promise.all(
    Object.entries(config.remotes).map(async ([remote, { entry }]) => {
      const routes = await fetchOne(remote, entry, fetchImpl);
      onList(routes);
      return routes;
    }),
  );
}
