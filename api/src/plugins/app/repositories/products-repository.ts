import type {
  CategoryId,
  Dimensions,
  ListingStatus,
  ProductCondition,
  ProductSort,
  SellerProduct,
} from '@marketplace/shared/types';
import type { Database } from '../../../db/driver';
import { closeBookingsOfRemovedListings } from './booking-releases';
import type { StoredNotification } from './notifications-repository';

interface ProductDbRow {
  id: string;
  seller_id: string;
  name: string;
  picture: string;
  resale_price: number;
  original_price: number;
  years_of_use: string;
  location: string;
  category_id: number;
  condition: ProductCondition;
  status: ListingStatus;
  advertised: boolean;
  created_at: Date;
  seller_name: string;
  seller_email: string;
  seller_verified: boolean;
  created_key: string;
  seq: string;
  pictures: string[];
  description: string;
  width_cm: number | null;
  depth_cm: number | null;
  height_cm: number | null;
}

export interface StoredProduct extends SellerProduct {
  sellerId: string;
  /** created_at with its full precision, and the insertion sequence: the paging cursor's keys. */
  createdKey: string;
  seq: string;
}

/** The columns of a product row as toProduct reads them (p = products, u = its seller). */
export const PRODUCT_COLUMNS = `p.id, p.seller_id, p.name, p.picture, p.resale_price::float8 AS resale_price,
         p.original_price::float8 AS original_price, p.years_of_use, p.location, p.category_id, p.condition,
         p.status, p.advertised, p.created_at,
         to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key, p.seq::text AS seq,
         COALESCE(p.pictures, ARRAY[p.picture]) AS pictures, p.description, p.width_cm::float8 AS width_cm, p.depth_cm::float8 AS depth_cm,
         p.height_cm::float8 AS height_cm,
         u.name AS seller_name, u.email AS seller_email, u.verified AS seller_verified`;

const SELECT_PRODUCT = `
  SELECT ${PRODUCT_COLUMNS}
  FROM products p JOIN users u ON u.id = p.seller_id`;

// Made once: Date#toLocaleString with options builds a new formatter per call (about 0.2 ms each here),
// which was a visible share of every product list (bench/results/report.md).
const POSTED_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  timeZoneName: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

/** The spec shows postedTime as a locale date-time string; the server's clock and locale make it. */
export function formatPostedTime(date: Date): string {
  return POSTED_TIME_FORMAT.format(date);
}

export function toProduct(row: ProductDbRow): StoredProduct {
  const createdAt = new Date(row.created_at);
  const product: StoredProduct = {
    _id: row.id,
    sellerId: row.seller_id,
    createdKey: row.created_key,
    seq: row.seq,
    name: row.name,
    picture: row.picture,
    resalePrice: Number(row.resale_price),
    originalPrice: Number(row.original_price),
    yearsOfUse: row.years_of_use,
    location: row.location,
    categoryId: row.category_id as CategoryId,
    condition: row.condition,
    sellerName: row.seller_name,
    sellerEmail: row.seller_email,
    postedTime: formatPostedTime(createdAt),
    createdAt: createdAt.toISOString(),
    status: row.status,
    advertised: row.advertised,
    sellerVerified: row.seller_verified,
    pictures: row.pictures,
    description: row.description,
  };
  if (row.width_cm !== null && row.depth_cm !== null && row.height_cm !== null) {
    product.dimensions = {
      width: Number(row.width_cm),
      depth: Number(row.depth_cm),
      height: Number(row.height_cm),
    };
  }
  return product;
}

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

export interface NewProduct {
  name: string;
  picture: string;
  resalePrice: number;
  originalPrice: number;
  yearsOfUse: string;
  location: string;
  categoryId: number;
  condition: ProductCondition;
  /** [picture] when left out; otherwise pictures[0] must be `picture`. */
  pictures?: string[];
  description?: string;
  dimensions?: Dimensions;
}

