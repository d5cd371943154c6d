import type { CategoryId, ProductSort } from '@marketplace/shared/types';
import type { Database } from '../../../db/driver';
import { type BookingEffects, closeBookingsOfRemovedListings } from './booking-releases';
import {
  editedValues,
  insertedValues,
  type NewProduct,
  type ProductChanges,
  type ProductDbRow,
  SELECT_PRODUCT,
  SELECT_PRODUCT_WITH_PICTURE_SIZE,
  type StoredProduct,
  toProduct,
  WRITTEN_COLUMNS,
} from './product-rows';

/**
 * Keyset paging: one fixed statement per sort order (no SQL is assembled from input). $1 category, $2 ILIKE
 * pattern or null, $3/$4 the cursor's (key, seq) or null, $5 the page size plus one. seq breaks ties.
 */
function categoryPageSql(column: 'created_at' | 'resale_price', direction: 'ASC' | 'DESC'): string {
  const keyType = column === 'created_at' ? 'timestamptz' : 'numeric';
  const after = direction === 'DESC' ? '<' : '>';
  return `${SELECT_PRODUCT}
  WHERE p.category_id = $1 AND p.status <> 'sold'
    AND ($2::text IS NULL OR p.name ILIKE $2)
    AND ($3::text IS NULL OR (p.${column}, p.seq) ${after} ($3::${keyType}, $4::bigint))
  ORDER BY p.${column} ${direction}, p.seq ${direction}
  LIMIT $5`;
}

const CATEGORY_PAGE_SQL: Record<ProductSort, string> = {
  'date-desc': categoryPageSql('created_at', 'DESC'),
  'date-asc': categoryPageSql('created_at', 'ASC'),
  'price-asc': categoryPageSql('resale_price', 'ASC'),
  'price-desc': categoryPageSql('resale_price', 'DESC'),
};

export interface PageCursor {
  sort: ProductSort;
  /** ISO date for date sorts, price for price sorts. */
  key: string;
  /** The row's insertion sequence, the tie-breaker. */
  seq: string;
}

export interface CategoryPageQuery {
  categoryId: CategoryId;
  limit: number;
  sort: ProductSort;
  q?: string;
  after?: PageCursor;
}

/** `%`, `_` and `\` in a search are literal characters, not wildcards. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

// The insert and the edit are two fixed statements, written once at load from the column map: no input reaches
// their text.

/**
 * $1 the seller, then each of WRITTEN_COLUMNS. The new listing is queued, in the same statement, for matching
 * against the saved searches.
 */
const INSERT_SQL = `WITH listing AS (
  INSERT INTO products (seller_id, ${WRITTEN_COLUMNS.map(({ column }) => column).join(', ')})
  VALUES ($1, ${WRITTEN_COLUMNS.map(({ type }, index) => `$${index + 2}::${type}`).join(', ')}) RETURNING id
), queued AS (
  INSERT INTO listing_match_queue (product_id) SELECT id FROM listing
)
SELECT id FROM listing`;

/**
 * $1 the product, $2 the names of the columns the edit writes, then each of WRITTEN_COLUMNS' values. One statement
 * that locks the row first, so a sale landing between the route's read and this write still wins.
 */
const UPDATE_SQL = `WITH target AS (SELECT id, status = 'sold' AS sold FROM products WHERE id = $1 FOR UPDATE),
changed AS (
  UPDATE products p SET
    ${WRITTEN_COLUMNS.map(
      ({ column, type }, index) =>
        `${column} = CASE WHEN '${column}' = ANY($2::text[]) THEN $${index + 3}::${type} ELSE p.${column} END`,
    ).join(',\n    ')}
  FROM target WHERE p.id = target.id AND NOT target.sold
  RETURNING p.id
)
SELECT target.sold FROM target`;

export type UpdateOutcome = 'updated' | 'not-found' | 'sold';

export class ProductsRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<StoredProduct | null> {
    const { rows } = await this.db.query<ProductDbRow>(
      `${SELECT_PRODUCT_WITH_PICTURE_SIZE} WHERE p.id = $1`,
      [id],
    );
    return rows[0] ? toProduct(rows[0]) : null;
  }

  async listCategoryPage(query: CategoryPageQuery): Promise<{ items: StoredProduct[]; next?: PageCursor }> {
    const q = query.q?.trim();
    const { rows } = await this.db.query<ProductDbRow>(CATEGORY_PAGE_SQL[query.sort], [
      query.categoryId,
      q ? containsPattern(q) : null,
      query.after?.key ?? null,
      query.after?.seq ?? null,
      query.limit + 1,
    ]);
    const items = rows.slice(0, query.limit).map(toProduct);
    const last = items.at(-1);
    if (rows.length <= query.limit || !last) return { items };
    const key = query.sort.startsWith('date') ? last.createdKey : String(last.resalePrice);
    return { items, next: { sort: query.sort, key, seq: last.seq } };
  }

  async listBySeller(sellerId: string): Promise<StoredProduct[]> {
    const { rows } = await this.db.query<ProductDbRow>(
      `${SELECT_PRODUCT} WHERE p.seller_id = $1 ORDER BY p.created_at DESC, p.seq DESC`,
      [sellerId],
    );
    return rows.map(toProduct);
  }

  async listAdvertised(limit: number): Promise<StoredProduct[]> {
    const { rows } = await this.db.query<ProductDbRow>(
      `${SELECT_PRODUCT} WHERE p.advertised AND p.status = 'available'
       ORDER BY p.created_at DESC, p.seq DESC LIMIT $1`,
      [limit],
    );
    return rows.map(toProduct);
  }

  async create(sellerId: string, input: NewProduct): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(INSERT_SQL, [sellerId, ...insertedValues(input)]);
    return rows[0]!.id;
  }

  /**
   * Edits the seller's fields of a product that is not sold. Left-out fields keep their value; dimensions change
   * all three, and `dimensions: null` removes them.
   */
  async update(id: string, changes: ProductChanges): Promise<UpdateOutcome> {
    const { changed, values } = editedValues(changes);
    const { rows } = await this.db.query<{ sold: boolean }>(UPDATE_SQL, [id, changed, ...values]);
    const row = rows[0];
    if (!row) return 'not-found';
    return row.sold ? 'sold' : 'updated';
  }

  /**
   * Its reports go with it (ON DELETE CASCADE); its bookings stay, keeping their own copy of the product: a
   * pending or accepted one becomes `removed` and its buyer is told.
   */
  async delete(id: string): Promise<{ deletedCount: number } & BookingEffects> {
    return this.db.transaction(async (tx) => {
      const effects = await closeBookingsOfRemovedListings(tx, { productId: id });
      const { rowCount } = await tx.query('DELETE FROM products WHERE id = $1', [id]);
      return { deletedCount: rowCount, ...effects };
    });
  }

  /** How many rows changed: 0 when already in that state. */
  async setAdvertised(id: string, advertised: boolean): Promise<number> {
    const { rowCount } = await this.db.query(
      `UPDATE products SET advertised = $2 WHERE id = $1 AND advertised <> $2`,
      [id, advertised],
    );
    return rowCount;
  }
}
