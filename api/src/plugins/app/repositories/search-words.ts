/** A search's words, and the `to_tsquery` text made of them: letters and digits only, so no input adds an operator. */

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
