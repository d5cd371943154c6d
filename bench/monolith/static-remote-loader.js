// The monolith's stand-in for shell/src/federation/remote-loader.ts: pages are chunks of the same bundle.
import { pages } from '@bench/static-pages';

export function registerRemoteEntries() {}

export async function loadRemotePage(remote, module) {
  const load = pages[remote]?.[module];
  if (!load) throw new Error(`${remote} exposes no page at ${module}`);
  return load();
}