/** What PATCH /products/{id} may change; left-out fields keep their value. `pictures[0]` is `picture`. */
export type ProductChanges = Partial<Omit<NewProduct, 'picture' | 'dimensions'>> & {
  /** null removes them. */
  dimensions?: Dimensions | null;
};

export type UpdateOutcome = 'updated' | 'not-found' | 'sold';

export class ProductsRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<StoredProduct | null> {
    const { rows } = await this.db.query<ProductDbRow>(`${SELECT_PRODUCT} WHERE p.id = $1`, [id]);
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
    // The new listing is queued, in the same statement, for matching against the saved searches.
    const { rows } = await this.db.query<{ id: string }>(
      `WITH listing AS (
         INSERT INTO products
           (seller_id, category_id, name, picture, resale_price, original_price, years_of_use, location, condition,
            pictures, description, width_cm, depth_cm, height_cm)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id
       ), queued AS (
         INSERT INTO listing_match_queue (product_id) SELECT id FROM listing
       )
       SELECT id FROM listing`,
      [
        sellerId,
        input.categoryId,
        input.name,
        input.picture,
        input.resalePrice,
        input.originalPrice,
        input.yearsOfUse,
        input.location,
        input.condition,
        input.pictures ?? [input.picture],
        input.description ?? '',
        input.dimensions?.width ?? null,
        input.dimensions?.depth ?? null,
        input.dimensions?.height ?? null,
      ],
    );
    return rows[0]!.id;
  }

  /**
   * Edits the seller's fields of a product that is not sold, in one statement (a sale landing between the
   * route's read and this write still wins). Left-out fields keep their value; dimensions change all three, and
   * `dimensions: null` removes them.
   */
  async update(id: string, changes: ProductChanges): Promise<UpdateOutcome> {
    const { rows } = await this.db.query<{ sold: boolean }>(
      `WITH target AS (SELECT id, status = 'sold' AS sold FROM products WHERE id = $1 FOR UPDATE),
       changed AS (
         UPDATE products p SET
           name = COALESCE($2, p.name),
           resale_price = COALESCE($3, p.resale_price),
           original_price = COALESCE($4, p.original_price),
           years_of_use = COALESCE($5, p.years_of_use),
           location = COALESCE($6, p.location),
           category_id = COALESCE($7, p.category_id),
           condition = COALESCE($8, p.condition),
           pictures = COALESCE($9::text[], p.pictures),
           picture = COALESCE(($9::text[])[1], p.picture),
           description = COALESCE($10, p.description),
           width_cm = CASE WHEN $14 THEN NULL ELSE COALESCE($11, p.width_cm) END,
           depth_cm = CASE WHEN $14 THEN NULL ELSE COALESCE($12, p.depth_cm) END,
           height_cm = CASE WHEN $14 THEN NULL ELSE COALESCE($13, p.height_cm) END
         FROM target WHERE p.id = target.id AND NOT target.sold
         RETURNING p.id
       )
       SELECT target.sold FROM target`,
      [
        id,
        changes.name ?? null,
        changes.resalePrice ?? null,
        changes.originalPrice ?? null,
        changes.yearsOfUse ?? null,
        changes.location ?? null,
        changes.categoryId ?? null,
        changes.condition ?? null,
        changes.pictures ?? null,
        changes.description ?? null,
        changes.dimensions?.width ?? null,
        changes.dimensions?.depth ?? null,
        changes.dimensions?.height ?? null,
        changes.dimensions === null,
      ],
    );
    const row = rows[0];
    if (!row) return 'not-found';
    return row.sold ? 'sold' : 'updated';
  }

  /**
   * Its reports go with it (ON DELETE CASCADE); its bookings stay, keeping their own copy of the product: a
   * pending or accepted one becomes `removed` and its buyer is told.
   */
  async delete(id: string): Promise<{ deletedCount: number; notifications: StoredNotification[] }> {
    return this.db.transaction(async (tx) => {
      const notifications = await closeBookingsOfRemovedListings(tx, { productId: id });
      const { rowCount } = await tx.query('DELETE FROM products WHERE id = $1', [id]);
      return { deletedCount: rowCount, notifications };
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
