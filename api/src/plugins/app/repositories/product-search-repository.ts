/**
 * Catalog search (GET /search) on the database's full-text search: the generated `search_vector` column
 * (name weight A, description weight B, without accents, migration 003) and its GIN index. Sold products are
 * never listed (the indexes are partial on the same predicate).
 *
 * - Words: every word must match, in any order; the last one as a prefix ('oak wardr' -> 'oak & wardr:*').
 *   The tsquery text is made from letters and digits only, so no input can change its operators.
 * - Relevance: products with every word in the name first, then those that need the description; newest first
 *   within each. Two fixed sub-queries, each ordered by an index and stopped at the page size, so a common
 *   word reads a page of rows, not every match.
 * - Keyset paging: one fixed statement per sort order, the cursor holds the last row's (tier,) key and seq.
 */
import type { CategoryId, ProductCondition, SearchSort } from '@marketplace/shared/types';
import type { SqlExecutor } from '../../../db/driver';
import { PRODUCT_COLUMNS, type StoredProduct, toProduct } from './products-repository';

export interface SearchCursor {
  sort: SearchSort;
  /** ISO date for relevance and date sorts, price for price sorts. */
  key: string;
  seq: string;
  /** Relevance only: 0 = every word in the name, 1 = the description was needed. */
  tier?: number;
}

export interface SearchFilters {
  q?: string;
  categoryId?: CategoryId;
  minPrice?: number;
  maxPrice?: number;
  location?: string;
  condition?: ProductCondition;
}

export interface SearchPageQuery extends SearchFilters {
  sort: SearchSort;
  limit: number;
  after?: SearchCursor;
}

/**
 * The words of a search: letters and digits, lower-cased, without accents' combining marks; anything else
 * separates words. The database's unaccent then maps the rest (ø -> o, ß -> ss) to letters.
 */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return (
    q
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      // Modifier letters (ʼ, ˈ, ː ...) separate words too: unaccent turns them into quotes and colons.
      .split(/(?:[^\p{L}\p{Nd}]|\p{Lm})+/u)
      .filter((word) => word.length > 0)
  );
}

/** `to_tsquery` text: every word, the last as a prefix; with a weight, only lexemes of that weight match. */
export function tsqueryText(words: readonly string[], weight = ''): string | null {
  if (words.length === 0) return null;
  const last = words.length - 1;
  return words
    .map((word, i) => {
      const label = `${i === last ? '*' : ''}${weight}`;
      return label ? `${word}:${label}` : word;
    })
    .join(' & ');
}

const LIKE_SPECIAL = /[\\%_]/g;

// $1 every word (tsquery text), $2 category, $3/$4 price range, $5 location (lower case), $6 its LIKE
// pattern "<city>,%", $7 condition, $8/$9 the cursor's key and seq, $10 the page size plus one,
// $11 (relevance only) the words as name-only tsquery text.
const MATCHES = `to_tsquery('simple', search_unaccent($1::text))`;
const NAME_MATCHES = `to_tsquery('simple', search_unaccent($11::text))`;
const FILTERS = `p.status <> 'sold'
    AND ($1::text IS NULL OR p.search_vector @@ ${MATCHES})
    AND ($2::int IS NULL OR p.category_id = $2::int)
    AND ($3::numeric IS NULL OR p.resale_price >= $3::numeric)
    AND ($4::numeric IS NULL OR p.resale_price <= $4::numeric)
    AND ($5::text IS NULL OR lower(p.location) = $5::text OR lower(p.location) LIKE $6::text)
    AND ($7::text IS NULL OR p.condition = $7::text)`;
const FROM = 'FROM products p JOIN users u ON u.id = p.seller_id';

function orderedPageSql(
  column: 'created_at' | 'resale_price',
  direction: 'ASC' | 'DESC',
  tierCondition = 'TRUE',
): string {
  const keyType = column === 'created_at' ? 'timestamptz' : 'numeric';
  const after = direction === 'DESC' ? '<' : '>';
  return `SELECT ${PRODUCT_COLUMNS}
  ${FROM}
  WHERE ${FILTERS}
    AND ${tierCondition}
    AND ($8::text IS NULL OR (p.${column}, p.seq) ${after} ($8::${keyType}, $9::bigint))
  ORDER BY p.${column} ${direction}, p.seq ${direction}
  LIMIT $10`;
}

