/**
 * Products users keep (the heart button) and the notices their savers get: a lower price, a sale, a removal.
 * A saved row keeps the product's name, picture and price from when it was saved, for when the listing is gone.
 */

import { SAVED_PRODUCTS_PATH } from '@marketplace/shared/constants';
import type { SavedProduct, SavedProductStatus } from '@marketplace/shared/types';
import type { Database } from '../../../db/driver';
import { insertNotifications, type StoredNotification } from './notifications-repository';

export type SaveOutcome = 'saved' | 'already-saved' | 'unknown-product' | 'limit-reached';

interface SavedDbRow {
  product_id: string;
  name: string;
  picture: string;
  price: number;
  status: SavedProductStatus;
  created_at: Date;
}

/** '$120' or '$120.50', as the price-drop notice writes it. */
export function formatPrice(price: number): string {
  return `$${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

/** The catalog's product page (its route list: /item/:productId). */
export const productPagePath = (productId: string) => `/item/${productId}`;

export class SavedProductsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Saves a product for the user, at most `max` per account. The user's row is locked first, so two saves at
   * the limit cannot both pass the count.
   */
  async save(userId: string, productId: string, max: number): Promise<SaveOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const product = await tx.query<{ name: string; picture: string; price: string }>(
        'SELECT name, picture, resale_price::text AS price FROM products WHERE id = $1',
        [productId],
      );
      const row = product.rows[0];
      if (!row) return 'unknown-product';
      const existing = await tx.query('SELECT 1 FROM saved_products WHERE user_id = $1 AND product_id = $2', [
        userId,
        productId,
      ]);
      if (existing.rows.length > 0) return 'already-saved';
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM saved_products WHERE user_id = $1',
        [userId],
      );
      if ((rows[0]?.n ?? 0) >= max) return 'limit-reached';
      await tx.query(
        `INSERT INTO saved_products (user_id, product_id, product_name, picture, price)
         VALUES ($1, $2, $3, $4, $5::numeric)`,
        [userId, productId, row.name, row.picture, row.price],
      );
      return 'saved';
    });
  }

  async unsave(userId: string, productId: string): Promise<number> {
    const { rowCount } = await this.db.query(
      'DELETE FROM saved_products WHERE user_id = $1 AND product_id = $2',
      [userId, productId],
    );
    return rowCount;
  }

  /** The user's saved products, last saved first, with each listing's current name, price and status. */
  async list(userId: string): Promise<SavedProduct[]> {
    const { rows } = await this.db.query<SavedDbRow>(
      `SELECT s.product_id, coalesce(p.name, s.product_name) AS name, coalesce(p.picture, s.picture) AS picture,
              coalesce(p.resale_price, s.price)::float8 AS price, coalesce(p.status, 'removed') AS status,
              s.created_at
       FROM saved_products s LEFT JOIN products p ON p.id = s.product_id
       WHERE s.user_id = $1 ORDER BY s.seq DESC`,
      [userId],
    );
    return rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      picture: row.picture,
      price: Number(row.price),
      status: row.status,
      savedAt: new Date(row.created_at).toISOString(),
    }));
  }

  /** Which of these products the user has saved (the hearts' pressed state). */
  async savedAmong(userId: string, productIds: readonly string[]): Promise<string[]> {
    const { rows } = await this.db.query<{ product_id: string }>(
      'SELECT product_id FROM saved_products WHERE user_id = $1 AND product_id = ANY($2::uuid[])',
      [userId, productIds],
    );
    return rows.map((row) => row.product_id);
  }

  /**
   * 'Price drop: {name} is now ${price}' to everyone who saved the product (but its seller), at most once a day
   * each: within 24 hours of a saver's last notice a lower price rewrites that notice (the day's lowest price is
   * the one shown) and a price no lower than it changes nothing. Answers the new notices only.
   */
  async notifyPriceDrop(productId: string): Promise<StoredNotification[]> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        user_id: string;
        name: string;
        price: number;
        recent_notice_id: string | null;
        recent_price: number | null;
      }>(
        `SELECT s.user_id, p.name, p.resale_price::float8 AS price,
                CASE WHEN s.drop_notice_at > clock_timestamp() - interval '24 hours'
                     THEN s.drop_notice_id::text END AS recent_notice_id,
                s.drop_notice_price::float8 AS recent_price
         FROM saved_products s JOIN products p ON p.id = s.product_id
         WHERE s.product_id = $1 AND s.user_id <> p.seller_id
         ORDER BY s.user_id
         FOR UPDATE OF s`,
        [productId],
      );
      const text = (name: string, price: number) => `Price drop: ${name} is now ${formatPrice(price)}`;
      const lower = rows.filter(
        (row) => row.recent_notice_id !== null && Number(row.price) < Number(row.recent_price),
      );
      if (lower.length > 0) {
        await tx.query(
          `WITH lower AS (SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::text[]) AS l(user_id, notice_id, text))
           UPDATE notifications n SET text = lower.text FROM lower WHERE n.id = lower.notice_id`,
          [
            lower.map((r) => r.user_id),
            lower.map((r) => r.recent_notice_id),
            lower.map((r) => text(r.name, Number(r.price))),
          ],
        );
      }
      const fresh = rows.filter((row) => row.recent_notice_id === null);
      const notices = await insertNotifications(
        tx,
        fresh.map((row) => ({
          userId: row.user_id,
          kind: 'saved-price-drop' as const,
          text: text(row.name, Number(row.price)),
          link: productPagePath(productId),
          bookingId: null,
        })),
      );
      const noticed = [
        ...lower.map((row) => ({ userId: row.user_id, id: row.recent_notice_id! })),
        ...notices.map((notice) => ({ userId: notice.userId, id: notice._id })),
      ];
      if (noticed.length > 0) {
        await tx.query(
          `UPDATE saved_products s
           SET drop_notice_id = n.id, drop_notice_price = p.resale_price,
               drop_notice_at = CASE WHEN s.drop_notice_id = n.id THEN s.drop_notice_at ELSE clock_timestamp() END
           FROM unnest($2::uuid[], $3::bigint[]) AS n(user_id, id), products p
           WHERE s.product_id = $1 AND s.user_id = n.user_id AND p.id = $1`,
          [productId, noticed.map((row) => row.userId), noticed.map((row) => row.id)],
        );
      }
      return notices;
    });
  }

  /** A saved product was sold (to someone else than `exceptUserId`, its buyer, who is told otherwise). */
  async notifySold(productId: string, exceptUserId: string | null): Promise<StoredNotification[]> {
    return this.notifySavers(productId, (name) => `${name}, which you saved, was sold`, {
      kind: 'saved-unavailable',
      link: SAVED_PRODUCTS_PATH,
      exceptUserId,
    });
  }

  /** A saved product's listing was deleted: its name comes from the saved rows, the product is gone. */
  async notifyRemoved(productId: string): Promise<StoredNotification[]> {
    return this.notifySavers(
      productId,
      (name) => `${name}, which you saved, was removed from the marketplace`,
      {
        kind: 'saved-unavailable',
        link: SAVED_PRODUCTS_PATH,
      },
    );
  }

  private async notifySavers(
    productId: string,
    text: (name: string, price: number) => string,
    options: { kind: 'saved-price-drop' | 'saved-unavailable'; link: string; exceptUserId?: string | null },
  ): Promise<StoredNotification[]> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: string; name: string; price: number }>(
        `SELECT s.user_id, coalesce(p.name, s.product_name) AS name,
                coalesce(p.resale_price, s.price)::float8 AS price
         FROM saved_products s LEFT JOIN products p ON p.id = s.product_id
         WHERE s.product_id = $1 AND s.user_id IS DISTINCT FROM p.seller_id
           AND ($2::uuid IS NULL OR s.user_id <> $2::uuid)`,
        [productId, options.exceptUserId ?? null],
      );
      return insertNotifications(
        tx,
        rows.map((row) => ({
          userId: row.user_id,
          kind: options.kind,
          text: text(row.name, Number(row.price)),
          link: options.link,
          bookingId: null,
          productId,
        })),
      );
    });
  }
}
