/**
 * Catalog search (GET /search) on the database's full-text search: the generated `search_vector` column
 * (name weight A, description weight B, without accents, migration 003) and its GIN index. Sold products are
 * never listed (the indexes are partial on the same predicate).
 *
 * - Words: every word must match, in any order; the last one as a prefix ('oak wardr' -> 'oak & wardr:*').
 *   The tsquery text is made from letters and digits only, so no input can change its operators.
 * - Relevance: products with every word in the name first, then those that need the description; newest first
 *   within each. Two fixed sub-queries; the second runs only when the first cannot fill the page.
 * - Two plans per statement, chosen by how common the words are (search-word-frequencies.ts): common words walk
 *   the sort order's index and stop at a full page; rare words are found through a GIN index, then sorted.
 *   Both answer the same rows, so a wrong guess costs time, never results.
 * - Keyset paging: fixed statements per sort order, the cursor holds the last row's (tier,) key and seq.
 */
import type { CategoryId, ProductCondition, SearchSort } from '@marketplace/shared/types';
import type { SqlExecutor } from '../../../db/driver';
import { PRODUCT_COLUMNS, type StoredProduct, toProduct } from './products-repository';
import {
  anyWordShare,
  everyWordShare,
  PgStatsWordFrequencies,
  type WordFrequencySource,
} from './search-word-frequencies';

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

/**
 * `to_tsquery` text: every word (or with ' | ', any one), the last as a prefix; with a weight, only lexemes of
 * that weight match.
 */
export function tsqueryText(words: readonly string[], weight = '', operator = ' & '): string | null {
  if (words.length === 0) return null;
  const last = words.length - 1;
  return words
    .map((word, i) => {
      const label = `${i === last ? '*' : ''}${weight}`;
      return label ? `${word}:${label}` : word;
    })
    .join(operator);
}

const LIKE_SPECIAL = /[\\%_]/g;

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

