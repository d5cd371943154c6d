/**
 * What the sitemap lists: listings that are not sold and the sellers with one, read by `seq` windows in keyset
 * pages (migration 014's indexes), so a window of any size is read without an offset.
 */
import type { Database } from '../../../db/driver';

export interface SitemapRow {
  id: string;
  lastmod: string;
}

export interface SitemapWindow {
  from: number;
  to: number;
  limit: number;
}

interface WindowDbRow {
  id: string;
  seq: string;
  lastmod: Date;
}

const SUMMARY_SQL = `
SELECT (SELECT coalesce(max(seq), 0) FROM products)::text AS listing_seq_max,
       (SELECT coalesce(max(seq), 0) FROM users)::text AS seller_seq_max`;

const LISTINGS_SQL = `
SELECT id, seq::text AS seq, created_at AS lastmod FROM products
WHERE status <> 'sold' AND seq >= $1 AND seq < $2
ORDER BY products.seq LIMIT $3`;

const SELLERS_SQL = `
SELECT id, seq, lastmod FROM (
  SELECT u.id, u.seq::text AS seq, u.seq AS position,
    (SELECT max(p.created_at) FROM products p WHERE p.seller_id = u.id AND p.status <> 'sold') AS lastmod
  FROM users u WHERE u.seq >= $1 AND u.seq < $2
) AS sellers
WHERE lastmod IS NOT NULL
ORDER BY position LIMIT $3`;

export class SitemapRepository {
  constructor(private readonly db: Database) {}

  async summary(): Promise<{ listingSeqMax: number; sellerSeqMax: number }> {
    const { rows } = await this.db.query<{ listing_seq_max: string; seller_seq_max: string }>(SUMMARY_SQL);
    return { listingSeqMax: Number(rows[0]!.listing_seq_max), sellerSeqMax: Number(rows[0]!.seller_seq_max) };
  }

  listings(window: SitemapWindow) {
    return this.page(LISTINGS_SQL, window);
  }

  sellers(window: SitemapWindow) {
    return this.page(SELLERS_SQL, window);
  }

  private async page(sql: string, { from, to, limit }: SitemapWindow) {
    const { rows } = await this.db.query<WindowDbRow>(sql, [from, to, limit]);
    const items: SitemapRow[] = rows.map((row) => ({
      id: row.id,
      lastmod: new Date(row.lastmod).toISOString(),
    }));
    const last = rows.at(-1);
    const next = rows.length === limit && last ? Number(last.seq) + 1 : null;
    return { items, next: next !== null && next < to ? next : null };
  }
}
