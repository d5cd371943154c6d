// The monolith's stand-in for shell/src/federation/remote-loader.ts: pages are chunks of the same bundle.
import { pages } from '@bench/static-pages';

const loaded = new Map();

export function registerRemoteEntries() {}

export function loadedRemotePage(remote, module) {
  return loaded.get(`${remote}/${module}`);
}

export async function loadRemotePage(remote, module) {
  const load = pages[remote]?.[module];
  if (!load) throw new Error(`${remote} exposes no page at ${module}`);
  const page = await load();
  loaded.set(`${remote}/${module}`, page);
  return page;
}
