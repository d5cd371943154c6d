/**
 * LCP, INP, CLS and TTFB through web-vitals' standard build, each named after the remote owning its element (the
 * LCP element, the interaction's target, the largest shift's node), as read when that entry arrived.
 */
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals';
import { watchEntryOwners } from './entry-owners';
import type { VitalReport } from './telemetry-items';

const largest = <T>(entries: readonly T[], size: (entry: T) => number): T | undefined =>
  entries.reduce<T | undefined>(
    (best, entry) => (best && size(best) >= size(entry) ? best : entry),
    undefined,
  );

export function watchWebVitals(report: (vital: VitalReport) => void): void {
  const ownerOf = watchEntryOwners();
  onLCP((metric) => report({ name: 'LCP', value: metric.value, remote: ownerOf(metric.entries.at(-1)) }));
  onINP((metric) =>
    report({
      name: 'INP',
      value: metric.value,
      remote: ownerOf(largest(metric.entries, (entry) => entry.duration)),
    }),
  );
  onCLS((metric) =>
    report({
      name: 'CLS',
      value: metric.value,
      remote: ownerOf(largest(metric.entries, (entry) => entry.value)),
    }),
  );
  onTTFB((metric) => report({ name: 'TTFB', value: metric.value }));
}
