/** The opaque X-Next-Cursor value: base64url JSON of the last row's sort key and id, tied to one sort order. */
import type { ProductSort } from '@marketplace/shared/types';
import { PRODUCT_SORTS } from '../../config/catalog';
import type { PageCursor } from '../../plugins/app/repositories/products-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sort, k: cursor.key, i: cursor.id })).toString('base64url');
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
  const { s, k, i } = value as Record<string, unknown>;
  if (typeof s !== 'string' || !PRODUCT_SORTS.includes(s as ProductSort) || s !== sort) return null;
  if (typeof k !== 'string' || typeof i !== 'string' || !UUID.test(i)) return null;
  const validKey = s.startsWith('date')
    ? !Number.isNaN(Date.parse(k))
    : Number.isFinite(Number(k)) && k.trim() !== '';
  return validKey ? { sort: s as ProductSort, key: k, id: i } : null;
}
