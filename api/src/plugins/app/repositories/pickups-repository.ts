/**
 * Pickup windows of an accepted booking: the buyer proposes one to three, the seller chooses one (or asks for
 * others), and a reminder goes to both two hours before. The reminder is claimed by a conditional UPDATE of
 * `pickup_reminded_at`, so of several instances running the job at once only one sends each.
 */
import { BUYER_ORDERS_PATH, SELLER_BOOKINGS_PATH } from '@marketplace/shared/constants';
import type { NotificationKind, PickupPlan, PickupWindow } from '@marketplace/shared/types';
import type { Database, SqlExecutor } from '../../../db/driver';
import type { BookingEffects } from './booking-releases';
import { appendLine, type ConversationRef, openConversation } from './conversation-lines';
import { insertNotifications, type NotificationDraft } from './notifications-repository';
import { AGREED_AND_PICKUP_COLUMNS, type AgreedAndPickupRow, pickupPlan } from './pickup-plan';

/** An accepted booking's pickup as the calendar file and the checks need it. */
export interface PickupBooking {
  id: string;
  productId: string;
  productName: string;
  status: string;
  buyerId: string | null;
  buyerName: string;
  sellerId: string | null;
  sellerName: string;
  meetLocation: string;
  plan: PickupPlan;
}

interface PickupBookingRow extends AgreedAndPickupRow {
  id: string;
  product_id: string;
  product_name: string;
  status: string;
  buyer_id: string | null;
  name: string;
  seller_id: string | null;
  seller_name: string;
  meet_location: string;
}

const PICKUP_BOOKING_SQL = `
  SELECT b.id, b.product_id, b.product_name, b.status, b.buyer_id, b.name, b.seller_id, b.seller_name,
         b.meet_location, ${AGREED_AND_PICKUP_COLUMNS}
  FROM bookings b`;

const toPickupBooking = (row: PickupBookingRow): PickupBooking => ({
  id: row.id,
  productId: row.product_id,
  productName: row.product_name,
  status: row.status,
  buyerId: row.buyer_id,
  buyerName: row.name,
  sellerId: row.seller_id,
  sellerName: row.seller_name,
  meetLocation: row.meet_location,
  plan: pickupPlan(row),
});

