/** Registers the remotes named in `remotes.json` and loads their exposed modules on demand. */

import type { RemotesConfig } from '@marketplace/shared/types';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { RemoteUnavailableError } from './remote-error-plugin';
import { remoteEntryScript } from './route-lists';

const registeredEntries = new Map<string, string>();

export type PageModule = { default: ComponentType };

/** Page loads by `remote/module`: the first page's load that bootstrap starts and the page share one. */
const pageLoads = new Map<string, { promise: Promise<PageModule>; page?: PageModule }>();

export function registerRemoteEntries(config: RemotesConfig): void {
  const federation = getInstance();
  if (!federation) throw new Error('The federation runtime did not start');
  for (const [name, { entry }] of Object.entries(config.remotes)) registeredEntries.set(name, entry);
  pageLoads.clear();
  federation.registerRemotes(
    Object.entries(config.remotes).map(([name, { entry }]) => ({ name, entry: remoteEntryScript(entry) })),
    { force: true },
  );
}

/**
 * The runtime remembers a failed manifest or entry load; registering the remote again with `force`
 * drops those caches, so the next attempt (Retry) really goes back to the network.
 */
function forgetFailedRemote(remote: string): void {
  const entry = registeredEntries.get(remote);
  if (entry)
    getInstance()?.registerRemotes([{ name: remote, entry: remoteEntryScript(entry) }], { force: true });
}

/** The page module if it has loaded already, so a page shown before renders at once. */
export function loadedRemotePage(remote: string, module: string): PageModule | undefined {
  return pageLoads.get(`${remote}/${module}`)?.page;
}

/**
 * Loads `./HomePage` of `catalog`; rejects with RemoteUnavailableError when the remote is down, so the
 * remote's error boundary offers Retry. A failed load is forgotten, so Retry starts a new one.
 */
export function loadRemotePage(remote: string, module: string): Promise<PageModule> {
  const key = `${remote}/${module}`;
  const known = pageLoads.get(key);
  if (known) return known.promise;
  const load: { promise: Promise<PageModule>; page?: PageModule } = {
    promise: fetchRemotePage(remote, module),
  };
  load.promise.then(
    (page) => {
      load.page = page;
    },
    () => pageLoads.delete(key),
  );
  pageLoads.set(key, load);
  return load.promise;
}

async function fetchRemotePage(remote: string, module: string): Promise<PageModule> {
  const federation = getInstance();
  if (!federation) throw new Error('The federation runtime did not start');
  let loaded: PageModule | null;
  try {
    loaded = await federation.loadRemote<PageModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  } catch (error) {
    forgetFailedRemote(remote);
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
  }
  if (!loaded?.default)
    throw new RemoteUnavailableError(remote, new Error(`${remote} exposes no page at ${module}`));
  return loaded;
}
