/**
 * The pickup form's checks and texts, in one place; the API makes the same checks (and its texts win). A
 * window is typed as its start (the browser's local time) and its length.
 */
import {
  PICKUP_HORIZON_MS,
  PICKUP_WINDOW_MAX_MS,
  PICKUP_WINDOW_MIN_MS,
  PICKUP_WINDOWS_MAX,
} from '@marketplace/shared/schemas/offers';
import type { PickupWindow } from '@marketplace/shared/types';

export const PICKUP_MESSAGES = {
  startRequired: 'Choose when each pickup time starts',
  past: 'A pickup time must start in the future',
  tooFar: 'A pickup time must start within the next 14 days',
  tooMany: `Propose at most ${PICKUP_WINDOWS_MAX} pickup times`,
  twice: 'Two pickup times start at the same moment',
} as const;

/** The lengths offered, every half hour from the shortest window to the longest. */
export const PICKUP_LENGTHS_MINUTES = Array.from(
  { length: (PICKUP_WINDOW_MAX_MS - PICKUP_WINDOW_MIN_MS) / 1_800_000 + 1 },
  (_, index) => PICKUP_WINDOW_MIN_MS / 60_000 + index * 30,
);

export const lengthLabel = (minutes: number) =>
  minutes < 60 ? `${minutes} min` : `${minutes / 60} h`.replace('.5 h', ' h 30 min');

export interface WindowDraft {
  /** A datetime-local value, 'YYYY-MM-DDTHH:mm', in the browser's time zone. */
  start: string;
  minutes: number;
}

/** The windows to send (UTC), or the reason they cannot be sent. */
export function checkPickupWindows(
  drafts: WindowDraft[],
  now = Date.now(),
): { times: PickupWindow[] } | { error: string } {
  if (drafts.length > PICKUP_WINDOWS_MAX) return { error: PICKUP_MESSAGES.tooMany };
  const times: PickupWindow[] = [];
  for (const draft of drafts) {
    const start = new Date(draft.start).getTime();
    if (!draft.start || Number.isNaN(start)) return { error: PICKUP_MESSAGES.startRequired };
    if (start <= now) return { error: PICKUP_MESSAGES.past };
    if (start > now + PICKUP_HORIZON_MS) return { error: PICKUP_MESSAGES.tooFar };
    const window = {
      start: new Date(start).toISOString(),
      end: new Date(start + draft.minutes * 60_000).toISOString(),
    };
    if (times.some((other) => other.start === window.start)) return { error: PICKUP_MESSAGES.twice };
    times.push(window);
  }
  return { times };
}
