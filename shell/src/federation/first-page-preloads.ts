/**
 * Preload links for the page at the current URL, so the browser fetches what it needs while the shell starts
 * instead of one file after the other at the end: the remote's entry, the page module's files, the images its
 * route list names as shown first (the LCP image), and the page's first API read with the picture it names. Each link asks for a file the way its
 * user will (the runtime: fetch with default options; scripts of another origin with crossorigin, see
 * cross-origin-scripts.ts), so the later request is served by the preload instead of a second download. Plain DOM: early.js uses it, before any shared library.
 */
import { startFirstPageRead } from '@marketplace/shared/first-page-read';
import { imageSources } from '@marketplace/shared/image-sizes';
import type { RemoteRoute, RemotesConfig, RouteAccess, RouteDataPreload } from '@marketplace/shared/types';
import { crossOriginOf } from './cross-origin-scripts';
import { type RemoteRoutes, remoteEntryScript, routeListUrl } from './route-lists';

export interface RouteAtPath {
  remote: string;
  route: RemoteRoute;
}

/** Whether a route list's pattern matches a path, as the router matches it. */
export type PathMatcher = (pattern: string, pathname: string) => boolean;

/**
 * early.js's matcher: static segments, `:params` and a final `*`, whole path, any case, trailing slash
 * ignored. react-router's `matchPath` cannot be imported here: its module carries the router and React,
 * which early.js must not (docs/measured-figures.md). first-page-preloads.test.ts checks it against
 * `matchPath` over every pattern form the route lists use; main.js decides with `matchPath` itself.
 */
export const matchesLikeRouter: PathMatcher = (pattern, pathname) => paramsAt(pattern, pathname) !== null;

/** The `:params` of `pathname` under `pattern`, decoded as react-router's useParams gives them; null: no match. */
export function paramsAt(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const splat = wanted.at(-1) === '*';
  if (splat) wanted.pop();
  if (splat ? actual.length < wanted.length : actual.length !== wanted.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

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

/** A script's preload, asking as its script element will: with crossorigin when it is of another origin. */
function addScriptLink(href: string, doc: Document): void {
  const crossOrigin = crossOriginOf(href, doc.location.href);
  addLink({ as: 'script', href, ...(crossOrigin && { crossorigin: crossOrigin }) }, doc);
}

export function hintRemoteEntry(entry: string, doc: Document = document): void {
  const script = remoteEntryScript(entry);
  if (script) addScriptLink(script, doc); // none in the bench's monolith
}

/** The page module's scripts: fetched beside the remote's entry instead of after it has run. */
export function addModuleScriptLinks(
  route: RemoteRoute,
  routeListHref: string,
  doc: Document = document,
): void {
  for (const script of route.moduleScripts ?? []) addScriptLink(new URL(script, routeListHref).href, doc);
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
  for (const script of route.moduleScripts ?? []) addScriptLink(new URL(script, routeListHref).href, doc);
}

/**
 * The API URL of a data preload on the page at `pathname` + `search`: the route's `:params`, each encoded as the
 * page encodes a path segment, and the `{name}` values of its query from the page's query. Null when the page's
 * query is not exactly those names (another filter, a sort: the page would ask for something else).
 */
export function dataPreloadUrl(
  route: Pick<RemoteRoute, 'path'> & { preloadData: RouteDataPreload },
  location: Pick<Location, 'pathname' | 'search'>,
  apiUrl: string,
): string | null {
  const params = paramsAt(route.path, location.pathname);
  if (!params) return null;
  const [path = '', template = ''] = route.preloadData.api.split('?');
  const query = new URLSearchParams(template);
  const pageQuery = new URLSearchParams(location.search);
  const named = new Set<string>();
  for (const [key, value] of [...query]) {
    const name = /^\{([A-Za-z0-9_]+)\}$/.exec(value)?.[1];
    if (!name) continue;
    const pageValue = pageQuery.get(name);
    if (!pageValue) return null;
    query.set(key, pageValue);
    named.add(name);
  }
  const pageKeys = [...pageQuery.keys()];
  if (pageKeys.length !== named.size || pageKeys.some((key) => !named.has(key))) return null;
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  const queryString = query.toString();
  return `${apiUrl}${filled}${queryString ? `?${queryString}` : ''}`;
}

/** The value at a dotted path of a JSON answer ('0.picture'), when it is a string. */
export function valueAt(data: unknown, path: string): string | null {
  let value = data;
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' ? value : null;
}

/**
 * The preload link of the page's first picture. A picture stored by the API is shown as a <picture> whose WebP
 * `srcset` the browser chooses from (ResponsiveImage): the link carries the same srcset, the page's `sizes` and
 * the WebP type, so it fetches the very size the page then asks for (a browser without WebP skips it and the
 * page fetches its JPEG). Any other URL is preloaded as it is.
 */
export function pictureLink(picture: string, sizes: string | undefined): Record<string, string> {
  const sources = imageSources(picture);
  if (!sources || !sizes) return { as: 'image', href: picture, fetchpriority: 'high' };
  return {
    as: 'image',
    href: sources.fallback,
    imagesrcset: sources.srcSet,
    imagesizes: sizes,
    type: 'image/webp',
    fetchpriority: 'high',
  };
}

/**
 * Starts the page's first API read (its route's `preloadData`) for the page's public reader to take, then
 * preloads the picture the answer names, at high priority: the page's largest paint, which the browser could
 * not know of before the page rendered its answer.
 */
export function startDataPreload(
  route: RemoteRoute,
  location: Pick<Location, 'pathname' | 'search'>,
  apiUrl: string,
  doc: Document = document,
): void {
  const preload = route.preloadData;
  const url = preload ? dataPreloadUrl({ path: route.path, preloadData: preload }, location, apiUrl) : null;
  if (!preload || !url) return;
  const read = startFirstPageRead(url);
  const imagePath = preload.image;
  if (!imagePath) return;
  read
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((data: unknown) => {
      const picture = valueAt(data, imagePath);
      if (picture) addLink(pictureLink(picture, preload.imageSizes), doc);
    })
    .catch(() => undefined); // the page reports a failed read itself
}

/**
 * Adds the hints for the page at `location`; nothing when a shell screen or an unknown path is there, or a page
 * this visitor may not open (`mayOpen`: its guard will send them elsewhere).
 */
export function preloadRouteAssets(
  location: Pick<Location, 'pathname' | 'search'>,
  lists: RemoteRoutes[],
  config: RemotesConfig,
  mayOpen: (access: RouteAccess) => boolean = () => true,
): void {
  const found = routeAt(location.pathname, lists, matchesLikeRouter);
  const entry = found && config.remotes[found.remote]?.entry;
  if (!found || !entry || !mayOpen(found.route.access)) return;
  hintRemoteEntry(entry);
  addPreloadLinks(found.route, routeListUrl(entry));
  startDataPreload(found.route, location, config.apiUrl);
}
