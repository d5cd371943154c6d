import type { Booking } from '@marketplace/shared/types';
import type { Database } from '../../../db/driver';

interface BookingDbRow {
  id: string;
  product_id: string;
  name: string;
  email: string;
  product_name: string;
  price: number;
  phone: string;
  meet_location: string;
  booking_date: string;
  img: string;
}

export type BookingOutcome =
  | { kind: 'created'; id: string }
  | { kind: 'unknown-product' }
  | { kind: 'already-booked' };

export class BookingsRepository {
  constructor(private readonly db: Database) {}

  async listByBuyer(buyerId: string): Promise<Booking[]> {
    const { rows } = await this.db.query<BookingDbRow>(
      `SELECT b.id, b.product_id, b.name, u.email, b.product_name, b.price::float8 AS price, b.phone,
              b.meet_location, b.booking_date, b.img
       FROM bookings b JOIN users u ON u.id = b.buyer_id
       WHERE b.buyer_id = $1 ORDER BY b.created_at DESC, b.seq DESC`,
      [buyerId],
    );
    return rows.map((row) => ({
      _id: row.id,
      productId: row.product_id,
      name: row.name,
      email: row.email,
      productName: row.product_name,
      price: Number(row.price),
      phone: row.phone,
      meetLocation: row.meet_location,
      bookingDate: row.booking_date,
      img: row.img,
    }));
  }

  /**
   * Books a product: the conditional UPDATE claims it (only one of two simultaneous bookings finds it still
   * 'available'), and the booking row is written in the same transaction.
   */
  async book(input: {
    productId: string;
    buyerId: string;
    buyerName: string;
    phone: string;
    meetLocation: string;
    bookingDate: string;
  }): Promise<BookingOutcome> {
    return this.db.transaction(async (tx) => {
      const claimed = await tx.query<{ name: string; price: string; picture: string }>(
        `UPDATE products SET status = 'booked' WHERE id = $1 AND status = 'available'
         RETURNING name, resale_price::text AS price, picture`,
        [input.productId],
      );
      const product = claimed.rows[0];
      if (!product) {
        const exists = await tx.query('SELECT 1 FROM products WHERE id = $1', [input.productId]);
        return exists.rows.length > 0 ? { kind: 'already-booked' } : { kind: 'unknown-product' };
      }
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO bookings (product_id, buyer_id, name, product_name, price, phone, meet_location, booking_date, img)
         VALUES ($1, $2, $3, $4, $5::numeric, $6, $7, $8, $9) RETURNING id`,
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
        ],
      );
      return { kind: 'created', id: inserted.rows[0]!.id };
    });
  }
}
