/**
 * What the page meets before the reporter has loaded (it loads after the page settles): page views, errors,
 * boundary catches and remote load failures are kept here and handed over when it starts. Kept tiny: it is
 * on the first load, the reporter is not.
 */

export type ErrorSource = 'error' | 'rejection' | 'boundary' | 'load';

export type CapturedEvent =
  | { kind: 'page-view'; remote: string; route: string }
  | { kind: 'error'; source: ErrorSource; error: unknown; remote?: string };

/** Enough for a first page that goes badly; beyond it a tab is reporting the same failure over and over. */
const MAX_PENDING = 50;

let pending: CapturedEvent[] | null = [];
let sink: ((event: CapturedEvent) => void) | null = null;
/** One error object is reported once, by the first place that meets it (a remote's boundary, then the route's). */
const reportedErrors = new WeakSet<object>();

export function captureForTelemetry(event: CapturedEvent): void {
  if (event.kind === 'error' && typeof event.error === 'object' && event.error !== null) {
    if (reportedErrors.has(event.error)) return;
    reportedErrors.add(event.error);
  }
  if (sink) sink(event);
  else if (pending && pending.length < MAX_PENDING) pending.push(event);
}

/** The reporter takes over: what was kept first, then each event as it comes. */
export function deliverCapturedEvents(handler: (event: CapturedEvent) => void): void {
  const kept = pending ?? [];
  pending = null;
  sink = handler;
  for (const event of kept) handler(event);
}

/** This tab sends nothing (not in the sample): keep nothing either. */
export function stopCapturing(): void {
  pending = null;
  sink = null;
}
