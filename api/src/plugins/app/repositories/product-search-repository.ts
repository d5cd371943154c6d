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
import { type StoredProduct, toProduct } from './product-rows';
import {
  BROWSE_SQL,
  DESCRIPTION_TIER_SQL,
  highestParameter,
  NAME_TIER_SQL,
  PAGE_SIZE_PARAM,
  type SearchPlan,
  WORDS_SQL,
} from './product-search-sql';
import {
  anyWordShare,
  everyWordShare,
  PgStatsWordFrequencies,
  type WordFrequencySource,
} from './search-word-frequencies';
import { searchWords, tsqueryText } from './search-words';

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

const LIKE_SPECIAL = /[\\%_]/g;

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
