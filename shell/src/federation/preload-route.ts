/**
 * Starts what the page at the current URL needs while the shell renders: the remote's page module and
 * the images its route list names as shown first (the LCP image), which would otherwise be requested only
 * after the remote's manifest, entry and page chunk have loaded one after the other.
 */
import type { RemoteRoute, RemotesConfig } from '@marketplace/shared/types';
import { matchPath } from 'react-router-dom';
import { loadRemotePage } from './remote-loader';
import { type RemoteRoutes, routeListUrl } from './route-lists';

export interface RouteAtPath {
  remote: string;
  route: RemoteRoute;
}

/** The remote route that renders `pathname`, from lists fetched just now (not from the offline copy). */
export function routeAt(pathname: string, lists: RemoteRoutes[]): RouteAtPath | null {
  for (const { remote, list, error } of lists) {
    if (!list || error) continue;
    const route = list.routes.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
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
    link.as = preload.as;
    link.setAttribute('imagesrcset', absoluteSrcSet(preload.imageSrcSet, routeListHref));
    if (preload.imageSizes) link.setAttribute('imagesizes', preload.imageSizes);
    link.setAttribute('fetchpriority', 'high');
    doc.head.append(link);
  }
}

export function preloadRouteAt(pathname: string, lists: RemoteRoutes[], config: RemotesConfig): void {
  const found = routeAt(pathname, lists);
  const entry = found && config.remotes[found.remote]?.entry;
  if (!found || !entry) return;
  addPreloadLinks(found.route, routeListUrl(entry));
  // The page's own load joins this one; a failure here shows there, with Retry.
  loadRemotePage(found.remote, found.route.module).catch(() => undefined);
}
