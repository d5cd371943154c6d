/**
 * Preload links for the page at the current URL, so the browser fetches what it needs while the shell starts
 * instead of one file after the other at the end: the remote's entry, the page module's files
 * and the images its route list names as shown first (the LCP image). Each link asks for a file the way its
 * user will (the runtime: fetch with default options, scripts without crossorigin), so the later request is
 * served by the preload instead of a second download. Plain DOM: early.js uses it, before any shared library.
 */
import type { RemoteRoute, RemotesConfig } from '@marketplace/shared/types';
import { type RemoteRoutes, remoteEntryScript, routeListUrl } from './route-lists';

export interface RouteAtPath {
  remote: string;
  route: RemoteRoute;
}

/** Whether a route list's pattern matches a path, as the router matches it. */
export type PathMatcher = (pattern: string, pathname: string) => boolean;

/**
 * early.js's matcher: static segments, `:params` and a final `*`, whole path, any case, trailing slash
 * ignored. react-router's `matchPath` cannot be imported here: its module carries the router and React
 * (early.js measured 16.1 KB gzip with it, 1.9 without). first-page-preloads.test.ts checks it against
 * `matchPath` over every pattern form the route lists use; main.js decides with `matchPath` itself.
 */
export const matchesLikeRouter: PathMatcher = (pattern, pathname) => {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const splat = wanted.at(-1) === '*';
  if (splat) wanted.pop();
  if (splat ? actual.length < wanted.length : actual.length !== wanted.length) return false;
  return wanted.every(
    (segment, index) => segment.startsWith(':') || segment.toLowerCase() === actual[index]?.toLowerCase(),
  );
};

/** The remote route that renders `pathname`, from lists fetched just now (not from the offline copy). */
export function routeAt(pathname: string, lists: RemoteRoutes[], matches: PathMatcher): RouteAtPath | null {
  for (const { remote, list, error } of lists) {
    if (!list || error) continue;
    const route = list.routes.find((candidate) => matches(candidate.path, pathname));
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

function addLink(attributes: Record<string, string>, doc: Document): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  doc.head.append(link);
}

/** The runtime runs a remote's entry as a script without crossorigin. */
export function hintRemoteEntry(entry: string, doc: Document = document): void {
  const script = remoteEntryScript(entry);
  if (script) addLink({ as: 'script', href: script }, doc); // none in the bench's monolith
}

/** The page module's scripts: fetched beside the remote's entry instead of after it has run. */
export function addModuleScriptLinks(
  route: RemoteRoute,
  routeListHref: string,
  doc: Document = document,
): void {
  for (const script of route.moduleScripts ?? []) {
    addLink({ as: 'script', href: new URL(script, routeListHref).href }, doc);
  }
}

/** The route's images (high priority: the first paint shows them) and its page module's scripts. */
export function addPreloadLinks(route: RemoteRoute, routeListHref: string, doc: Document = document): void {
  for (const preload of route.preload ?? []) {
    addLink(
      {
        as: preload.as,
        imagesrcset: absoluteSrcSet(preload.imageSrcSet, routeListHref),
        ...(preload.imageSizes ? { imagesizes: preload.imageSizes } : {}),
        fetchpriority: 'high',
      },
      doc,
    );
  }
  for (const script of route.moduleScripts ?? []) {
    addLink({ as: 'script', href: new URL(script, routeListHref).href }, doc);
  }
}

/** Adds the hints for the page at `pathname`; nothing when a shell screen or an unknown path is there. */
export function preloadRouteAssets(pathname: string, lists: RemoteRoutes[], config: RemotesConfig): void {
  const found = routeAt(pathname, lists, matchesLikeRouter);
  const entry = found && config.remotes[found.remote]?.entry;
  if (!found || !entry) return;
  hintRemoteEntry(entry);
  addPreloadLinks(found.route, routeListUrl(entry));
}
