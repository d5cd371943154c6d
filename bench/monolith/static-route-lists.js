// The monolith's stand-in for shell/src/federation/route-lists.ts: the route lists are known at build time.
import { routeLists } from '@bench/static-pages';

// The lists live in the bundle, so the image URLs in them are the site's own (absolute paths).
export function routeListUrl() {
  return `${window.location.origin}/routes.json`;
}

export async function fetchRouteLists(_config, _fetch, onList = () => undefined) {
  for (const routes of routeLists) onList(routes);
  return routeLists;
}

// No remote entry to preload: the pages are in this bundle.
export function remoteEntryScript() {
  return '';
}
