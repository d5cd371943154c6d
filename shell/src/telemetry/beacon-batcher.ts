/**
 * Queues telemetry items and sends them as `{ session, items }` JSON with navigator.sendBeacon: a string body
 * goes as text/plain, a simple request the browser delivers even as the page goes away. Each beacon stays under
 * the API's limits (200 items, 64 KB) and the browser's beacon quota.
 */
import type { TelemetryItem } from '@marketplace/shared/schemas/telemetry';

export type SendBeacon = (url: string, body: string) => boolean;

const MAX_ITEMS_PER_BEACON = 200;
const MAX_BYTES_PER_BEACON = 60_000;
/** A tab that cannot send (beacons refused) keeps at most this many, dropping the oldest. */
const MAX_QUEUED = 1000;

export interface Batcher {
  add(item: TelemetryItem): void;
  flush(): void;
}

/** `session`: the telemetry session the site issued this page (telemetry-session.ts). */
export function createBeaconBatcher(url: string, session: string, sendBeacon: SendBeacon): Batcher {
  const queue: TelemetryItem[] = [];
  const envelope = JSON.stringify({ session, items: [] }).length;

  /** As many queued items as fit in one beacon, at least one. */
  function nextBatch(): TelemetryItem[] {
    let bytes = envelope;
    let count = 0;
    for (const item of queue) {
      bytes += JSON.stringify(item).length + 1;
      if (count > 0 && (bytes > MAX_BYTES_PER_BEACON || count === MAX_ITEMS_PER_BEACON)) break;
      count += 1;
    }
    return queue.slice(0, count);
  }

  return {
    add(item) {
      queue.push(item);
      if (queue.length > MAX_QUEUED) queue.shift();
    },
    flush() {
      while (queue.length > 0) {
        const items = nextBatch();
        // Refused (over the quota, or no beacon support): keep them for the next flush.
        if (!sendBeacon(url, JSON.stringify({ session, items }))) return;
        queue.splice(0, items.length);
      }
    },
  };
}
