/**
 * A product as the database holds it and as the API answers it. Each column a seller writes is named once, in
 * WRITTEN_COLUMNS: the insert, the edit and every read (with its seller's name, email and badge) derive from it.
 */
import type {
  CreateProductRequest,
  Dimensions,
  ListingStatus,
  SellerProduct,
  UpdateProductRequest,
} from '@marketplace/shared/types';

/** A new listing: its `pictures` are [picture] when left out; otherwise pictures[0] is `picture`. */
export type NewProduct = Omit<
  CreateProductRequest,
  'picture' | 'sellerName' | 'sellerEmail' | 'postedTime'
> & {
  picture: string;
};

/** An edit: left-out fields keep their value, `dimensions: null` removes them; `picture` follows pictures[0]. */
export type ProductChanges = Omit<UpdateProductRequest, 'status' | 'picture'>;

type WrittenFields = ProductChanges & { picture?: string };

interface WrittenColumn {
  column: string;
  /** The written value's SQL type; a numeric column is read back as float8, a number rather than a string. */
  type: 'text' | 'text[]' | 'numeric' | 'smallint';
  /** The value a new listing or an edit writes: undefined keeps the column in an edit, null empties it. */
  value: (fields: WrittenFields) => unknown;
  /** A new listing's value when it leaves the field out (null otherwise). */
  whenLeftOut?: unknown;
  /** The product field it is read back as; the three dimension columns are read back together (toProduct). */
  field?: keyof SellerProduct;
  /** The read's expression, when it is not the column as it is. */
  read?: string;
}

/** A column holding one product field as it is. */
function fieldColumn(
  field: keyof WrittenFields & keyof SellerProduct,
  column: string,
  type: WrittenColumn['type'],
  options: Partial<WrittenColumn> = {},
): WrittenColumn {
  return { column, type, field, value: (fields) => fields[field], ...options };
}

function dimensionColumn(side: keyof Dimensions): WrittenColumn {
  return {
    column: `${side}_cm`,
    type: 'numeric',
    value: (fields) => (fields.dimensions === null ? null : fields.dimensions?.[side]),
  };
}

/** The product's columns a seller writes, in the order of the insert's and the edit's parameters. */
export const WRITTEN_COLUMNS: readonly WrittenColumn[] = [
  fieldColumn('name', 'name', 'text'),
  fieldColumn('picture', 'picture', 'text', { value: (fields) => fields.pictures?.[0] ?? fields.picture }),
  fieldColumn('resalePrice', 'resale_price', 'numeric'),
  fieldColumn('originalPrice', 'original_price', 'numeric'),
  fieldColumn('yearsOfUse', 'years_of_use', 'text'),
  fieldColumn('location', 'location', 'text'),
  fieldColumn('categoryId', 'category_id', 'smallint'),
  fieldColumn('condition', 'condition', 'text'),
  fieldColumn('pictures', 'pictures', 'text[]', {
    value: (fields) => fields.pictures ?? (fields.picture === undefined ? undefined : [fields.picture]),
    // A row listed before products had several pictures holds only `picture`.
    read: 'COALESCE(p.pictures, ARRAY[p.picture])',
  }),
  fieldColumn('description', 'description', 'text', { whenLeftOut: '' }),
  dimensionColumn('width'),
  dimensionColumn('depth'),
  dimensionColumn('height'),
];

/** The columns every product read selects (p = products, u = its seller), as toProduct reads them. */
export const PRODUCT_COLUMNS = [
  'p.id',
  'p.seller_id',
  'p.status',
  'p.advertised',
  'p.created_at',
  `to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key`,
  'p.seq::text AS seq',
  ...WRITTEN_COLUMNS.map(
    ({ column, type, read }) =>
      `${read ?? `p.${column}${type === 'numeric' ? '::float8' : ''}`} AS ${column}`,
  ),
  'u.name AS seller_name',
  'u.email AS seller_email',
  'u.verified AS seller_verified',
].join(', ');

export const SELECT_PRODUCT = `
  SELECT ${PRODUCT_COLUMNS}
  FROM products p JOIN users u ON u.id = p.seller_id`;

/** SELECT_PRODUCT with the first picture's stored size (one more primary-key lookup): the product page's read. */
export const SELECT_PRODUCT_WITH_PICTURE_SIZE = `
  SELECT ${PRODUCT_COLUMNS}, i.width AS picture_width, i.height AS picture_height
  FROM products p JOIN users u ON u.id = p.seller_id
  LEFT JOIN images i ON i.id = substring(p.picture from '/images/([0-9a-f-]{36})$')::uuid`;

/** A row of PRODUCT_COLUMNS: the columns above by name, and each of WRITTEN_COLUMNS by its column's name. */
export type ProductDbRow = Record<string, unknown> & {
  id: string;
  seller_id: string;
  status: ListingStatus;
  advertised: boolean;
  created_at: Date;
  created_key: string;
  seq: string;
  seller_name: string;
  seller_email: string;
  seller_verified: boolean;
};

/** The values a new listing writes, in WRITTEN_COLUMNS' order. */
export function insertedValues(product: NewProduct): unknown[] {
  return WRITTEN_COLUMNS.map((column) => column.value(product) ?? column.whenLeftOut ?? null);
}

/** What an edit writes: the names of the columns it changes, and every column's value in WRITTEN_COLUMNS' order. */
export function editedValues(changes: ProductChanges): { changed: string[]; values: unknown[] } {
  const values = WRITTEN_COLUMNS.map((column) => column.value(changes));
  return {
    changed: WRITTEN_COLUMNS.filter((_, index) => values[index] !== undefined).map(({ column }) => column),
    values: values.map((value) => value ?? null),
  };
}

export interface StoredProduct extends SellerProduct {
  sellerId: string;
  /** created_at with its full precision, and the insertion sequence: the paging cursor's keys. */
  createdKey: string;
  seq: string;
}

// Made once: Date#toLocaleString with options builds a new formatter per call, which was a visible share of
// every product list (docs/measured-figures.md).
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
  const fields: Record<string, unknown> = {};
  for (const { column, field } of WRITTEN_COLUMNS) if (field) fields[field] = row[column];
  // The seller's fields come from WRITTEN_COLUMNS, read back as the shared schema types them.
  const product = {
    ...fields,
    _id: row.id,
    sellerId: row.seller_id,
    createdKey: row.created_key,
    seq: row.seq,
    sellerName: row.seller_name,
    sellerEmail: row.seller_email,
    postedTime: formatPostedTime(createdAt),
    createdAt: createdAt.toISOString(),
    status: row.status,
    advertised: row.advertised,
    sellerVerified: row.seller_verified,
  } as StoredProduct;
  const { width_cm: width, depth_cm: depth, height_cm: height } = row;
  if (width !== null && depth !== null && height !== null) {
    product.dimensions = { width: Number(width), depth: Number(depth), height: Number(height) };
  }
  if (typeof row.picture_width === 'number' && typeof row.picture_height === 'number') {
    product.pictureSize = { width: row.picture_width, height: row.picture_height };
  }
  return product;
}
