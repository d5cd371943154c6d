/**
 * Bookings and the sale's lifecycle. Every change is one transaction whose conditional UPDATE decides it: two
 * changes that exclude each other (decline and cancel of one pending booking, mark-sold and cancel of an
 * accepted one) both try `... WHERE status IN (<the states it may leave>)`, and only the first to commit
 * finds the row still in such a state; the other updates nothing and answers why. Each transaction locks the
 * booking first and the product after it (booking a product locks only the product), so they never deadlock.
 */
import type { Booking, BookingStatus, ReceivedBooking } from '@marketplace/shared/types';
import { BUYER_ORDERS_PATH, SELLER_BOOKINGS_PATH } from '../../../config/catalog';
import type { Database, SqlExecutor } from '../../../db/driver';
import { addBookingLines } from './conversation-lines';
import {
  insertNotifications,
  type NotificationDraft,
  type StoredNotification,
} from './notifications-repository';

interface BookingDbRow {
  id: string;
  product_id: string;
  name: string;
  /** null once the buyer's account is deleted. */
  email: string | null;
  product_name: string;
  price: number;
  phone: string;
  meet_location: string;
  booking_date: string;
  img: string;
  status: BookingStatus;
  seller_name: string;
  seller_email: string;
  conversation_id: string | null;
}

/** What a transition needs to know about its booking. */
interface BookingStateRow {
  id: string;
  product_id: string;
  buyer_id: string;
  seller_id: string | null;
  status: BookingStatus;
  name: string;
  product_name: string;
  seller_name: string;
}

export type BookingOutcome =
  | { kind: 'created'; id: string; notifications: StoredNotification[] }
  | { kind: 'unknown-product' }
  | { kind: 'own-product' }
  | { kind: 'already-booked' }
  | { kind: 'sold' }
  | { kind: 'too-many-holds' };

/** What PATCH /bookings/{id} may ask for, and who may ask. */
export type BookingTransition = 'accepted' | 'declined' | 'cancelled';

export type TransitionOutcome =
  | { kind: 'changed'; notifications: StoredNotification[] }
  | { kind: 'not-found' }
  | { kind: 'forbidden'; message: string }
  | { kind: 'conflict'; message: string };

export type MarkSoldOutcome =
  | { kind: 'sold'; buyerId: string; notifications: StoredNotification[] }
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
 * Closes the pending and accepted bookings of a product (or of every product of a seller) that is being deleted:
 * they become `removed` and each buyer is told. Run inside the deleting transaction, before the delete.
 */
