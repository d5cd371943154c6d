/**
 * The sale's transitions: accept, decline, cancel (PATCH /bookings/{id}) and sold (PATCH /products/{id}). Each is
 * one transaction whose conditional UPDATE decides it: two changes that exclude each other both try
 * `... WHERE status IN (<the states it may leave>)`, and only the first to commit finds the row still in such a
 * state; the other updates nothing and answers why. Each locks the booking first and the product after it.
 */

import { BUYER_ORDERS_PATH, SELLER_BOOKINGS_PATH } from '@marketplace/shared/constants';
import type { BookingStatus } from '@marketplace/shared/types';
import type { Database } from '../../../db/driver';
import type { BookingEffects, BookingStateRow } from './booking-releases';
import { addBookingLines } from './conversation-lines';
import { insertNotifications, type NotificationDraft } from './notifications-repository';

/** What PATCH /bookings/{id} may ask for, and who may ask. */
export type BookingTransition = 'accepted' | 'declined' | 'cancelled';

export type TransitionOutcome =
  | ({ kind: 'changed' } & BookingEffects)
  | { kind: 'not-found' }
  | { kind: 'forbidden'; message: string }
  | { kind: 'conflict'; message: string };

export type MarkSoldOutcome =
  | ({ kind: 'sold'; buyerId: string } & BookingEffects)
  | { kind: 'conflict'; message: string };

/** The states each transition may leave. */
const ALLOWED_FROM: Record<BookingTransition | 'sold', readonly BookingStatus[]> = {
  accepted: ['pending'],
  declined: ['pending'],
  cancelled: ['pending', 'accepted'],
  sold: ['accepted'],
};

const VERB: Record<BookingTransition, string> = {
  accepted: 'accept',
  declined: 'decline',
  cancelled: 'cancel',
};

/** Why a booking in this state cannot make the transition: the 409's message. */
function refusal(target: BookingTransition, current: BookingStatus): string {
  if (current === target) return `This booking is already ${current}`;
  const why: Record<BookingStatus, string> = {
    pending: 'it is still pending',
    accepted: 'it was already accepted',
    declined: 'the seller declined it',
    cancelled: 'the buyer cancelled it',
    sold: 'the product was sold',
    removed: 'its listing was removed',
    expired: 'the seller did not answer in time',
  };
  return `You cannot ${VERB[target]} this booking: ${why[current]}`;
}

/**
 * PATCH /bookings/{id}: accept or decline (the product's seller), cancel (the booking's buyer). A decline or
 * cancel makes the product available again.
 */
export async function changeBookingStatus(
  db: Database,
  bookingId: string,
  userId: string,
  target: BookingTransition,
): Promise<TransitionOutcome> {
  return db.transaction(async (tx) => {
    const found = await tx.query<BookingStateRow>(
      `SELECT id, product_id, buyer_id, seller_id, status, name, product_name, seller_name
       FROM bookings WHERE id = $1`,
      [bookingId],
    );
    const booking = found.rows[0];
    if (!booking) return { kind: 'not-found' };
    if (target === 'cancelled' && booking.buyer_id !== userId) {
      return { kind: 'forbidden', message: 'Only the buyer of this booking may cancel it' };
    }
    if (target !== 'cancelled' && booking.seller_id !== userId) {
      return {
        kind: 'forbidden',
        message: `Only the seller of this product may ${VERB[target]} this booking`,
      };
    }

    const updated = await tx.query<{ product_id: string }>(
      `UPDATE bookings SET status = $2, updated_at = clock_timestamp()
       WHERE id = $1 AND status = ANY($3::text[]) RETURNING product_id`,
      [bookingId, target, ALLOWED_FROM[target]],
    );
    if (updated.rowCount === 0) {
      // Read after the failed update: the status the winner of a race left, not the one read above.
      const now = await tx.query<{ status: BookingStatus }>('SELECT status FROM bookings WHERE id = $1', [
        bookingId,
      ]);
      return { kind: 'conflict', message: refusal(target, now.rows[0]?.status ?? booking.status) };
    }
    if (target !== 'accepted') {
      await tx.query(`UPDATE products SET status = 'available' WHERE id = $1 AND status = 'booked'`, [
        booking.product_id,
      ]);
    }
    const conversations = await addBookingLines(tx, [
      {
        productId: booking.product_id,
        buyerId: booking.buyer_id,
        actorId: userId,
        change: target,
        buyerName: booking.name,
        sellerName: booking.seller_name,
      },
    ]);

    const drafts: NotificationDraft[] =
      target === 'cancelled'
        ? booking.seller_id
          ? [
              {
                userId: booking.seller_id,
                kind: 'booking-cancelled',
                text: `${booking.name} cancelled the booking of ${booking.product_name}`,
                link: SELLER_BOOKINGS_PATH,
                bookingId,
              },
            ]
          : []
        : [
            {
              userId: booking.buyer_id,
              kind: target === 'accepted' ? 'booking-accepted' : 'booking-declined',
              text: `${booking.seller_name} ${target} your booking of ${booking.product_name}`,
              link: BUYER_ORDERS_PATH,
              bookingId,
            },
          ];
    return { kind: 'changed', notifications: await insertNotifications(tx, drafts), conversations };
  });
}

/**
 * PATCH /products/{id} `{ status: 'sold' }` (the caller has checked the seller): the product's accepted
 * booking becomes `sold`, the product `sold` (and no longer advertised), and the buyer is told. 409 without
 * an accepted booking.
 */
export async function markProductSold(db: Database, productId: string): Promise<MarkSoldOutcome> {
  return db.transaction(async (tx) => {
    const sold = await tx.query<BookingStateRow>(
      `UPDATE bookings SET status = 'sold', updated_at = clock_timestamp()
       WHERE product_id = $1 AND status = ANY($2::text[])
       RETURNING id, product_id, buyer_id, seller_id, status, name, product_name, seller_name`,
      [productId, ALLOWED_FROM.sold],
    );
    const booking = sold.rows[0];
    if (!booking) {
      const { rows } = await tx.query<{ status: string; pending: boolean }>(
        `SELECT p.status, EXISTS (SELECT 1 FROM bookings b WHERE b.product_id = p.id AND b.status = 'pending')
                AS pending
         FROM products p WHERE p.id = $1`,
        [productId],
      );
      const product = rows[0];
      const message =
        product?.status === 'sold'
          ? 'This product is already sold'
          : product?.pending
            ? 'Accept the booking first: only a product with an accepted booking can be marked sold'
            : 'This product has no accepted booking: only a booked product can be marked sold';
      return { kind: 'conflict', message };
    }
    await tx.query(`UPDATE products SET status = 'sold', advertised = false WHERE id = $1`, [productId]);
    const conversations = await addBookingLines(tx, [
      {
        productId,
        buyerId: booking.buyer_id,
        actorId: booking.seller_id,
        change: 'sold',
        buyerName: booking.name,
        sellerName: booking.seller_name,
      },
    ]);
    const notifications = await insertNotifications(tx, [
      {
        userId: booking.buyer_id,
        kind: 'booking-sold',
        text: `${booking.seller_name} marked ${booking.product_name} as sold to you`,
        link: BUYER_ORDERS_PATH,
        bookingId: booking.id,
      },
    ]);
    return { kind: 'sold', buyerId: booking.buyer_id, notifications, conversations };
  });
}
