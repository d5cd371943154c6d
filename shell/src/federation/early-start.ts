/**
 * What the shell starts before main.js and the shared libraries have arrived, so that it runs while they
 * download rather than after them: remotes.json (with this browser's remote overrides), every remote's
 * routes.json, and the hints for the first page (preload-route.ts), given as soon as the list that names the
 * page arrives. Plain fetch and DOM only: it runs in early.js, which has no federation runtime.
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

async function start(): Promise<EarlyStart> {
  const { config, overrides } = withOverrides(await loadRuntimeConfig());
  // Each list is looked at as it arrives: the page's hints do not wait for the slowest remote.
  const lists = await fetchRouteLists(config, fetch, (routes) => hintFirstPage(routes, config));
  return { config, overrides, lists };
}

/** Hints are an optimisation: a remote's list they cannot read must not stop the site from starting. */
function hintFirstPage(routes: RemoteRoutes, config: RemotesConfig): void {
  try {
    preloadRouteAssets(window.location.pathname, [routes], config);
  } catch (error) {
    console.warn(`No preload hints from the route list of ${routes.remote}:`, error);
  }
}

/**
 * Where the start is kept for the main bundle: the shell's first script (src/early.ts, its own small bundle)
 * starts it, and main.js, a separate bundle, picks it up. Without that script (a dev build, a test), the
 * first call starts it.
 */
const STARTED = '__marketplaceEarlyStart';
type WindowWithStart = Window & { [STARTED]?: Promise<EarlyStart> };

/** Starts once per page; later calls (index.ts, bootstrap) get the same result. */
export function startEarly(): Promise<EarlyStart> {
  const page = window as WindowWithStart;
  page[STARTED] ??= start();
  return page[STARTED];
}