// Relevance: every word in the name (tier 0), then the products that need the description (tier 1); each
// tier newest first. Two statements, the second only run when the first cannot fill the page: a common word
// fills it from the first, reading a page of rows along the date index, never every match.
const NAME_TIER_SQL = orderedPageSql('created_at', 'DESC', `p.search_vector @@ ${NAME_MATCHES}`);
const DESCRIPTION_TIER_SQL = orderedPageSql('created_at', 'DESC', `NOT p.search_vector @@ ${NAME_MATCHES}`);

const SEARCH_SQL: Record<Exclude<SearchSort, 'relevance'>, string> = {
  'date-desc': orderedPageSql('created_at', 'DESC'),
  'price-asc': orderedPageSql('resale_price', 'ASC'),
  'price-desc': orderedPageSql('resale_price', 'DESC'),
};

type SearchRow = Parameters<typeof toProduct>[0];

interface Statement {
  sql: string;
  params: unknown[];
  /** Relevance with words: the tier its rows belong to. */
  tier?: number;
}

export class ProductSearchRepository {
  constructor(private readonly db: SqlExecutor) {}

  async search(query: SearchPageQuery): Promise<{ items: StoredProduct[]; next?: SearchCursor }> {
    const rows: Array<{ row: SearchRow; tier?: number }> = [];
    for (const statement of statements(query)) {
      if (rows.length > query.limit) break;
      // The page size plus one, less what an earlier tier found.
      const params = [...statement.params];
      params[PAGE_SIZE_PARAM] = query.limit + 1 - rows.length;
      const result = await this.db.query<SearchRow>(statement.sql, params);
      rows.push(...result.rows.map((row) => ({ row, tier: statement.tier })));
    }
    const page = rows.slice(0, query.limit);
    const items = page.map(({ row }) => toProduct(row));
    const last = items.at(-1);
    if (rows.length <= query.limit || !last) return { items };
    const next: SearchCursor = {
      sort: query.sort,
      key: query.sort.startsWith('price') ? String(last.resalePrice) : last.createdKey,
      seq: last.seq,
    };
    const lastTier = page.at(-1)?.tier;
    if (lastTier !== undefined) next.tier = lastTier;
    return { items, next };
  }

  /** The plans PostgreSQL picks for a search (EXPLAIN, not run), one per statement it may need. */
  async explain(query: SearchPageQuery): Promise<string> {
    const plans: string[] = [];
    for (const { sql, params } of statements(query)) {
      const { rows } = await this.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans.join('\n\n');
  }
}

const PAGE_SIZE_PARAM = 9;

/**
 * The statements a search runs, in order: one, or for relevance with words the name tier (unless the cursor
 * is already past it) and then the description tier, which starts from its top when the cursor was in the
 * name tier.
 */
function statements(query: SearchPageQuery): Statement[] {
  const words = searchWords(query.q);
  const location = query.location?.trim().toLowerCase();
  const params = (after: SearchCursor | undefined, extra: unknown[] = []): unknown[] => [
    tsqueryText(words),
    query.categoryId ?? null,
    query.minPrice ?? null,
    query.maxPrice ?? null,
    location || null,
    location ? `${location.replace(LIKE_SPECIAL, (char) => `\\${char}`)},%` : null,
    query.condition ?? null,
    after?.key ?? null,
    after?.seq ?? null,
    query.limit + 1,
    ...extra,
  ];
  if (query.sort !== 'relevance' || words.length === 0) {
    // Without words there is nothing to rank: relevance is newest first.
    const sort = query.sort === 'relevance' ? 'date-desc' : query.sort;
    return [{ sql: SEARCH_SQL[sort], params: params(query.after) }];
  }
  const nameOnly = tsqueryText(words, 'A');
  const descriptionTier = {
    tier: 1,
    sql: DESCRIPTION_TIER_SQL,
    params: params(query.after?.tier === 1 ? query.after : undefined, [nameOnly]),
  };
  if (query.after?.tier === 1) return [descriptionTier];
  return [{ tier: 0, sql: NAME_TIER_SQL, params: params(query.after, [nameOnly]) }, descriptionTier];
}
