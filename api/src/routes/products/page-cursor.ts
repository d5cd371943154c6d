/**
 * The opaque X-Next-Cursor value: base64url JSON of the last row's sort key and seq (and, for the search's
 * relevance order, its tier), tied to one sort order. Used by the category list and by GET /search.
 */
import { PRODUCT_SORTS } from '@marketplace/shared/constants';
import type { ProductSort, SearchSort } from '@marketplace/shared/types';

export interface Cursor<Sort extends string = ProductSort> {
  sort: Sort;
  /** ISO date for date (and relevance) sorts, price for price sorts. */
  key: string;
  /** The row's insertion sequence, the tie-breaker. */
  seq: string;
  /** GET /search?sort=relevance: 0 = every word in the name, 1 = the description was needed. */
  tier?: number;
}

const SEQ = /^\d{1,18}$/;

export function encodeCursor(cursor: Cursor<ProductSort | SearchSort>): string {
  const { sort: s, key: k, seq: n, tier: t } = cursor;
  return Buffer.from(JSON.stringify(t === undefined ? { s, k, n } : { s, k, n, t })).toString('base64url');
}

/** null when the text is not a cursor we made for this sort order. */
export function decodeCursor<Sort extends ProductSort | SearchSort = ProductSort>(
  text: string,
  sort: Sort,
  sorts: readonly Sort[] = PRODUCT_SORTS as readonly string[] as readonly Sort[],
): Cursor<Sort> | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { s, k, n, t } = value as Record<string, unknown>;
  if (typeof s !== 'string' || !sorts.includes(s as Sort) || s !== sort) return null;
  if (typeof k !== 'string' || typeof n !== 'string' || !SEQ.test(n)) return null;
  if (t !== undefined && t !== 0 && t !== 1) return null;
  const byPrice = s.startsWith('price');
  const validKey = byPrice ? Number.isFinite(Number(k)) && k.trim() !== '' : !Number.isNaN(Date.parse(k));
  if (!validKey) return null;
  const cursor: Cursor<Sort> = { sort: s as Sort, key: k, seq: n };
  if (typeof t === 'number') cursor.tier = t;
  return cursor;
}
