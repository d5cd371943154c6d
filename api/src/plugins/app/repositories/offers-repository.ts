/**
 * Offers: making one, the caller's list, countering and declining, and expiry. Accepting (which makes a booking)
 * is in offer-acceptance.ts; each step's lines and notifications in offer-notices.ts. Each step is one
 * transaction whose conditional UPDATE (`WHERE status = <the state it may leave>`) decides a race.
 */
import type { OfferRow, OfferStatus } from '@marketplace/shared/types';
import type { Database } from '../../../db/driver';
import type { BookingEffects } from './booking-releases';
import { acceptOffer } from './offer-acceptance';
import { tellOfferSteps } from './offer-notices';
import { cents, OFFER_STATE_SQL, type OfferStateRow, readOffer, toNumeric, toOfferState } from './offer-rows';
import { NOT_OPEN, type OfferAnswer, refuseAnswer } from './offer-turns';

export type CreateOfferOutcome =
  | ({ kind: 'created'; id: string; expiresAt: string } & BookingEffects)
  | { kind: 'unknown-product' }
  | { kind: 'own-product' }
  | { kind: 'unavailable' }
  | { kind: 'too-low' }
  | { kind: 'too-high' }
  | { kind: 'already-open' };

interface OfferListRow {
  id: string;
  seq: string;
  direction: 'sent' | 'received';
  product_id: string;
  product_name: string;
  product_picture: string;
  product_price: number;
  amount: number;
  counter_amount: number | null;
  status: OfferStatus;
  expires_at: Date;
  created_at: Date;
  buyer_name: string;
  seller_name: string;
  booking_id: string | null;
}

/** One side of the list: the caller's sent or received offers, newest first, from before the cursor. */
const LIST_SIDE = (side: 'buyer_id' | 'seller_id') => `
  (SELECT o.id, o.seq, o.product_id, o.buyer_id, o.seller_id, o.amount, o.counter_amount, o.status,
          o.expires_at, o.created_at, o.booking_id
   FROM offers o WHERE o.${side} = $1 AND ($2::bigint IS NULL OR o.seq < $2::bigint)
   ORDER BY o.seq DESC LIMIT $3)`;

/**
 * The page with its product and both people, each looked up by primary key for each row. Written as LATERAL
 * subqueries with LIMIT 1 so they stay per-row index lookups: as plain joins, the planner chose hash joins that
 * read the whole `products` and `users` tables for each page once they looked small enough to scan, so a
 * request cost the size of the catalog rather than the page (bench/results/notes.md, offers).
 */
const LIST_SQL = (sides: string) => `
  SELECT o.id, o.seq::text AS seq, CASE WHEN o.buyer_id = $1 THEN 'sent' ELSE 'received' END AS direction,
         o.product_id, p.name AS product_name, p.picture AS product_picture,
         p.resale_price::float8 AS product_price, o.amount::float8 AS amount,
         o.counter_amount::float8 AS counter_amount,
         CASE WHEN o.status IN ('pending', 'countered') AND o.expires_at <= clock_timestamp() THEN 'expired'
              ELSE o.status END AS status,
         o.expires_at, o.created_at, b.name AS buyer_name, s.name AS seller_name, o.booking_id
  FROM (${sides}) o
  CROSS JOIN LATERAL (SELECT name, picture, resale_price FROM products WHERE id = o.product_id LIMIT 1) p
  CROSS JOIN LATERAL (SELECT name FROM users WHERE id = o.buyer_id LIMIT 1) b
  CROSS JOIN LATERAL (SELECT name FROM users WHERE id = o.seller_id LIMIT 1) s
  ORDER BY o.seq DESC LIMIT $3`;

const LIST_QUERIES = {
  sent: LIST_SQL(LIST_SIDE('buyer_id')),
  received: LIST_SQL(LIST_SIDE('seller_id')),
  both: LIST_SQL(`${LIST_SIDE('buyer_id')} UNION ALL ${LIST_SIDE('seller_id')}`),
};

export interface OffersPageQuery {
  box?: 'sent' | 'received';
  limit: number;
  before?: string;
}

/** One row more than the page, to tell whether another follows. */
const listStatement = (userId: string, page: OffersPageQuery) => ({
  sql: LIST_QUERIES[page.box ?? 'both'],
  params: [userId, page.before ?? null, page.limit + 1],
});

export class OffersRepository {
  constructor(private readonly db: Database) {}

  /**
   * An offer on an available product, at least half its price and at most all of it. The partial unique index
   * refuses a second open offer by the same buyer (also when both are sent at once).
   */
  async create(input: {
    productId: string;
    buyerId: string;
    amount: number;
    expiryMs: number;
  }): Promise<CreateOfferOutcome> {
    return this.db.transaction(async (tx) => {
      const found = await tx.query<{ seller_id: string; status: string; price: number }>(
        'SELECT seller_id, status, resale_price::float8 AS price FROM products WHERE id = $1',
        [input.productId],
      );
      const product = found.rows[0];
      if (!product) return { kind: 'unknown-product' };
      if (product.seller_id === input.buyerId) return { kind: 'own-product' };
      if (product.status !== 'available') return { kind: 'unavailable' };
      const offered = cents(input.amount);
      if (offered * 2 < cents(Number(product.price))) return { kind: 'too-low' };
      if (offered > cents(Number(product.price))) return { kind: 'too-high' };
      const inserted = await tx.query<{ id: string; expires_at: Date }>(
        `INSERT INTO offers (product_id, buyer_id, seller_id, amount, expires_at)
         VALUES ($1, $2, $3, $4::numeric, clock_timestamp() + make_interval(secs => $5::float8 / 1000))
         ON CONFLICT (product_id, buyer_id) WHERE status IN ('pending', 'countered') DO NOTHING
         RETURNING id, expires_at`,
        [input.productId, input.buyerId, product.seller_id, toNumeric(input.amount), input.expiryMs],
      );
      const row = inserted.rows[0];
      if (!row) return { kind: 'already-open' };
      const offer = (await readOffer(tx, row.id))!;
      const effects = await tellOfferSteps(tx, [{ offer, step: 'made', actorId: input.buyerId }]);
      return { kind: 'created', id: row.id, expiresAt: new Date(row.expires_at).toISOString(), ...effects };
    });
  }

