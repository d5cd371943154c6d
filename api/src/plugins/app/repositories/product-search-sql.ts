/**
 * The fixed statements of catalog search: one per sort order and plan, built once at start from constants (no
 * SQL is assembled from input). Each names its parameters by position; the repository sends exactly those.
 */
import type { SearchSort } from '@marketplace/shared/types';
import { PRODUCT_COLUMNS } from './product-rows';

// $1 category, $2/$3 price range, $4 location (lower case), $5 its LIKE pattern "<city>,%", $6 condition,
// $7/$8 the cursor's key and seq, $9 the page size plus one; then the words as tsquery text from $10 on, each
// statement with its own (a statement is sent only the parameters it names).
const matches = (column: 'search_vector' | 'description_vector', param: number) =>
  `p.${column} @@ to_tsquery('simple', search_unaccent($${param}::text))`;
const FILTERS = `p.status <> 'sold'
    AND ($1::int IS NULL OR p.category_id = $1::int)
    AND ($2::numeric IS NULL OR p.resale_price >= $2::numeric)
    AND ($3::numeric IS NULL OR p.resale_price <= $3::numeric)
    AND ($4::text IS NULL OR lower(p.location) = $4::text OR lower(p.location) LIKE $5::text)
    AND ($6::text IS NULL OR p.condition = $6::text)`;

export interface Order {
  column: 'created_at' | 'resale_price';
  direction: 'ASC' | 'DESC';
}
export const ORDERS: Record<Exclude<SearchSort, 'relevance'>, Order> = {
  'date-desc': { column: 'created_at', direction: 'DESC' },
  'price-asc': { column: 'resale_price', direction: 'ASC' },
  'price-desc': { column: 'resale_price', direction: 'DESC' },
};
const NEWEST_FIRST = ORDERS['date-desc'];

function afterCursor({ column, direction }: Order): string {
  const keyType = column === 'created_at' ? 'timestamptz' : 'numeric';
  return `($7::text IS NULL OR (p.${column}, p.seq) ${direction === 'DESC' ? '<' : '>'} ($7::${keyType}, $8::bigint))`;
}

// `(condition) IS TRUE` reads the same but no index can answer it: that is how each plan below keeps the
// database from choosing the other way round.
const checkedOnEachRow = (conditions: readonly string[]) =>
  conditions.map((condition) => `\n    AND (${condition}) IS TRUE`).join('');

/**
 * Walk: along the sort order's index, testing each product on the way, until the page is full. Cheap when the
 * words are common (a page of 13 needs about 13 / share products), ruinous when they are rare.
 */
function walkSql(order: Order, text: readonly string[] = []): string {
  return `SELECT ${PRODUCT_COLUMNS}
  FROM products p JOIN users u ON u.id = p.seller_id
  WHERE ${FILTERS}
    AND ${afterCursor(order)}${checkedOnEachRow(text)}
  ORDER BY p.${order.column} ${order.direction}, p.seq ${order.direction}
  LIMIT $9`;
}

/**
 * Matches first: every match through a GIN index, sorted and cut to the page, then read whole. Cheap when the
 * words are rare. The CTE has no order, so nothing tempts the planner to walk an ordered index instead, and only the
 * words can use an index: PostgreSQL, guessing 2% for a prefix, otherwise ANDs the bitmap of a whole category
 * (a third of the catalog) with that of a word found in 7 products.
 */
function matchesFirstSql(order: Order, indexed: string, others: readonly string[] = []): string {
  const { direction } = order;
  return `WITH matches AS MATERIALIZED (
  SELECT p.id, p.${order.column} AS key, p.seq
  FROM products p
  WHERE p.status <> 'sold' AND ${indexed}${checkedOnEachRow([...others, FILTERS, afterCursor(order)])}
), page AS (
  SELECT id, key, seq FROM matches ORDER BY key ${direction}, seq ${direction} LIMIT $9
)
SELECT ${PRODUCT_COLUMNS}
  FROM page m JOIN products p ON p.id = m.id JOIN users u ON u.id = p.seller_id
  ORDER BY m.key ${direction}, m.seq ${direction}`;
}

export type SearchPlan = 'walk' | 'matches-first';
export type PlannedSql = Record<SearchPlan, string>;

// $10 every word.
function sortSql(order: Order): PlannedSql {
  const everyWord = matches('search_vector', 10);
  return { walk: walkSql(order, [everyWord]), 'matches-first': matchesFirstSql(order, everyWord) };
}

/** Without words: the filters alone, along the order's index. */
export const BROWSE_SQL: Record<Exclude<SearchSort, 'relevance'>, string> = {
  'date-desc': walkSql(ORDERS['date-desc']),
  'price-asc': walkSql(ORDERS['price-asc']),
  'price-desc': walkSql(ORDERS['price-desc']),
};
export const WORDS_SQL: Record<Exclude<SearchSort, 'relevance'>, PlannedSql> = {
  'date-desc': sortSql(ORDERS['date-desc']),
  'price-asc': sortSql(ORDERS['price-asc']),
  'price-desc': sortSql(ORDERS['price-desc']),
};

// Relevance: every word in the name (tier 0), then the products that need the description (tier 1); each
// tier newest first. The name tier's one condition, $10 the name-weighted words, implies every word. The
// description tier ($10 every word, $11 name-weighted, $12 any one word) holds products with one of the words
// in their description, which that column's GIN index finds directly.
export const NAME_TIER_SQL: PlannedSql = {
  walk: walkSql(NEWEST_FIRST, [matches('search_vector', 10)]),
  'matches-first': matchesFirstSql(NEWEST_FIRST, matches('search_vector', 10)),
};
const NEEDS_DESCRIPTION = [matches('search_vector', 10), `NOT ${matches('search_vector', 11)}`];
export const DESCRIPTION_TIER_SQL: PlannedSql = {
  walk: walkSql(NEWEST_FIRST, NEEDS_DESCRIPTION),
  'matches-first': matchesFirstSql(NEWEST_FIRST, matches('description_vector', 12), NEEDS_DESCRIPTION),
};

const parameterCounts = new Map<string, number>();

/** The highest $n a statement names: it is sent exactly that many parameters. */
export function highestParameter(sql: string): number {
  let count = parameterCounts.get(sql);
  if (count === undefined) {
    count = Math.max(...Array.from(sql.matchAll(/\$(\d+)/g), (match) => Number(match[1])));
    parameterCounts.set(sql, count);
  }
  return count;
}

/** The position of the page size among the parameters ($9). */
export const PAGE_SIZE_PARAM = 8;
