/** The checks of proposed pickup windows: 400 texts, one place. */
import {
  PICKUP_HORIZON_MS,
  PICKUP_WINDOW_MAX_MS,
  PICKUP_WINDOW_MIN_MS,
} from '@marketplace/shared/schemas/offers';
import type { PickupWindow } from '@marketplace/shared/types';

export const PICKUP_REFUSALS = {
  length: 'Each pickup window must last from 30 minutes to 4 hours',
  horizon: 'Each pickup window must start within the next 14 days',
  duplicate: 'Each pickup window must start at a different time',
  notProposed: 'Choose one of the proposed pickup times',
} as const;

/** The windows in UTC ISO form, or the reason they are refused. */
export function checkPickupWindows(
  times: readonly PickupWindow[],
  now = Date.now(),
): { windows: PickupWindow[] } | { refusal: string } {
  const windows: PickupWindow[] = [];
  for (const time of times) {
    const start = Date.parse(time.start);
    const end = Date.parse(time.end);
    const length = end - start;
    if (!(length >= PICKUP_WINDOW_MIN_MS && length <= PICKUP_WINDOW_MAX_MS))
      return { refusal: PICKUP_REFUSALS.length };
    if (!(start > now && start <= now + PICKUP_HORIZON_MS)) return { refusal: PICKUP_REFUSALS.horizon };
    windows.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
  }
  if (new Set(windows.map((window) => window.start)).size !== windows.length) {
    return { refusal: PICKUP_REFUSALS.duplicate };
  }
  return { windows };
}
