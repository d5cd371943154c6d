/**
 * A product as the database holds it and as the API answers it: the columns every product read selects (with its
 * seller's name, email and badge), and the row read back as a product.
 */
import type { CategoryId, ListingStatus, ProductCondition, SellerProduct } from '@marketplace/shared/types';

export interface ProductDbRow {
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

export const SELECT_PRODUCT = `
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