export async function closeBookingsOfRemovedListings(
  tx: SqlExecutor,
  where: { productId: string } | { sellerId: string },
): Promise<StoredNotification[]> {
  const closing = (column: 'product_id' | 'seller_id') =>
    `UPDATE bookings SET status = 'removed', updated_at = clock_timestamp()
     WHERE ${column} = $1 AND status IN ('pending', 'accepted')
     RETURNING id, product_id, buyer_id, seller_id, status, name, product_name, seller_name`;
  const { rows } = await tx.query<BookingStateRow>(
    'productId' in where ? closing('product_id') : closing('seller_id'),
    ['productId' in where ? where.productId : where.sellerId],
  );
  await addBookingLines(
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
  return insertNotifications(
    tx,
    rows.map((row) => ({
      userId: row.buyer_id,
      kind: 'booking-removed',
      text: `${row.product_name} was removed from the marketplace: your booking is closed`,
      link: BUYER_ORDERS_PATH,
      bookingId: row.id,
    })),
  );
}

/** How a booking of a deleted account names its buyer. */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * Bookings that ended without a sale (cancelled with their buyer's account, or expired) give their products back
 * and tell each conversation, with `actorOf` as the line's sender (null for the site itself).
 */
async function releaseEndedHolds(
  tx: SqlExecutor,
  rows: readonly BookingStateRow[],
  change: 'cancelled' | 'expired',
  actorOf: (row: BookingStateRow) => string | null,
): Promise<void> {
  await tx.query(
    `UPDATE products SET status = 'available' WHERE id = ANY($1::uuid[]) AND status = 'booked'`,
    [rows.map((row) => row.product_id)],
  );
  await addBookingLines(
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
): Promise<StoredNotification[]> {
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
  if (rows.length === 0) return [];
  await releaseEndedHolds(tx, rows, 'cancelled', (row) => row.buyer_id);
  return insertNotifications(
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
}

export class BookingsRepository {
  constructor(private readonly db: Database) {}

  /** A buyer's bookings, newest first; the seller's email only once the booking is accepted or sold. */
  async listByBuyer(buyerId: string): Promise<Booking[]> {
    const { rows } = await this.db.query<BookingDbRow>(
      `SELECT b.id, b.product_id, b.name, u.email, b.product_name, b.price::float8 AS price, b.phone,
              b.meet_location, b.booking_date, b.img, b.status, b.seller_name, b.seller_email,
              c.id AS conversation_id
       FROM bookings b JOIN users u ON u.id = b.buyer_id
       LEFT JOIN conversations c ON c.product_id = b.product_id AND c.buyer_id = b.buyer_id
       WHERE b.buyer_id = $1 ORDER BY b.created_at DESC, b.seq DESC`,
      [buyerId],
    );
    return rows.map((row) => ({
      _id: row.id,
      productId: row.product_id,
      name: row.name,
      email: row.email ?? '',
      productName: row.product_name,
      price: Number(row.price),
      phone: row.phone,
      meetLocation: row.meet_location,
      bookingDate: row.booking_date,
      img: row.img,
      status: row.status,
      sellerName: row.seller_name,
      ...(row.status === 'accepted' || row.status === 'sold' ? { sellerEmail: row.seller_email } : {}),
      ...(row.conversation_id ? { conversationId: row.conversation_id } : {}),
    }));
  }

  /** The bookings on a seller's products (every status), newest first; name, email and phone are the buyer's. */
  async listBySeller(sellerId: string): Promise<ReceivedBooking[]> {
    const { rows } = await this.db.query<BookingDbRow>(
      `SELECT b.id, b.product_id, b.name, u.email, b.product_name, b.price::float8 AS price, b.phone,
              b.meet_location, b.booking_date, b.img, b.status, b.seller_name, b.seller_email,
              c.id AS conversation_id
       FROM bookings b LEFT JOIN users u ON u.id = b.buyer_id
       LEFT JOIN conversations c ON c.product_id = b.product_id AND c.buyer_id = b.buyer_id
       WHERE b.seller_id = $1 ORDER BY b.created_at DESC, b.seq DESC`,
      [sellerId],
    );
    return rows.map((row) => ({
      _id: row.id,
      productId: row.product_id,
      productName: row.product_name,
      price: Number(row.price),
      img: row.img,
      name: row.name,
      email: row.email ?? '',
      phone: row.phone,
      meetLocation: row.meet_location,
      bookingDate: row.booking_date,
      status: row.status,
      ...(row.conversation_id ? { conversationId: row.conversation_id } : {}),
    }));
  }

  /**
   * Books a product: the conditional UPDATE claims it (only one of two simultaneous bookings finds it still
   * 'available'), and the booking row and the seller's notification are written in the same transaction.
   */
  async book(input: {
    productId: string;
    buyerId: string;
    buyerName: string;
    phone: string;
    meetLocation: string;
    bookingDate: string;
    /** Pending bookings the buyer may hold at once (a hold keeps a product from everyone else); none: no limit. */
    maxPending?: number;
  }): Promise<BookingOutcome> {
    return this.db.transaction(async (tx) => {
      if (input.maxPending !== undefined) {
        // The buyer's row is the lock that makes their pending count exact when they book several at once.
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [input.buyerId]);
        const holds = await tx.query<{ pending: number }>(
          `SELECT count(*)::int AS pending FROM bookings WHERE buyer_id = $1 AND status = 'pending'`,
          [input.buyerId],
        );
        if (holds.rows[0]!.pending >= input.maxPending) return { kind: 'too-many-holds' };
      }
      const claimed = await tx.query<{
        name: string;
        price: string;
        picture: string;
        seller_id: string;
        seller_name: string;
        seller_email: string;
      }>(
        `UPDATE products p SET status = 'booked' FROM users u
         WHERE p.id = $1 AND p.status = 'available' AND p.seller_id <> $2 AND u.id = p.seller_id
         RETURNING p.name, p.resale_price::text AS price, p.picture, p.seller_id, u.name AS seller_name,
                   u.email AS seller_email`,
        [input.productId, input.buyerId],
      );
      const product = claimed.rows[0];
      if (!product) {
        const { rows } = await tx.query<{ seller_id: string; status: string }>(
          'SELECT seller_id, status FROM products WHERE id = $1',
          [input.productId],
        );
        const existing = rows[0];
        if (!existing) return { kind: 'unknown-product' };
        if (existing.seller_id === input.buyerId) return { kind: 'own-product' };
        return existing.status === 'sold' ? { kind: 'sold' } : { kind: 'already-booked' };
      }
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO bookings (product_id, buyer_id, name, product_name, price, phone, meet_location, booking_date,
                               img, seller_id, seller_name, seller_email)
         VALUES ($1, $2, $3, $4, $5::numeric, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          input.productId,
          input.buyerId,
          input.buyerName,
          product.name,
          product.price,
          input.phone,
          input.meetLocation,
          input.bookingDate,
          product.picture,
          product.seller_id,
          product.seller_name,
          product.seller_email,
        ],
      );
      const id = inserted.rows[0]!.id;
      await addBookingLines(tx, [
        {
          productId: input.productId,
          buyerId: input.buyerId,
          actorId: input.buyerId,
          change: 'requested',
          buyerName: input.buyerName,
          sellerName: product.seller_name,
        },
      ]);
      const notifications = await insertNotifications(tx, [
        {
          userId: product.seller_id,
          kind: 'booking-created',
          text: `${input.buyerName} booked ${product.name}`,
          link: SELLER_BOOKINGS_PATH,
          bookingId: id,
        },
      ]);
      return { kind: 'created', id, notifications };
    });
  }

  /**
   * PATCH /bookings/{id}: accept or decline (the product's seller), cancel (the booking's buyer). A decline or
   * cancel makes the product available again.
   */
  async changeStatus(
    bookingId: string,
    userId: string,
    target: BookingTransition,
  ): Promise<TransitionOutcome> {
    return this.db.transaction(async (tx) => {
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
      await addBookingLines(tx, [
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
      return { kind: 'changed', notifications: await insertNotifications(tx, drafts) };
    });
  }

  /**
   * Pending bookings older than `holdMs` become `expired`, their products available again, and buyer and seller
   * are told. Every instance may run this at once: the conditional UPDATE lets each booking expire once (rows
   * another instance holds are skipped, and one it expired no longer reads 'pending').
   */
  async expireHolds(holdMs: number, batch = 500): Promise<StoredNotification[]> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<BookingStateRow>(
        `UPDATE bookings SET status = 'expired', updated_at = clock_timestamp()
         WHERE status = 'pending' AND id IN (
           SELECT id FROM bookings
           WHERE status = 'pending' AND created_at <= clock_timestamp() - make_interval(secs => $1::float8 / 1000)
           ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING id, product_id, buyer_id, seller_id, status, name, product_name, seller_name`,
        [holdMs, batch],
      );
      if (rows.length === 0) return [];
      await releaseEndedHolds(tx, rows, 'expired', () => null);
      const hours = Math.round(holdMs / 3_600_000);
      const within = hours >= 1 ? `within ${hours} hour${hours === 1 ? '' : 's'}` : 'in time';
      return insertNotifications(
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
    });
  }

  /**
   * PATCH /products/{id} `{ status: 'sold' }` (the caller has checked the seller): the product's accepted
   * booking becomes `sold`, the product `sold` (and no longer advertised), and the buyer is told. 409 without
   * an accepted booking.
   */
  async markProductSold(productId: string): Promise<MarkSoldOutcome> {
    return this.db.transaction(async (tx) => {
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
      await addBookingLines(tx, [
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
      return { kind: 'sold', buyerId: booking.buyer_id, notifications };
    });
  }
}
