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

  /** 'Price drop: {name} is now ${price}' to everyone who saved the product (but its seller). */
  async notifyPriceDrop(productId: string): Promise<StoredNotification[]> {
    return this.notifySavers(productId, (name, price) => `Price drop: ${name} is now ${formatPrice(price)}`, {
      kind: 'saved-price-drop',
      link: productPagePath(productId),
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
