/**
 * The token of an email's unsubscribe link: who and which kind, signed (HMAC-SHA256) with the server's secret,
 * so the link works without sign-in and cannot be made for someone else or another kind. It does not expire:
 * an unsubscribe link in an old email must still work.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_CATEGORIES } from '@marketplace/shared/constants';
import type { EmailCategory } from '@marketplace/shared/types';

/** A kind, or 'all' (the link of a digest, which mixes kinds). */
export type UnsubscribeScope = EmailCategory | 'all';
const SCOPES: readonly string[] = [...EMAIL_CATEGORIES, 'all'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface UnsubscribeTokens {
  sign(userId: string, category: UnsubscribeScope): string;
  /** The person and kind a token names, or null for anything not signed by this server. */
  verify(token: string): { userId: string; category: UnsubscribeScope } | null;
}

export function unsubscribeTokens(secret: string): UnsubscribeTokens {
  // A key of its own, so no other signed value of the server can pass for an unsubscribe token.
  const key = createHmac('sha256', secret).update('email-unsubscribe').digest();
  const signature = (userId: string, category: string) =>
    createHmac('sha256', key).update(`${userId}:${category}`).digest('base64url');
  return {
    sign: (userId, category) => `${userId}.${category}.${signature(userId, category)}`,
    verify(token) {
      const [userId, category, given, ...rest] = token.split('.');
      if (rest.length > 0 || !userId || !category || !given) return null;
      if (!UUID.test(userId) || !SCOPES.includes(category)) return null;
      const expected = Buffer.from(signature(userId, category));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      return { userId, category: category as UnsubscribeScope };
    },
  };
}
