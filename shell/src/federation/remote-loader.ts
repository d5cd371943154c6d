/** Registers the remotes named in `remotes.json` and loads their exposed modules on demand. */

import type { RemotesConfig } from '@marketplace/shared/types';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { RemoteUnavailableError } from './remote-error-plugin';

const registeredEntries = new Map<string, string>();

export function registerRemoteEntries(config: RemotesConfig): void {
  const federation = getInstance();
  if (!federation) throw new Error('The federation runtime did not start');
  for (const [name, { entry }] of Object.entries(config.remotes)) registeredEntries.set(name, entry);
  federation.registerRemotes(
    Object.entries(config.remotes).map(([name, { entry }]) => ({ name, entry })),
    { force: true },
  );
}

/**
 * The runtime remembers a failed manifest or entry load; registering the remote again with `force`
 * drops those caches, so the next attempt (Retry) really goes back to the network.
 */
function forgetFailedRemote(remote: string): void {
  const entry = registeredEntries.get(remote);
  if (entry) getInstance()?.registerRemotes([{ name: remote, entry }], { force: true });
}

export type PageModule = { default: ComponentType };

/**
 * Loads `./HomePage` of `catalog`; rejects with RemoteUnavailableError when the remote is down, so the
 * remote's error boundary offers Retry.
 */
export async function loadRemotePage(remote: string, module: string): Promise<PageModule> {
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
