/**
 * What index.ts starts before the shared libraries have arrived, so that it runs while they download rather
 * than after them: remotes.json (with this browser's remote overrides), every remote's routes.json, and the
 * hints for the first page (preload-route.ts), given as soon as the list that names the page arrives. Plain fetch and DOM only: no shared module is loaded yet.
 */
import type { RemotesConfig } from '@marketplace/shared/types';
import { preloadRouteAssets } from './preload-route';
import {
  applyRemoteOverrides,
  overridesAllowed,
  type RemoteOverrides,
  takeOverridesFromUrl,
} from './remote-overrides';
import { fetchRouteLists, type RemoteRoutes } from './route-lists';
import { loadRuntimeConfig } from './runtime-config';

export interface EarlyStart {
  config: RemotesConfig;
  overrides: RemoteOverrides;
  lists: RemoteRoutes[];
}

/** Applies this browser's remote overrides before any remote is registered (see remote-overrides.ts). */
function withOverrides(config: RemotesConfig): { config: RemotesConfig; overrides: RemoteOverrides } {
  if (!overridesAllowed(config)) return { config, overrides: {} };
  const cleaned = takeOverridesFromUrl(new URL(window.location.href), config, window.localStorage);
  if (cleaned) window.history.replaceState(window.history.state, '', cleaned.href);
  return applyRemoteOverrides(config, window.localStorage);
}

let started: Promise<EarlyStart> | null = null;

/** Starts once; later calls (bootstrap) get the same result. */
export function startEarly(): Promise<EarlyStart> {
  started ??= (async () => {
    const { config, overrides } = withOverrides(await loadRuntimeConfig());
    // Each list is looked at as it arrives: the page's hints do not wait for the slowest remote.
    const lists = await fetchRouteLists(config, fetch, (routes) =>
      preloadRouteAssets(window.location.pathname, [routes], config),
    );
    return { config, overrides, lists };
  })();
  return started;
}
