/** Registers the remotes named in `remotes.json` and loads their exposed modules on demand. */

import type { RemotesConfig } from '@marketplace/shared/types';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { markRemoteLoaded } from './remote-status';

export function registerRemoteEntries(config: RemotesConfig): void {
  const federation = getInstance();
  if (!federation) throw new Error('The federation runtime did not start');
  federation.registerRemotes(
    Object.entries(config.remotes).map(([name, { entry }]) => ({ name, entry })),
    { force: true },
  );
}

export type PageModule = { default: ComponentType };

/** Loads `./HomePage` of `catalog`; rejects when the remote is down so an error boundary can offer Retry. */
export async function loadRemotePage(remote: string, module: string): Promise<PageModule> {
  const federation = getInstance();
  if (!federation) throw new Error('The federation runtime did not start');
  const loaded = await federation.loadRemote<PageModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`${remote} exposes no page at ${module}`);
  markRemoteLoaded(remote);
  return loaded;
}
