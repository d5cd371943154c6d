/**
 * A remote whose `routes.json` could not be fetched is a load failure of that remote: its pages are missing or
 * come from the last good copy, and its code is likely down too.
 */
import type { RemoteRoutes } from '../federation/route-lists';
import { captureForTelemetry } from './telemetry-queue';

export class RouteListUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`The route list of "${remote}" could not be loaded: ${reason}`);
    this.name = 'RouteListUnavailableError';
  }
}

export function reportRouteListFailures(lists: RemoteRoutes[]): void {
  for (const { remote, error } of lists) {
    if (error) {
      const failure = new RouteListUnavailableError(remote, error);
      captureForTelemetry({ kind: 'error', source: 'load', remote, error: failure });
    }
  }
}
