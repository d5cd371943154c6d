/** The remotes' route lists as the shell knows them now; Retry refreshes them. */
import type { RemotesConfig } from '@marketplace/shared/types';
import { create } from 'zustand';
import { reportRouteListFailures } from '../telemetry/route-list-failures';
import { fetchRouteLists, type RemoteRoutes } from './route-lists';

interface RouteRegistry {
  lists: RemoteRoutes[];
  refresh: (config: RemotesConfig) => Promise<void>;
}

export const useRouteRegistry = create<RouteRegistry>((set) => ({
  lists: [],
  refresh: async (config) => {
    const lists = await fetchRouteLists(config);
    reportRouteListFailures(lists);
    set({ lists });
  },
}));

/** Remotes whose route list is unknown: down now and never seen before in this browser. */
export function unknownRemotes(lists: RemoteRoutes[]): string[] {
  return lists.filter((entry) => entry.list === null).map((entry) => entry.remote);
}
