/**
 * Hints for the page at the current URL, so the browser fetches what it needs while the shell starts instead
 * of one file after the other at the end: the remote's manifest and entry, the page module's files and the
 * images its route list names as shown first (the LCP image).
 * Plain DOM and fetch: early-start.ts calls this before any shared module is loaded.
 */
import type { RemoteRoute, RemotesConfig } from '@marketplace/shared/types';
import { preloadScript } from './preload-script';
import { hintRemoteEntry } from './remote-hints';
import { type RemoteRoutes, routeListUrl } from './route-lists';

export interface RouteAtPath {
  remote: string;
  route: RemoteRoute;
}

/**
 * Whether a route list's pattern (static segments, `:params`, a final `*`) matches the path, as the router
 * matches it: whole path, any case, trailing slash ignored. Only hints depend on it; the router decides.
 */
export function patternMatches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const splat = wanted.at(-1) === '*';
  if (splat) wanted.pop();
  if (splat ? actual.length < wanted.length : actual.length !== wanted.length) return false;
  return wanted.every(
    (segment, index) => segment.startsWith(':') || segment.toLowerCase() === actual[index]?.toLowerCase(),
  );
}

/** The remote route that renders `pathname`, from lists fetched just now (not from the offline copy). */
export function routeAt(pathname: string, lists: RemoteRoutes[]): RouteAtPath | null {
  for (const { remote, list, error } of lists) {
    if (!list || error) continue;
    const route = list.routes.find((candidate) => patternMatches(candidate.path, pathname));
    if (route) return { remote, route };
  }
  return null;
}

/** 'assets/a-640.webp 640w, ...' with each URL made absolute against the remote's routes.json. */
export function absoluteSrcSet(srcSet: string, base: string): string {
  return srcSet
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [new URL(url, base).href, ...descriptor].join(' ');
    })
    .join(', ');
}

export function addPreloadLinks(route: RemoteRoute, routeListHref: string, doc: Document = document): void {
  for (const preload of route.preload ?? []) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', preload.as);
    link.setAttribute('imagesrcset', absoluteSrcSet(preload.imageSrcSet, routeListHref));
    if (preload.imageSizes) link.setAttribute('imagesizes', preload.imageSizes);
    link.setAttribute('fetchpriority', 'high');
    doc.head.append(link);
  }
  for (const script of route.moduleScripts ?? []) preloadScript(new URL(script, routeListHref).href, doc);
}

/** Adds the hints for the page at `pathname`; nothing when a shell screen or an unknown path is there. */
export function preloadRouteAssets(pathname: string, lists: RemoteRoutes[], config: RemotesConfig): void {
  const found = routeAt(pathname, lists);
  const entry = found && config.remotes[found.remote]?.entry;
  if (!found || !entry) return;
  hintRemoteEntry(entry);
  addPreloadLinks(found.route, routeListUrl(entry));
}
