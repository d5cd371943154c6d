/**
 * Bookings: a buyer's and a seller's lists, and booking a product (the product's conditional UPDATE decides who
 * gets it). The sale's transitions are in booking-transitions.ts, the bookings that end with a listing, an account
 * or a hold in booking-releases.ts; the class hands those on so routes see one repository.
 */

import { SELLER_BOOKINGS_PATH } from '@marketplace/shared/constants';
import type { Booking, BookingStatus, ReceivedBooking } from '@marketplace/shared/types';
import type { Database } from '../../../db/driver';
import { refusedByBlock } from './blocks-repository';
import { type BookingEffects, expireHolds } from './booking-releases';
import {
  type BookingTransition,
  changeBookingStatus,
  type MarkSoldOutcome,
  markProductSold,
  type TransitionOutcome,
} from './booking-transitions';
import { addBookingLines } from './conversation-lines';
import { insertNotifications } from './notifications-repository';
import { AGREED_AND_PICKUP_COLUMNS, type AgreedAndPickupRow, agreedAndPickup } from './pickup-plan';

interface BookingDbRow extends AgreedAndPickupRow {
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
  /** Read by the seller's list only; null once the buyer's account is deleted. */
  buyer_id?: string | null;
  conversation_id: string | null;
}

export type BookingOutcome =
  | ({ kind: 'created'; id: string } & BookingEffects)
  | { kind: 'unknown-product' }
  | { kind: 'own-product' }
  | { kind: 'already-booked' }
  | { kind: 'sold' }
  | { kind: 'blocked' }
  | { kind: 'too-many-holds' };

export class BookingsRepository {
  constructor(private readonly db: Database) {}

  /** A buyer's bookings, newest first; the seller's email only once the booking is accepted or sold. */
  async listByBuyer(buyerId: string): Promise<Booking[]> {
    const { rows } = await this.db.query<BookingDbRow>(
      `SELECT b.id, b.product_id, b.name, u.email, b.product_name, b.price::float8 AS price, b.phone,
              b.meet_location, b.booking_date, b.img, b.status, b.seller_name, b.seller_email,
              c.id AS conversation_id, ${AGREED_AND_PICKUP_COLUMNS}
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
      ...agreedAndPickup(row),
    }));
  }

  /** The bookings on a seller's products (every status), newest first; name, email and phone are the buyer's. */
  async listBySeller(sellerId: string): Promise<ReceivedBooking[]> {
    const { rows } = await this.db.query<BookingDbRow>(
      `SELECT b.id, b.product_id, b.name, u.email, b.product_name, b.price::float8 AS price, b.phone,
              b.meet_location, b.booking_date, b.img, b.status, b.seller_name, b.seller_email,
              b.buyer_id, c.id AS conversation_id, ${AGREED_AND_PICKUP_COLUMNS}
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
      ...(row.buyer_id ? { buyerId: row.buyer_id } : {}),
      ...(row.conversation_id ? { conversationId: row.conversation_id } : {}),
      ...agreedAndPickup(row),
    }));
  }

  /**
   * Books a product: the conditional UPDATE claims it (only one of two simultaneous bookings finds it still
   * 'available'), and the booking row and the seller's notification are written in the same transaction. A block
   * between the buyer and the seller refuses it there, before anything is written or anyone notified.
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
      const seller = await tx.query<{ seller_id: string }>('SELECT seller_id FROM products WHERE id = $1', [
        input.productId,
      ]);
      const sellerId = seller.rows[0]?.seller_id;
      if (sellerId && sellerId !== input.buyerId && (await refusedByBlock(tx, input.buyerId, sellerId))) {
        return { kind: 'blocked' };
      }
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
      const conversations = await addBookingLines(tx, [
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
      return { kind: 'created', id, notifications, conversations };
    });
  }

  /** See changeBookingStatus. */
  changeStatus(bookingId: string, userId: string, target: BookingTransition): Promise<TransitionOutcome> {
    return changeBookingStatus(this.db, bookingId, userId, target);
  }

  /** See expireHolds. */
  expireHolds(holdMs: number, batch?: number): Promise<BookingEffects> {
    return expireHolds(this.db, holdMs, batch);
  }

  /** See markProductSold. */
  markProductSold(productId: string): Promise<MarkSoldOutcome> {
    return markProductSold(this.db, productId);
  }
}