/** A day and time as the bell writes it; the pages show it in the viewer's own zone. */
const utcText = (iso: string) => `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export class PickupsRepository {
  constructor(private readonly db: Database) {}

  async find(bookingId: string, tx: SqlExecutor = this.db): Promise<PickupBooking | null> {
    const { rows } = await tx.query<PickupBookingRow>(`${PICKUP_BOOKING_SQL} WHERE b.id = $1`, [bookingId]);
    return rows[0] ? toPickupBooking(rows[0]) : null;
  }

  /** The buyer's windows replace any earlier ones while none is chosen; the seller is told. */
  async propose(booking: PickupBooking, times: readonly PickupWindow[]): Promise<BookingEffects | null> {
    return this.db.transaction(async (tx) => {
      const updated = await tx.query(
        `UPDATE bookings SET pickup_proposed = $2::jsonb, updated_at = clock_timestamp()
         WHERE id = $1 AND status = 'accepted' AND pickup_start IS NULL`,
        [booking.id, JSON.stringify(times)],
      );
      if (updated.rowCount === 0) return null;
      const count = times.length === 1 ? 'a pickup time' : `${times.length} pickup times`;
      return tell(tx, booking, booking.buyerId, `${booking.buyerName} proposed ${count}`, 'pickup-proposed', {
        seller: `${booking.buyerName} proposed ${count} for ${booking.productName}: choose one`,
      });
    });
  }

  /** The seller takes one of the proposed windows; the buyer is told. null when the booking changed meanwhile. */
  async choose(booking: PickupBooking, window: PickupWindow): Promise<BookingEffects | null> {
    return this.db.transaction(async (tx) => {
      const updated = await tx.query(
        `UPDATE bookings SET pickup_start = $2, pickup_end = $3, pickup_reminded_at = NULL,
                updated_at = clock_timestamp()
         WHERE id = $1 AND status = 'accepted' AND pickup_start IS NULL`,
        [booking.id, window.start, window.end],
      );
      if (updated.rowCount === 0) return null;
      const when = utcText(window.start);
      return tell(
        tx,
        booking,
        booking.sellerId,
        `${booking.sellerName} chose the pickup time ${when}`,
        'pickup-chosen',
        {
          buyer: `${booking.sellerName} chose the pickup of ${booking.productName}: ${when}`,
        },
      );
    });
  }

  /** None of the windows suits the seller: they are cleared and the buyer is asked for others. */
  async askForOthers(booking: PickupBooking): Promise<BookingEffects | null> {
    return this.db.transaction(async (tx) => {
      const updated = await tx.query(
        `UPDATE bookings SET pickup_proposed = '[]'::jsonb, updated_at = clock_timestamp()
         WHERE id = $1 AND status = 'accepted' AND pickup_start IS NULL`,
        [booking.id],
      );
      if (updated.rowCount === 0) return null;
      return tell(
        tx,
        booking,
        booking.sellerId,
        `${booking.sellerName} asked for other pickup times`,
        'pickup-other-times',
        { buyer: `${booking.sellerName} asked for other pickup times for ${booking.productName}` },
      );
    });
  }

  /**
   * Pickups of accepted bookings starting within `aheadMs`: each is claimed once (across instances) and both
   * sides are reminded.
   */
  async remindDue(aheadMs: number, batch = 200): Promise<BookingEffects> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<PickupBookingRow>(
        `WITH due AS (
           UPDATE bookings SET pickup_reminded_at = clock_timestamp()
           WHERE pickup_reminded_at IS NULL AND id IN (
             SELECT id FROM bookings
             WHERE pickup_start IS NOT NULL AND pickup_reminded_at IS NULL AND status = 'accepted'
               AND pickup_start > clock_timestamp()
               AND pickup_start <= clock_timestamp() + make_interval(secs => $1::float8 / 1000)
             ORDER BY pickup_start LIMIT $2 FOR UPDATE SKIP LOCKED)
           RETURNING id)
         ${PICKUP_BOOKING_SQL} WHERE b.id IN (SELECT id FROM due)`,
        [aheadMs, batch],
      );
      const drafts = rows.map(toPickupBooking).flatMap((booking): NotificationDraft[] => {
        const when = utcText(booking.plan.chosen!.start);
        return [
          ...(booking.buyerId
            ? [
                reminder(
                  booking.buyerId,
                  `Pickup of ${booking.productName} at ${when}`,
                  BUYER_ORDERS_PATH,
                  booking.id,
                ),
              ]
            : []),
          ...(booking.sellerId
            ? [
                reminder(
                  booking.sellerId,
                  `${booking.buyerName} picks up ${booking.productName} at ${when}`,
                  SELLER_BOOKINGS_PATH,
                  booking.id,
                ),
              ]
            : []),
        ];
      });
      return { notifications: await insertNotifications(tx, drafts), conversations: [] };
    });
  }
}

const reminder = (userId: string, text: string, link: string, bookingId: string): NotificationDraft => ({
  userId,
  kind: 'pickup-reminder',
  text,
  link,
  bookingId,
});

/** The step's line in the product's conversation, and the other side's notification. */
async function tell(
  tx: SqlExecutor,
  booking: PickupBooking,
  actorId: string | null,
  line: string,
  kind: NotificationKind,
  texts: { buyer?: string; seller?: string },
): Promise<BookingEffects> {
  const conversations: ConversationRef[] = [];
  if (booking.buyerId) {
    const conversation = await openConversation(tx, booking.productId, booking.buyerId);
    if (conversation) {
      await appendLine(tx, conversation.id, { senderId: actorId, kind: 'system', text: line });
      conversations.push({
        id: conversation.id,
        buyerId: conversation.buyer_id,
        sellerId: conversation.seller_id,
      });
    }
  }
  const drafts: NotificationDraft[] = [];
  if (texts.buyer && booking.buyerId) {
    drafts.push({
      userId: booking.buyerId,
      kind,
      text: texts.buyer,
      link: BUYER_ORDERS_PATH,
      bookingId: booking.id,
    });
  }
  if (texts.seller && booking.sellerId) {
    drafts.push({
      userId: booking.sellerId,
      kind,
      text: texts.seller,
      link: SELLER_BOOKINGS_PATH,
      bookingId: booking.id,
    });
  }
  return { conversations, notifications: await insertNotifications(tx, drafts) };
}
