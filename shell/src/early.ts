/**
 * early.js, the shell's first script (step 2 of the start-up, see index.ts): an ES module of its own, with no
 * federation runtime and no shared library, so it is small and runs while main.js and the shared libraries
 * still download. It shows a guarded page's first screen to a browser whose session may see it, reads
 * remotes.json (with this browser's remote overrides) and every remote's routes.json, and preloads the first
 * page's files as soon as the list that names the page arrives.
 * main.js takes the result over by importing this module's URL: the browser hands back the same module
 * instance (its module map), so nothing is fetched or started twice and no global is needed.
 */
import type { RemotesConfig } from '@marketplace/shared/types';
import { storedSessionMaySee } from './auth/stored-access';
import { applyCohorts, browserBucket, type RemoteReleases } from './federation/cohort';
import { preloadRouteAssets } from './federation/first-page-preloads';
import {
  applyRemoteOverrides,
  overridesAllowed,
  type RemoteOverrides,
  takeOverridesFromUrl,
} from './federation/remote-overrides';
import { fetchRouteLists, type RemoteRoutes } from './federation/route-lists';
import { loadRuntimeConfig } from './federation/runtime-config';
import { showGuardedFirstScreen } from './layout/guarded-first-screen';

export interface EarlyStart {
  config: RemotesConfig;
  overrides: RemoteOverrides;
  lists: RemoteRoutes[];
  /** The version and cohort each remote runs on this page (before overrides, which telemetry leaves out). */
  releases: RemoteReleases;
}

/** Applies this browser's remote overrides before any remote is registered (see remote-overrides.ts). */
function withOverrides(config: RemotesConfig): { config: RemotesConfig; overrides: RemoteOverrides } {
  if (!overridesAllowed(config)) return { config, overrides: {} };
  const cleaned = takeOverridesFromUrl(new URL(window.location.href), config, window.sessionStorage);
  if (cleaned) window.history.replaceState(window.history.state, '', cleaned.href);
  return applyRemoteOverrides(config, window.sessionStorage);
}

/**
 * Hints are an optimisation: a remote's list they cannot read must not stop the site from starting. A page this
 * browser's session may not see gets none (its guard sends the visitor to Log In).
 */
function preloadFirstPage(routes: RemoteRoutes, config: RemotesConfig): void {
  try {
    const storage = localStorageOrNull();
    preloadRouteAssets(window.location, [routes], config, (access) => storedSessionMaySee(access, storage));
  } catch (error) {
    console.warn(`No preload hints from the route list of ${routes.remote}:`, error);
  }
}

/** localStorage, or null where the browser refuses it (then each page draws its own bucket). */
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

async function start(): Promise<EarlyStart> {
  const chosen = applyCohorts(await loadRuntimeConfig(), browserBucket(localStorageOrNull()));
  const { config, overrides } = withOverrides(chosen.config);
  // Each list is looked at as it arrives: the page's preloads do not wait for the slowest remote.
  const lists = await fetchRouteLists(config, fetch, (routes) => preloadFirstPage(routes, config));
  return { config, overrides, lists, releases: chosen.releases };
}

showGuardedFirstScreen(localStorageOrNull());
/** Started when the module is first evaluated, once per page. */
export const earlyStart: Promise<EarlyStart> = start();