interface Order {
  column: 'created_at' | 'resale_price';
  direction: 'ASC' | 'DESC';
}
const ORDERS: Record<Exclude<SearchSort, 'relevance'>, Order> = {
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
type PlannedSql = Record<SearchPlan, string>;

// $10 every word.
function sortSql(order: Order): PlannedSql {
  const everyWord = matches('search_vector', 10);
  return { walk: walkSql(order, [everyWord]), 'matches-first': matchesFirstSql(order, everyWord) };
}

/** Without words: the filters alone, along the order's index. */
const BROWSE_SQL: Record<Exclude<SearchSort, 'relevance'>, string> = {
  'date-desc': walkSql(ORDERS['date-desc']),
  'price-asc': walkSql(ORDERS['price-asc']),
  'price-desc': walkSql(ORDERS['price-desc']),
};
const WORDS_SQL: Record<Exclude<SearchSort, 'relevance'>, PlannedSql> = {
  'date-desc': sortSql(ORDERS['date-desc']),
  'price-asc': sortSql(ORDERS['price-asc']),
  'price-desc': sortSql(ORDERS['price-desc']),
};

// Relevance: every word in the name (tier 0), then the products that need the description (tier 1); each
// tier newest first. The name tier's one condition, $10 the name-weighted words, implies every word. The
// description tier ($10 every word, $11 name-weighted, $12 any one word) holds products with one of the words
// in their description, which that column's GIN index finds directly.
const NAME_TIER_SQL: PlannedSql = {
  walk: walkSql(NEWEST_FIRST, [matches('search_vector', 10)]),
  'matches-first': matchesFirstSql(NEWEST_FIRST, matches('search_vector', 10)),
};
const NEEDS_DESCRIPTION = [matches('search_vector', 10), `NOT ${matches('search_vector', 11)}`];
const DESCRIPTION_TIER_SQL: PlannedSql = {
  walk: walkSql(NEWEST_FIRST, NEEDS_DESCRIPTION),
  'matches-first': matchesFirstSql(NEWEST_FIRST, matches('description_vector', 12), NEEDS_DESCRIPTION),
};

/**
 * A walk is chosen when it should find a page within this many products (a few milliseconds of reading);
 * below that share of matching products, finding every match through the GIN index and sorting them is cheaper.
 */
const WALK_ROWS = 5000;

function choosePlan(share: number, pageRows: number): SearchPlan {
  return share * WALK_ROWS >= pageRows ? 'walk' : 'matches-first';
}

/**
 * The share of products a walk keeps after the filters, guessed from the catalog's shape: one of 3 categories,
 * 4 cities, 3 conditions; a price range keeps a third (PostgreSQL's own default for a range).
 */
function filterShare(query: SearchFilters): number {
  const price = query.minPrice !== undefined || query.maxPrice !== undefined;
  return (
    (query.categoryId ? 1 / 3 : 1) *
    (query.location ? 1 / 4 : 1) *
    (query.condition ? 1 / 3 : 1) *
    (price ? 1 / 3 : 1)
  );
}

type SearchRow = Parameters<typeof toProduct>[0];

interface Statement {
  sql: string;
  params: unknown[];
  plan?: SearchPlan;
  /** Relevance with words: the tier its rows belong to. */
  tier?: number;
}

export class ProductSearchRepository {
  constructor(
    private readonly db: SqlExecutor,
    private readonly words: WordFrequencySource = new PgStatsWordFrequencies(db),
  ) {}

  /** The next search reads the words' statistics again (after an ANALYZE). */
  forgetWordShares(): void {
    this.words.refresh?.();
  }

  async search(query: SearchPageQuery): Promise<{ items: StoredProduct[]; next?: SearchCursor }> {
    const rows: Array<{ row: SearchRow; tier?: number }> = [];
    for (const statement of await this.statements(query)) {
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
    for (const { sql, params, plan } of await this.statements(query)) {
      const { rows } = await this.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      plans.push([`-- ${plan ?? 'walk'}`, ...rows.map((row) => row['QUERY PLAN'])].join('\n'));
    }
    return plans.join('\n\n');
  }

  /**
   * The statements a search runs, in order: one, or for relevance with words the name tier (unless the cursor
   * is already past it) and then the description tier, which starts from its top when the cursor was in the
   * name tier. Each with the plan the words' shares suggest.
   */
  private async statements(query: SearchPageQuery): Promise<Statement[]> {
    const words = searchWords(query.q);
    const location = query.location?.trim().toLowerCase();
    const statement = (
      sql: string,
      after: SearchCursor | undefined,
      text: Array<string | null> = [],
    ): Pick<Statement, 'sql' | 'params'> => ({
      sql,
      params: [
        query.categoryId ?? null,
        query.minPrice ?? null,
        query.maxPrice ?? null,
        location || null,
        location ? `${location.replace(LIKE_SPECIAL, (char) => `\\${char}`)},%` : null,
        query.condition ?? null,
        after?.key ?? null,
        after?.seq ?? null,
        query.limit + 1,
        ...text,
      ].slice(0, highestParameter(sql)),
    });
    if (words.length === 0) {
      // Without words there is nothing to rank: relevance is newest first.
      const sort = query.sort === 'relevance' ? 'date-desc' : query.sort;
      return [statement(BROWSE_SQL[sort], query.after)];
    }
    const shares = await this.words.frequencies();
    const filtered = filterShare(query);
    const everyWord = everyWordShare(shares.search_vector, words) * filtered;
    const pageRows = query.limit + 1;
    const [all, inName, any] = [tsqueryText(words), tsqueryText(words, 'A'), tsqueryText(words, '', ' | ')];
    if (query.sort !== 'relevance') {
      const plan = choosePlan(everyWord, pageRows);
      return [{ plan, ...statement(WORDS_SQL[query.sort][plan], query.after, [all]) }];
    }
    const descriptionPlan = choosePlan(
      Math.min(everyWord, anyWordShare(shares.description_vector, words) * filtered),
      pageRows,
    );
    const descriptionTier: Statement = {
      tier: 1,
      plan: descriptionPlan,
      ...statement(DESCRIPTION_TIER_SQL[descriptionPlan], query.after?.tier === 1 ? query.after : undefined, [
        all,
        inName,
        any,
      ]),
    };
    if (query.after?.tier === 1) return [descriptionTier];
    const namePlan = choosePlan(everyWord, pageRows);
    return [
      { tier: 0, plan: namePlan, ...statement(NAME_TIER_SQL[namePlan], query.after, [inName]) },
      descriptionTier,
    ];
  }
}

const parameterCounts = new Map<string, number>();

/** The highest $n a statement names: it is sent exactly that many parameters. */
function highestParameter(sql: string): number {
  let count = parameterCounts.get(sql);
  if (count === undefined) {
    count = Math.max(...Array.from(sql.matchAll(/\$(\d+)/g), (match) => Number(match[1])));
    parameterCounts.set(sql, count);
  }
  return count;
}

const PAGE_SIZE_PARAM = 8;
