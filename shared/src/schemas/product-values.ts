/**
 * The values the product schemas are built from: conditions, sorts, paging and a listing's limits. Plain values,
 * no TypeBox and no imports: the front ends read them through @marketplace/shared/constants, so a browser bundle
 * gets the schema's numbers without the schema.
 */

/** The `condition` enum of a product. */
export const PRODUCT_CONDITIONS = ['excellent', 'good', 'fair'] as const;
/** The orders of a category list. */
export const PRODUCT_SORTS = ['date-desc', 'date-asc', 'price-asc', 'price-desc'] as const;
/** GET /search's orders; relevance is the default. */
export const SEARCH_SORTS = ['relevance', 'date-desc', 'price-asc', 'price-desc'] as const;

export const PRODUCT_PAGE_SIZE = 12;
export const PRODUCT_PAGE_SIZE_MAX = 50;
/** Paging info travels in headers so the plain call keeps returning an array: X-Next-Cursor. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** A listing's photos (the first one required) and description. */
export const MAX_PRODUCT_PICTURES = 6;
export const MAX_DESCRIPTION_LENGTH = 2000;
