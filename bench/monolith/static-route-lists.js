// The monolith's stand-in for shell/src/federation/route-lists.ts: the route lists are known at build time.
import { routeLists } from '@bench/static-pages';

export function routeListUrl(manifestUrl) {
  return new URL('routes.json', manifestUrl).toString();
}

export async function fetchRouteLists() {
  return routeLists;
}