  /** The user's offers, sent and received (or one `box`), newest first; `before` is the last page's cursor. */
  async list(
    userId: string,
    page: OffersPageQuery,
  ): Promise<{ offers: OfferRow[]; nextCursor: string | null }> {
    const { sql, params } = listStatement(userId, page);
    const { rows } = await this.db.query<OfferListRow>(sql, params);
    const shown = rows.slice(0, page.limit);
    return {
      offers: shown.map((row) => ({
        _id: row.id,
        direction: row.direction,
        productId: row.product_id,
        productName: row.product_name,
        productPicture: row.product_picture,
        productPrice: Number(row.product_price),
        amount: Number(row.amount),
        counterAmount: row.counter_amount === null ? null : Number(row.counter_amount),
        status: row.status,
        expiresAt: new Date(row.expires_at).toISOString(),
        createdAt: new Date(row.created_at).toISOString(),
        buyerName: row.buyer_name,
        sellerName: row.seller_name,
        bookingId: row.booking_id,
      })),
      nextCursor: rows.length > page.limit ? shown[shown.length - 1]!.seq : null,
    };
  }

  /** The plan PostgreSQL chooses for list() with these arguments (EXPLAIN), for the plan test. */
  async explainList(userId: string, page: OffersPageQuery): Promise<string> {
    const { sql, params } = listStatement(userId, page);
    const { rows } = await this.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  }

  /** See acceptOffer. */
  accept(offerId: string, userId: string): Promise<OfferAnswer> {
    return acceptOffer(this.db, offerId, userId);
  }

  /**
   * The seller counters a pending offer once, with an amount above the offer and below the asking price; the
   * buyer then has a full expiry period to answer.
   */
  async counter(offerId: string, userId: string, amount: number, expiryMs: number): Promise<OfferAnswer> {
    return this.db.transaction(async (tx) => {
      const offer = await readOffer(tx, offerId);
      const refused = refuseAnswer(offer, userId, 'counter');
      if (refused) return refused;
      if (cents(amount) <= cents(offer!.amount) || cents(amount) >= cents(offer!.productPrice)) {
        return {
          kind: 'invalid',
          message: 'A counter-offer must lie between the offer and the asking price',
        };
      }
      const updated = await tx.query(
        `UPDATE offers SET status = 'countered', counter_amount = $2::numeric, updated_at = clock_timestamp(),
                expires_at = clock_timestamp() + make_interval(secs => $3::float8 / 1000)
         WHERE id = $1 AND status = 'pending' AND expires_at > clock_timestamp()`,
        [offerId, toNumeric(amount), expiryMs],
      );
      if (updated.rowCount === 0) return { kind: 'conflict', message: NOT_OPEN };
      const countered = { ...offer!, counterAmount: cents(amount) / 100 };
      return {
        kind: 'answered',
        ...(await tellOfferSteps(tx, [{ offer: countered, step: 'countered', actorId: userId }])),
      };
    });
  }

  /** The seller declines a pending offer, or the buyer a countered one. */
  async decline(offerId: string, userId: string): Promise<OfferAnswer> {
    return this.db.transaction(async (tx) => {
      const offer = await readOffer(tx, offerId);
      const refused = refuseAnswer(offer, userId, 'decline');
      if (refused) return refused;
      const updated = await tx.query(
        `UPDATE offers SET status = 'declined', updated_at = clock_timestamp()
         WHERE id = $1 AND status = $2 AND expires_at > clock_timestamp()`,
        [offerId, offer!.status],
      );
      if (updated.rowCount === 0) return { kind: 'conflict', message: NOT_OPEN };
      return {
        kind: 'answered',
        ...(await tellOfferSteps(tx, [{ offer: offer!, step: 'declined', actorId: userId }])),
      };
    });
  }

  /**
   * Open offers past their expiry become `expired` and both sides are told. Safe on several instances at once:
   * rows another instance holds are skipped, and one it expired no longer reads open.
   */
  async expire(batch = 500): Promise<BookingEffects> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `UPDATE offers SET status = 'expired', updated_at = clock_timestamp()
         WHERE status IN ('pending', 'countered') AND id IN (
           SELECT id FROM offers
           WHERE status IN ('pending', 'countered') AND expires_at <= clock_timestamp()
           ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING id`,
        [batch],
      );
      if (rows.length === 0) return { notifications: [], conversations: [] };
      const offers = await tx.query<OfferStateRow>(`${OFFER_STATE_SQL} WHERE o.id = ANY($1::uuid[])`, [
        rows.map((row) => row.id),
      ]);
      return tellOfferSteps(
        tx,
        offers.rows.map((row) => ({ offer: toOfferState(row), step: 'expired' as const, actorId: null })),
      );
    });
  }
}
