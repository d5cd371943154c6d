/**
 * Accepting an offer: the seller takes a pending offer, or the buyer the seller's counter. One transaction makes
 * an accepted booking at the agreed price, marks the product booked, declines the product's pending booking and
 * every other open offer on it, and tells everyone concerned. It locks as the sale's transitions do (the
 * product's bookings, then the product), so of two accepts on one product the second waits, then finds the
 * product taken (or its own offer declined) and answers 409.
 */
import { BUYER_ORDERS_PATH } from '@marketplace/shared/constants';
import type { Database, SqlExecutor } from '../../../db/driver';
import { BLOCKED_PAIR_MESSAGE, refusedByBlock } from './blocks-repository';
import type { BookingEffects, BookingStateRow } from './booking-releases';
import { addBookingLines } from './conversation-lines';
import { insertNotifications } from './notifications-repository';
import { tellOfferSteps } from './offer-notices';
import {
  OFFER_STATE_SQL,
  type OfferState,
  type OfferStateRow,
  readOffer,
  toNumeric,
  toOfferState,
} from './offer-rows';
import { NOT_OPEN, type OfferAnswer, refuseAnswer } from './offer-turns';
import { formatPostedTime } from './product-rows';

const BOOKING_STATE = 'id, product_id, buyer_id, seller_id, status, name, product_name, seller_name';

export const PRODUCT_TAKEN = 'This product is no longer available';

async function lockProductAndBookings(tx: SqlExecutor, productId: string) {
  await tx.query(
    `SELECT id FROM bookings WHERE product_id = $1 AND status IN ('pending', 'accepted') FOR UPDATE`,
    [productId],
  );
  const product = await tx.query<{ status: string }>('SELECT status FROM products WHERE id = $1 FOR UPDATE', [
    productId,
  ]);
  // Read again under the product's lock: a booking made in between is seen (and locked) now.
  const held = await tx.query<BookingStateRow>(
    `SELECT ${BOOKING_STATE} FROM bookings WHERE product_id = $1 AND status IN ('pending', 'accepted') FOR UPDATE`,
    [productId],
  );
  return { productStatus: product.rows[0]?.status, held: held.rows };
}

/** The product's pending booking (at most one) is declined: the seller took an offer instead. */
async function declinePendingBookings(tx: SqlExecutor, offer: OfferState): Promise<BookingEffects> {
  const { rows } = await tx.query<BookingStateRow>(
    `UPDATE bookings SET status = 'declined', updated_at = clock_timestamp()
     WHERE product_id = $1 AND status = 'pending' RETURNING ${BOOKING_STATE}`,
    [offer.productId],
  );
  const conversations = await addBookingLines(
    tx,
    rows.map((row) => ({
      productId: row.product_id,
      buyerId: row.buyer_id,
      actorId: offer.sellerId,
      change: 'declined' as const,
      buyerName: row.name,
      sellerName: row.seller_name,
    })),
  );
  const notifications = await insertNotifications(
    tx,
    rows.map((row) => ({
      userId: row.buyer_id,
      kind: 'booking-declined' as const,
      text: `${row.seller_name} declined your booking of ${row.product_name}: they accepted another offer`,
      link: BUYER_ORDERS_PATH,
      bookingId: row.id,
    })),
  );
  return { notifications, conversations };
}

async function insertAgreedBooking(tx: SqlExecutor, offer: OfferState, agreed: number): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO bookings (product_id, buyer_id, name, product_name, price, agreed_price, phone, meet_location,
                           booking_date, img, seller_id, seller_name, seller_email, status)
     VALUES ($1, $2, $3, $4, $5::numeric, $6::numeric, '', $7, $8, $9, $10, $11, $12, 'accepted') RETURNING id`,
    [
      offer.productId,
      offer.buyerId,
      offer.buyerName,
      offer.productName,
      toNumeric(offer.productPrice),
      toNumeric(agreed),
      offer.productLocation,
      formatPostedTime(new Date()),
      offer.productPicture,
      offer.sellerId,
      offer.sellerName,
      offer.sellerEmail,
    ],
  );
  return rows[0]!.id;
}

export async function acceptOffer(db: Database, offerId: string, userId: string): Promise<OfferAnswer> {
  return db.transaction(async (tx) => {
    const offer = await readOffer(tx, offerId);
    const refused = refuseAnswer(offer, userId, 'accept');
    if (refused || !offer) return refused ?? { kind: 'not-found' };
    if (await refusedByBlock(tx, offer.buyerId, offer.sellerId)) {
      return { kind: 'forbidden', message: BLOCKED_PAIR_MESSAGE };
    }

    const { productStatus, held } = await lockProductAndBookings(tx, offer.productId);
    if (productStatus === 'sold' || held.some((booking) => booking.status === 'accepted')) {
      return { kind: 'conflict', message: PRODUCT_TAKEN };
    }
    const taken = await tx.query(
      `UPDATE offers SET status = 'accepted', updated_at = clock_timestamp()
       WHERE id = $1 AND status = $2 AND expires_at > clock_timestamp()`,
      [offerId, offer.status],
    );
    if (taken.rowCount === 0) return { kind: 'conflict', message: NOT_OPEN };

    const agreed = offer.status === 'countered' ? offer.counterAmount! : offer.amount;
    const declinedBookings = await declinePendingBookings(tx, offer);
    await tx.query(`UPDATE products SET status = 'booked' WHERE id = $1`, [offer.productId]);
    const bookingId = await insertAgreedBooking(tx, offer, agreed);
    await tx.query('UPDATE offers SET booking_id = $2 WHERE id = $1', [offerId, bookingId]);

    const outbid = await tx.query<OfferStateRow>(
      `WITH outbid AS (
         UPDATE offers SET status = 'declined', updated_at = clock_timestamp()
         WHERE product_id = $1 AND id <> $2 AND status IN ('pending', 'countered') RETURNING id)
       ${OFFER_STATE_SQL} WHERE o.id IN (SELECT id FROM outbid)`,
      [offer.productId, offerId],
    );
    const told = await tellOfferSteps(tx, [
      { offer, step: 'accepted', actorId: userId, bookingId },
      ...outbid.rows.map((row) => ({ offer: toOfferState(row), step: 'outbid' as const, actorId: null })),
    ]);
    return {
      kind: 'answered',
      bookingId,
      notifications: [...declinedBookings.notifications, ...told.notifications],
      conversations: [...declinedBookings.conversations, ...told.conversations],
    };
  });
}
