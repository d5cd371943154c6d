import type { ReportedProduct } from '@marketplace/shared/types';
import type { SqlExecutor } from '../../../db/driver';

interface ReportDbRow {
  id: string;
  product_id: string;
  reason: string;
  reporter_email: string;
  created_at: Date;
  product_name: string;
  picture: string;
  resale_price: number;
  seller_name: string;
  seller_email: string;
}

export class ReportsRepository {
  constructor(private readonly db: SqlExecutor) {}

  /** The new report's id; 'unknown-product', or 'duplicate' when this account already reported it (race-safe). */
  async create(
    productId: string,
    reporterId: string,
    reason: string,
  ): Promise<{ id: string } | 'unknown-product' | 'duplicate'> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO reports (product_id, reporter_id, reason)
       SELECT id, $2, $3 FROM products WHERE id = $1
       ON CONFLICT (product_id, reporter_id) DO NOTHING RETURNING id`,
      [productId, reporterId, reason],
    );
    if (rows[0]) return { id: rows[0].id };
    const product = await this.db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
    return product.rows.length === 0 ? 'unknown-product' : 'duplicate';
  }

  /** Every reported product with its open reports, most recently reported first. */
  async listByProduct(): Promise<ReportedProduct[]> {
    const { rows } = await this.db.query<ReportDbRow>(
      `SELECT r.id, r.product_id, r.reason, reporter.email AS reporter_email, r.created_at,
              p.name AS product_name, p.picture, p.resale_price::float8 AS resale_price,
              seller.name AS seller_name, seller.email AS seller_email
       FROM reports r
       JOIN products p ON p.id = r.product_id
       JOIN users seller ON seller.id = p.seller_id
       JOIN users reporter ON reporter.id = r.reporter_id
       ORDER BY r.created_at DESC, r.seq DESC`,
    );
    const byProduct = new Map<string, ReportedProduct>();
    for (const row of rows) {
      let entry = byProduct.get(row.product_id);
      if (!entry) {
        entry = {
          product: {
            _id: row.product_id,
            name: row.product_name,
            picture: row.picture,
            sellerName: row.seller_name,
            sellerEmail: row.seller_email,
            resalePrice: Number(row.resale_price),
          },
          reports: [],
        };
        byProduct.set(row.product_id, entry);
      }
      entry.reports.push({
        _id: row.id,
        productId: row.product_id,
        reason: row.reason,
        reporterEmail: row.reporter_email,
        createdAt: new Date(row.created_at).toISOString(),
      });
    }
    return [...byProduct.values()];
  }

  async deleteById(id: string): Promise<number> {
    const { rowCount } = await this.db.query('DELETE FROM reports WHERE id = $1', [id]);
    return rowCount;
  }

  async deleteByProduct(productId: string): Promise<number> {
    const { rowCount } = await this.db.query('DELETE FROM reports WHERE product_id = $1', [productId]);
    return rowCount;
  }
}
