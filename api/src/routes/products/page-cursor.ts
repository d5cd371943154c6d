/** The opaque X-Next-Cursor value: base64url JSON of the last row's sort key and seq, tied to one sort order. */

import { PRODUCT_SORTS } from '@marketplace/shared/constants';
import type { ProductSort } from '@marketplace/shared/types';
import type { PageCursor } from '../../plugins/app/repositories/products-repository';

const SEQ = /^\d{1,18}$/;

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sort, k: cursor.key, n: cursor.seq })).toString('base64url');
}

/** null when the text is not a cursor we made for this sort order. */
export function decodeCursor(text: string, sort: ProductSort): PageCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { s, k, n } = value as Record<string, unknown>;
  if (typeof s !== 'string' || !PRODUCT_SORTS.includes(s as ProductSort) || s !== sort) return null;
  if (typeof k !== 'string' || typeof n !== 'string' || !SEQ.test(n)) return null;
  const validKey = s.startsWith('date')
    ? !Number.isNaN(Date.parse(k))
    : Number.isFinite(Number(k)) && k.trim() !== '';
  return validKey ? { sort: s as ProductSort, key: k, seq: n } : null;
}
