/** A booking's agreed price and pickup windows as its columns hold them, and as the order lists show them. */
import type { PickupPlan, PickupWindow } from '@marketplace/shared/types';

export const AGREED_AND_PICKUP_COLUMNS =
  'b.agreed_price::float8 AS agreed_price, b.pickup_proposed, b.pickup_start, b.pickup_end';

export interface AgreedAndPickupRow {
  agreed_price: number | null;
  /** ISO 8601 UTC windows, as the buyer proposed them. */
  pickup_proposed: PickupWindow[] | string;
  pickup_start: Date | null;
  pickup_end: Date | null;
}

export function pickupPlan(row: AgreedAndPickupRow): PickupPlan {
  const proposed =
    typeof row.pickup_proposed === 'string' ? JSON.parse(row.pickup_proposed) : row.pickup_proposed;
  return {
    proposed: proposed as PickupWindow[],
    chosen:
      row.pickup_start && row.pickup_end
        ? { start: new Date(row.pickup_start).toISOString(), end: new Date(row.pickup_end).toISOString() }
        : null,
  };
}

export function agreedAndPickup(row: AgreedAndPickupRow): { agreedPrice?: number; pickup: PickupPlan } {
  return {
    ...(row.agreed_price === null ? {} : { agreedPrice: Number(row.agreed_price) }),
    pickup: pickupPlan(row),
  };
}
