/**
 * LCP, INP, CLS and TTFB through web-vitals' standard build, each attributed to the remote owning the element
 * the metric's own entries name (the LCP element, the interaction's target, the largest shift's node). The
 * attribution build would name the same elements, with timing breakdowns telemetry does not send, for about
 * twice the bytes on every page.
 */
import { type CLSMetric, type INPMetric, type LCPMetric, onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { remoteOfElement } from './attribution';
import type { VitalReport } from './telemetry-items';

/** The element of the latest LCP candidate: the one the metric's value is. */
export function lcpNode(entries: LCPMetric['entries']): Node | null {
  return entries.at(-1)?.element ?? null;
}

/** The interaction's target: the first of its events that still names one. */
export function interactionNode(entries: INPMetric['entries']): Node | null {
  return entries.find((entry) => entry.target)?.target ?? null;
}

/** The node that moved in the largest shift: its first source that is an element, or its first source. */
export function largestShiftNode(entries: CLSMetric['entries']): Node | null {
  const largest = entries.reduce<CLSMetric['entries'][number] | undefined>(
    (found, entry) => (!found || entry.value > found.value ? entry : found),
    undefined,
  );
  const sources = largest?.sources ?? [];
  return (sources.find((source) => source.node?.nodeType === Node.ELEMENT_NODE) ?? sources[0])?.node ?? null;
}

export function watchWebVitals(report: (vital: VitalReport) => void): void {
  onLCP((metric) =>
    report({ name: 'LCP', value: metric.value, remote: remoteOfElement(lcpNode(metric.entries)) }),
  );
  onINP((metric) =>
    report({ name: 'INP', value: metric.value, remote: remoteOfElement(interactionNode(metric.entries)) }),
  );
  onCLS((metric) =>
    report({ name: 'CLS', value: metric.value, remote: remoteOfElement(largestShiftNode(metric.entries)) }),
  );
  onTTFB((metric) => report({ name: 'TTFB', value: metric.value }));
}
