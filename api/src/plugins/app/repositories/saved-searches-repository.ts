/**
 * Saved searches and their alerts. A search keeps its words as the tsquery the search page runs
 * (product-search-repository.ts: every word, the last one as a prefix) and `match_key`, its longest word.
 *
 * Matching a new listing is one indexed query: the listing's word prefixes find, through the btree on
 * `match_key`, the saved searches whose longest word starts one of the listing's words (every match must have
 * one); only those few candidates run the filters and the full text match. No loop over saved searches.
 *
 * Alerts: at most one per saved search per alert interval. A match within the interval is counted
 * (`pending_matches`) and goes out with the next alert, or on its own once the interval ends
 * ('3 new matches for "{words}"'). Both are conditional UPDATEs over locked rows: exactly one alert per count.
 * The matches themselves are kept for the alert's email to list (saved-search-alert-matches.ts).
 */
import type { SavedSearch, SavedSearchBody } from '@marketplace/shared/types';
import type { Database, SqlExecutor } from '../../../db/driver';
import type { StoredNotification } from './notifications-repository';
import { insertAlerts, recordMatches } from './saved-search-alert-matches';
import { searchWords, tsqueryText } from './search-words';

export type CreateSavedSearchOutcome =
  | { kind: 'created'; id: string }
  | { kind: 'no-words' }
  | { kind: 'limit-reached' };

interface SavedSearchDbRow {
  id: string;
  q: string;
  category_id: number | null;
  min_price: number | null;
  max_price: number | null;
  condition: SavedSearch['condition'] | null;
  location: string | null;
  created_at: Date;
}

interface FilterColumns {
  q: string;
  category_id: number | null;
  min_price: number | null;
  max_price: number | null;
  condition: string | null;
  location: string | null;
}

/** The search page that runs a saved search (the catalog's /search?q=&categoryId=&... parameters). */
export function savedSearchPath(search: FilterColumns): string {
  const params = new URLSearchParams({ q: search.q });
  if (search.category_id !== null) params.set('categoryId', String(search.category_id));
  if (search.min_price !== null) params.set('minPrice', String(Number(search.min_price)));
  if (search.max_price !== null) params.set('maxPrice', String(Number(search.max_price)));
  if (search.location !== null) params.set('location', search.location);
  if (search.condition !== null) params.set('condition', search.condition);
  return `/search?${params.toString()}`;
}

export function alertText(q: string, matches: number, productName: string): string {
  return matches === 1 ? `New match for "${q}": ${productName}` : `${matches} new matches for "${q}"`;
}

/**
 * The saved searches a listing matches, as the search page would find the listing: its words, category, price
 * range, condition and city; never the listing's own seller's. $1 the product.
 */
export const MATCHING_SEARCHES_SQL = `
WITH listing AS (
  SELECT p.id, p.seller_id, p.category_id, p.resale_price, p.condition, lower(p.location) AS location,
         p.search_vector
  FROM products p WHERE p.id = $1 AND p.status <> 'sold'
), prefixes AS (
  SELECT DISTINCT left(word.lexeme, n) AS prefix
  FROM listing, unnest(listing.search_vector) word, generate_series(1, length(word.lexeme)) n
)
SELECT s.id
FROM listing, saved_searches s
WHERE s.match_key IN (SELECT prefix FROM prefixes)
  AND s.user_id <> listing.seller_id
  AND (s.category_id IS NULL OR s.category_id = listing.category_id)
  AND (s.min_price IS NULL OR listing.resale_price >= s.min_price)
  AND (s.max_price IS NULL OR listing.resale_price <= s.max_price)
  AND (s.condition IS NULL OR s.condition = listing.condition)
  AND (s.location IS NULL OR listing.location = lower(s.location)
       OR starts_with(listing.location, lower(s.location) || ','))
  AND listing.search_vector @@ s.words`;

export class SavedSearchesRepository {
  constructor(private readonly db: Database) {}

