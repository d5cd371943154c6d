/**
 * How common a search's words are, from the statistics ANALYZE keeps (pg_stats' most common elements of the
 * products' text vectors: each frequent lexeme with the share of products that hold it). The search uses it to
 * pick a plan, never to pick results: every plan answers the same rows.
 *
 * PostgreSQL's own estimate cannot make that choice: it scores every prefix query ('oak:*', which every search's
 * last word is) at a flat 2% and every lexeme it has no statistics for at 0.5%, so at a million products it
 * walked the date index through every product for a word found in 7, and read 100,000 matches of 'oak' through
 * the GIN index to show 12.
 */
import type { SqlExecutor } from '../../../db/driver';

export type TextColumn = 'search_vector' | 'description_vector';

/** Share of products (0..1) holding each frequent lexeme, per text column; a lexeme not listed is rare. */
export type WordFrequencies = Record<TextColumn, ReadonlyMap<string, number>>;

export interface WordFrequencySource {
  frequencies(): Promise<WordFrequencies>;
  refresh?(): void;
}

const EMPTY: WordFrequencies = { search_vector: new Map(), description_vector: new Map() };

/** Statistics change with ANALYZE (autovacuum's, at most every few minutes on a busy table). */
const REFRESH_MS = 60_000;

export class PgStatsWordFrequencies implements WordFrequencySource {
  private loaded?: { at: number; value: Promise<WordFrequencies> };

  constructor(
    private readonly db: SqlExecutor,
    private readonly now: () => number = Date.now,
  ) {}

  frequencies(): Promise<WordFrequencies> {
    if (!this.loaded || this.now() - this.loaded.at > REFRESH_MS) {
      this.loaded = { at: this.now(), value: this.read() };
    }
    return this.loaded.value;
  }

  /** Forgets what was read, so the next search reads the statistics again (after an ANALYZE). */
  refresh(): void {
    this.loaded = undefined;
  }

  private async read(): Promise<WordFrequencies> {
    try {
      const { rows } = await this.db.query<{
        column: TextColumn;
        elements: string[] | null;
        frequencies: number[] | null;
      }>(
        `SELECT attname AS column, most_common_elems::text::text[] AS elements,
                most_common_elem_freqs AS frequencies
         FROM pg_stats
         WHERE schemaname = current_schema() AND tablename = 'products'
           AND attname IN ('search_vector', 'description_vector')`,
      );
      const result: WordFrequencies = { search_vector: new Map(), description_vector: new Map() };
      for (const row of rows) {
        const map = new Map<string, number>();
        // The frequencies array ends with three summary numbers (min, max, null share) after one per element.
        row.elements?.forEach((element, i) => {
          const frequency = Number(row.frequencies?.[i]);
          if (Number.isFinite(frequency)) map.set(element, frequency);
        });
        result[row.column] = map;
      }
      return result;
    } catch {
      // Without statistics every word counts as rare, which is always a correct (if not the fastest) plan.
      return EMPTY;
    }
  }
}

/**
 * The estimated share of products holding one word: its own share, or for the last word (a prefix) the sum of
 * the shares of the frequent lexemes it begins; 0 when no frequent lexeme fits.
 */
export function wordShare(frequencies: ReadonlyMap<string, number>, word: string, prefix: boolean): number {
  if (!prefix) return frequencies.get(word) ?? 0;
  let share = 0;
  for (const [lexeme, frequency] of frequencies) if (lexeme.startsWith(word)) share += frequency;
  return Math.min(1, share);
}

/** The estimated share of products holding every word (the last as a prefix), taking words as independent. */
export function everyWordShare(frequencies: ReadonlyMap<string, number>, words: readonly string[]): number {
  return words.reduce((share, word, i) => share * wordShare(frequencies, word, i === words.length - 1), 1);
}

/** The estimated share of products holding at least one of the words. */
export function anyWordShare(frequencies: ReadonlyMap<string, number>, words: readonly string[]): number {
  const none = words.reduce(
    (share, word, i) => share * (1 - wordShare(frequencies, word, i === words.length - 1)),
    1,
  );
  return 1 - none;
}
