/**
 * Bookings that end because something else ended: a listing or a seller removed, a buyer's account removed, a
 * hold the seller never answered. Each runs inside the transaction of what ended (or its own, for expiry).
 */

import { BUYER_ORDERS_PATH, SELLER_BOOKINGS_PATH } from '@marketplace/shared/constants';
import type { BookingStatus } from '@marketplace/shared/types';
import type { Database, SqlExecutor } from '../../../db/driver';
import { addBookingLines, type ConversationRef } from './conversation-lines';
import {
  insertNotifications,
  type NotificationDraft,
  type StoredNotification,
} from './notifications-repository';

/** What a transition needs to know about its booking. */
export interface BookingStateRow {
  id: string;
  product_id: string;
  buyer_id: string;
  seller_id: string | null;
  status: BookingStatus;
  name: string;
  product_name: string;
  seller_name: string;
}

/** What a booking change leaves to announce once its transaction commits: the bell's and the threads'. */
export interface BookingEffects {
  notifications: StoredNotification[];
  conversations: ConversationRef[];
}

const NO_EFFECTS: BookingEffects = { notifications: [], conversations: [] };

/**
 * Closes the pending and accepted bookings of a product (or of every product of a seller) that is being deleted:
 * they become `removed` and each buyer is told. Run inside the deleting transaction, before the delete.
 */
export async function closeBookingsOfRemovedListings(
  tx: SqlExecutor,
  where: { productId: string } | { sellerId: string },
): Promise<BookingEffects> {
  const closing = (column: 'product_id' | 'seller_id') =>
    `UPDATE bookings SET status = 'removed', updated_at = clock_timestamp()
     WHERE ${column} = $1 AND status IN ('pending', 'accepted')
     RETURNING id, product_id, buyer_id, seller_id, status, name, product_name, seller_name`;
  const { rows } = await tx.query<BookingStateRow>(
    'productId' in where ? closing('product_id') : closing('seller_id'),
    ['productId' in where ? where.productId : where.sellerId],
  );
  const conversations = await addBookingLines(
    tx,
    rows.map((row) => ({
      productId: row.product_id,
      buyerId: row.buyer_id,
      actorId: null,
      change: 'removed' as const,
      buyerName: row.name,
      sellerName: row.seller_name,
    })),
  );
  const notifications = await insertNotifications(
    tx,
    rows.map((row) => ({
      userId: row.buyer_id,
      kind: 'booking-removed',
      text: `${row.product_name} was removed from the marketplace: your booking is closed`,
      link: BUYER_ORDERS_PATH,
      bookingId: row.id,
    })),
  );
  return { notifications, conversations };
}

/** How a booking of a deleted account names its buyer. */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * Bookings that ended without a sale (cancelled with their buyer's account, or expired) give their products back
 * and tell each conversation, with `actorOf` as the line's sender (null for the site itself).
 */
export async function releaseEndedHolds(
  tx: SqlExecutor,
  rows: readonly BookingStateRow[],
  change: 'cancelled' | 'expired',
  actorOf: (row: BookingStateRow) => string | null,
): Promise<ConversationRef[]> {
  await tx.query(
    `UPDATE products SET status = 'available' WHERE id = ANY($1::uuid[]) AND status = 'booked'`,
    [rows.map((row) => row.product_id)],
  );
  return addBookingLines(
    tx,
    rows.map((row) => ({
      productId: row.product_id,
      buyerId: row.buyer_id,
      actorId: actorOf(row),
      change,
      buyerName: row.name,
      sellerName: row.seller_name,
    })),
  );
}

/**
 * A buyer's account is being deleted: the products they held become available again, and each seller is told as
 * for a cancellation. Their bookings stay as the sellers' records, without the buyer's name and phone (the delete
 * then unlinks them, and the email came from the user row). Run inside the deleting transaction, before the delete.
 */
export async function releaseBookingsOfRemovedBuyer(
  tx: SqlExecutor,
  buyerId: string,
): Promise<BookingEffects> {
  const { rows } = await tx.query<BookingStateRow>(
    `UPDATE bookings SET status = 'cancelled', updated_at = clock_timestamp()
     WHERE buyer_id = $1 AND status IN ('pending', 'accepted')
     RETURNING id, product_id, buyer_id, seller_id, status, name, product_name, seller_name`,
    [buyerId],
  );
  await tx.query(`UPDATE bookings SET name = $2, phone = '' WHERE buyer_id = $1`, [
    buyerId,
    DELETED_USER_NAME,
  ]);
  if (rows.length === 0) return NO_EFFECTS;
  const conversations = await releaseEndedHolds(tx, rows, 'cancelled', (row) => row.buyer_id);
  const notifications = await insertNotifications(
    tx,
    rows
      .filter((row) => row.seller_id !== null)
      .map((row) => ({
        userId: row.seller_id!,
        kind: 'booking-cancelled',
        text: `The booking of ${row.product_name} by ${row.name} was cancelled: their account was removed`,
        link: SELLER_BOOKINGS_PATH,
        bookingId: row.id,
      })),
  );
  return { notifications, conversations };
}

/**
 * Pending bookings older than `holdMs` become `expired`, their products available again, and buyer and seller
 * are told. Every instance may run this at once: the conditional UPDATE lets each booking expire once (rows
 * another instance holds are skipped, and one it expired no longer reads 'pending').
 */
export async function expireHolds(db: Database, holdMs: number, batch = 500): Promise<BookingEffects> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<BookingStateRow>(
      `UPDATE bookings SET status = 'expired', updated_at = clock_timestamp()
       WHERE status = 'pending' AND id IN (
         SELECT id FROM bookings
         WHERE status = 'pending' AND created_at <= clock_timestamp() - make_interval(secs => $1::float8 / 1000)
         ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id, product_id, buyer_id, seller_id, status, name, product_name, seller_name`,
      [holdMs, batch],
    );
    if (rows.length === 0) return NO_EFFECTS;
    const conversations = await releaseEndedHolds(tx, rows, 'expired', () => null);
    const hours = Math.round(holdMs / 3_600_000);
    const within = hours >= 1 ? `within ${hours} hour${hours === 1 ? '' : 's'}` : 'in time';
    const notifications = await insertNotifications(
      tx,
      rows.flatMap((row): NotificationDraft[] => [
        {
          userId: row.buyer_id,
          kind: 'booking-expired',
          text: `Your booking of ${row.product_name} expired: the seller did not answer ${within}`,
          link: BUYER_ORDERS_PATH,
          bookingId: row.id,
        },
        ...(row.seller_id
          ? [
              {
                userId: row.seller_id,
                kind: 'booking-expired' as const,
                text: `The booking of ${row.product_name} by ${row.name} expired unanswered: the product is available again`,
                link: SELLER_BOOKINGS_PATH,
                bookingId: row.id,
              },
            ]
          : []),
      ]),
    );
    return { notifications, conversations };
  });
}
