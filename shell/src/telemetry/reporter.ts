/**
 * The real-user telemetry reporter, a chunk of its own loaded once the page has settled (start-telemetry.ts):
 * takes over what was captured meanwhile, watches the web vitals and sends everything in beacons to the API's
 * POST /telemetry.
 */
import type { RemotesConfig } from '@marketplace/shared/types';
import type { RemoteReleases } from '../federation/cohort';
import { scriptFolders } from './attribution';
import { createBeaconBatcher } from './beacon-batcher';
import { scheduleFlushes } from './flush-schedule';
import { tabSessionId } from './session-id';
import { createItemBuilder } from './telemetry-items';
import { deliverCapturedEvents } from './telemetry-queue';
import { watchWebVitals } from './web-vitals-watch';

export interface ReporterStart {
  /** The remotes as this page loads them (cohorts and overrides applied). */
  config: RemotesConfig;
  /** The version and cohort of each remote this page reports on: overridden remotes left out. */
  releases: RemoteReleases;
  sessionStorage: Storage | null;
}

export function startReporter({ config, releases, sessionStorage }: ReporterStart): void {
  const batcher = createBeaconBatcher(
    `${config.apiUrl}/telemetry`,
    tabSessionId(sessionStorage),
    (url, body) => navigator.sendBeacon(url, body),
  );
  const items = createItemBuilder({
    releases,
    folders: scriptFolders(config, window.location.href),
    pathname: () => window.location.pathname,
  });
  const add = (item: ReturnType<typeof items.fromEvent>) => {
    if (!item) return;
    batcher.add(item);
    // What arrives as the page goes away (web-vitals reports LCP, CLS and INP then) goes out at once.
    if (document.visibilityState === 'hidden') batcher.flush();
  };
  deliverCapturedEvents((event) => add(items.fromEvent(event)));
  watchWebVitals((vital) => add(items.fromVital(vital)));
  scheduleFlushes(batcher.flush);
}
