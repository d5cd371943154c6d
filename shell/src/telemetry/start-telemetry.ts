/**
 * Starts real-user telemetry for a tab in the sample: from the start it captures uncaught errors and unhandled
 * rejections (with the page views, boundary catches and route lists that did not load), and once the page has settled it
 * loads the reporter, a separate chunk, so telemetry costs the first load a few lines and never competes with
 * the page or an interaction.
 */
import type { EarlyStart } from '../early';
import { pageSettled } from '../lib/page-settled';
import { reportRouteListFailures } from './route-list-failures';
import { tabInSample } from './sampling';
import { captureForTelemetry, stopCapturing } from './telemetry-queue';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function startTelemetry({ config, releases, overrides, lists }: EarlyStart): void {
  const sessionStorage = sessionStorageOrNull();
  if (!tabInSample(config.telemetrySampleRate, sessionStorage)) {
    stopCapturing();
    return;
  }
  window.addEventListener('error', (event) =>
    captureForTelemetry({ kind: 'error', source: 'error', error: event.error ?? event.message }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    captureForTelemetry({ kind: 'error', source: 'rejection', error: event.reason }),
  );
  // early.js fetched the route lists before telemetry could listen (a bundle of its own, without this queue).
  reportRouteListFailures(lists);
  const reported = Object.fromEntries(Object.entries(releases).filter(([remote]) => !(remote in overrides)));
  pageSettled()
    .then(() => import(/* webpackChunkName: "telemetry" */ './reporter'))
    .then(({ startReporter }) => startReporter({ config, releases: reported }))
    .catch((error: unknown) => {
      stopCapturing();
      console.warn('Telemetry is off for this page:', error);
    });
}