  /** At most `max` per account: the user's row is locked first, so two saves at the limit cannot both pass. */
  async create(userId: string, body: SavedSearchBody, max: number): Promise<CreateSavedSearchOutcome> {
    const words = searchWords(body.q);
    const longest = [...words].sort((a, b) => b.length - a.length)[0];
    if (!longest) return { kind: 'no-words' };
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows } = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1',
        [userId],
      );
      if ((rows[0]?.n ?? 0) >= max) return { kind: 'limit-reached' };
      // The key is the longest lexeme the database makes of the longest word: the same text the listing's
      // search_vector holds.
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO saved_searches (user_id, q, words, match_key, category_id, min_price, max_price, condition,
                                     location)
         SELECT $1, $2, to_tsquery('simple', search_unaccent($3::text)), key.lexeme, $5, $6, $7, $8, $9
         FROM (SELECT lexeme FROM unnest(to_tsvector('simple', search_unaccent($4::text)))
               ORDER BY length(lexeme) DESC LIMIT 1) key
         RETURNING id`,
        [
          userId,
          body.q.trim(),
          tsqueryText(words),
          longest,
          body.categoryId ?? null,
          body.minPrice ?? null,
          body.maxPrice ?? null,
          body.condition ?? null,
          body.location?.trim() || null,
        ],
      );
      const id = inserted.rows[0]?.id;
      return id ? { kind: 'created', id } : { kind: 'no-words' };
    });
  }

  async list(userId: string): Promise<SavedSearch[]> {
    const { rows } = await this.db.query<SavedSearchDbRow>(
      `SELECT id, q, category_id, min_price::float8 AS min_price, max_price::float8 AS max_price, condition,
              location, created_at
       FROM saved_searches WHERE user_id = $1 ORDER BY seq DESC`,
      [userId],
    );
    return rows.map((row) => ({
      _id: row.id,
      q: row.q,
      ...(row.category_id !== null ? { categoryId: row.category_id as 1 | 2 | 3 } : {}),
      ...(row.min_price !== null ? { minPrice: Number(row.min_price) } : {}),
      ...(row.max_price !== null ? { maxPrice: Number(row.max_price) } : {}),
      ...(row.condition !== null ? { condition: row.condition } : {}),
      ...(row.location !== null ? { location: row.location } : {}),
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  async ownerOf(id: string): Promise<string | null> {
    const { rows } = await this.db.query<{ user_id: string }>(
      'SELECT user_id FROM saved_searches WHERE id = $1',
      [id],
    );
    return rows[0]?.user_id ?? null;
  }

  async delete(id: string, userId: string): Promise<number> {
    const { rowCount } = await this.db.query('DELETE FROM saved_searches WHERE id = $1 AND user_id = $2', [
      id,
      userId,
    ]);
    return rowCount;
  }

  /** The ids of the saved searches a listing matches (the bench times this). */
  async matchingSearches(productId: string, executor: SqlExecutor = this.db): Promise<string[]> {
    const { rows } = await executor.query<{ id: string }>(MATCHING_SEARCHES_SQL, [productId]);
    return rows.map((row) => row.id);
  }

  /**
   * Takes the oldest queued listing (SKIP LOCKED: another instance takes the next one), matches it, and alerts
   * or counts each match, in one transaction. null when the queue is empty.
   */
  async matchNextListing(alertIntervalSeconds: number): Promise<StoredNotification[] | null> {
    // A read first: a write (even one that changes nothing) drops every instance's response cache.
    const queued = await this.db.query<{ any: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM listing_match_queue) AS any',
    );
    if (!queued.rows[0]?.any) return null;
    return this.db.transaction(async (tx) => {
      const claimed = await tx.query<{ product_id: string }>(
        `DELETE FROM listing_match_queue
         WHERE seq = (SELECT seq FROM listing_match_queue ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING product_id`,
      );
      const productId = claimed.rows[0]?.product_id;
      if (!productId) return null;
      const ids = await this.matchingSearches(productId, tx);
      if (ids.length === 0) return [];
      const { rows } = await tx.query<
        FilterColumns & {
          search_id: string;
          user_id: string;
          due: boolean;
          pending: number;
          product_name: string;
        }
      >(
        `WITH due AS (
           SELECT s.id, s.pending_matches AS pending,
                  s.last_alert_at IS NULL
                    OR s.last_alert_at + make_interval(secs => $2::float8) <= clock_timestamp() AS due
           FROM saved_searches s WHERE s.id = ANY($1::uuid[]) ORDER BY s.id FOR UPDATE
         )
         UPDATE saved_searches s SET
           last_alert_at = CASE WHEN due.due THEN clock_timestamp() ELSE s.last_alert_at END,
           pending_matches = CASE WHEN due.due THEN 0 ELSE s.pending_matches + 1 END,
           pending_product_name = CASE WHEN due.due THEN NULL ELSE (SELECT name FROM products WHERE id = $3) END
         FROM due WHERE s.id = due.id
         RETURNING s.id AS search_id, s.user_id, s.q, s.category_id, s.min_price::float8 AS min_price,
                   s.max_price::float8 AS max_price, s.condition, s.location, due.due, due.pending,
                   (SELECT name FROM products WHERE id = $3) AS product_name`,
        [ids, alertIntervalSeconds, productId],
      );
      await recordMatches(
        tx,
        rows.map((row) => row.search_id),
        productId,
      );
      const due = rows.filter((row) => row.due);
      return insertAlerts(
        tx,
        due.map((row) => row.search_id),
        due.map((row) => ({
          userId: row.user_id,
          kind: 'saved-search-match',
          text: alertText(row.q, row.pending + 1, row.product_name),
          link: savedSearchPath(row),
          bookingId: null,
          productId,
        })),
      );
    });
  }

  /** The counted matches whose interval has ended, sent as one alert each. */
  async flushPendingAlerts(alertIntervalSeconds: number, batch = 500): Promise<StoredNotification[]> {
    const due = await this.db.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM saved_searches WHERE pending_matches > 0
                        AND last_alert_at + make_interval(secs => $1::float8) <= clock_timestamp()) AS any`,
      [alertIntervalSeconds],
    );
    if (!due.rows[0]?.any) return [];
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<
        FilterColumns & { search_id: string; user_id: string; pending: number; product_name: string }
      >(
        `WITH due AS (
           SELECT s.id, s.pending_matches AS pending, s.pending_product_name AS product_name
           FROM saved_searches s
           WHERE s.pending_matches > 0
             AND s.last_alert_at + make_interval(secs => $1::float8) <= clock_timestamp()
           ORDER BY s.last_alert_at LIMIT $2
           FOR UPDATE SKIP LOCKED
         )
         UPDATE saved_searches s SET last_alert_at = clock_timestamp(), pending_matches = 0,
                                     pending_product_name = NULL
         FROM due WHERE s.id = due.id AND s.pending_matches > 0
         RETURNING s.id AS search_id, s.user_id, s.q, s.category_id, s.min_price::float8 AS min_price,
                   s.max_price::float8 AS max_price, s.condition, s.location, due.pending, due.product_name`,
        [alertIntervalSeconds, batch],
      );
      return insertAlerts(
        tx,
        rows.map((row) => row.search_id),
        rows.map((row) => ({
          userId: row.user_id,
          kind: 'saved-search-match',
          text: alertText(row.q, row.pending, row.product_name ?? 'a new listing'),
          link: savedSearchPath(row),
          bookingId: null,
        })),
      );
    });
  }
}
