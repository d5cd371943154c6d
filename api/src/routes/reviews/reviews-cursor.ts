/** The reviews list's X-Next-Cursor: base64url JSON of the last review's publication time (text) and seq. */
import type { ReviewsCursor } from '../../plugins/app/repositories/reviews-repository';

const SEQ = /^\d{1,18}$/;
/** PostgreSQL's text of a timestamptz: '2026-11-26 19:40:01.123456+00'. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

export function encodeReviewsCursor(cursor: ReviewsCursor): string {
  return Buffer.from(JSON.stringify({ k: cursor.key, n: cursor.seq })).toString('base64url');
}

/** null when the text is not a cursor we made. */
export function decodeReviewsCursor(text: string): ReviewsCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { k, n } = value as Record<string, unknown>;
  if (typeof k !== 'string' || !TIMESTAMP.test(k) || typeof n !== 'string' || !SEQ.test(n)) return null;
  return { key: k, seq: n };
}
