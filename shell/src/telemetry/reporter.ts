/**
 * The real-user telemetry reporter, a chunk of its own loaded once the page has settled (start-telemetry.ts):
 * asks the site for this page's telemetry session, then takes over what was captured meanwhile, watches the web
 * vitals and sends everything in beacons to the API's POST /telemetry.
 */
import type { RemotesConfig } from '@marketplace/shared/types';
import type { RemoteReleases } from '../federation/cohort';
import { scriptFolders } from './attribution';
import { createBeaconBatcher } from './beacon-batcher';
import { scheduleFlushes } from './flush-schedule';
import { createItemBuilder } from './telemetry-items';
import { deliverCapturedEvents } from './telemetry-queue';
import { requestTelemetrySession } from './telemetry-session';
import { watchWebVitals } from './web-vitals-watch';

export interface ReporterStart {
  /** The remotes as this page loads them (cohorts and overrides applied). */
  config: RemotesConfig;
  /** The version and cohort of each remote this page reports on: overridden remotes left out. */
  releases: RemoteReleases;
}

/** Rejects when the site issues no session: the caller stops capturing then. */
export async function startReporter({ config, releases }: ReporterStart): Promise<void> {
  const grant = await requestTelemetrySession(config.apiUrl, releases);
  const batcher = createBeaconBatcher(`${config.apiUrl}/telemetry`, grant.session, (url, body) =>
    navigator.sendBeacon(url, body),
  );
  const items = createItemBuilder({
    releases: grant.releases,
    folders: scriptFolders(config, window.location.href),
    pathname: () => window.location.pathname,
  });
  let replaying = true;
  const add = (item: ReturnType<typeof items.fromEvent>) => {
    if (!item) return;
    batcher.add(item);
    // What arrives as the page goes away (web-vitals reports LCP, CLS and INP then) goes out at once; what was
    // captured before the reporter started goes out together, in as few beacons as fit.
    if (!replaying && document.visibilityState === 'hidden') batcher.flush();
  };
  deliverCapturedEvents((event) => add(items.fromEvent(event)));
  replaying = false;
  if (document.visibilityState === 'hidden') batcher.flush();
  watchWebVitals((vital) => add(items.fromVital(vital)));
  scheduleFlushes(batcher.flush);
}
