import type { Migration } from './migration';

/**
 * Search that stays fast at a million products.
 *
 * `description_vector`: the description's words alone (the same unaccented 'simple' text as the description half
 * of `search_vector`), with a GIN index partial on unsold products like the others. Relevance lists the products
 * that need their description after those with every word in the name; a product of that second tier has at
 * least one of the words in its description, so this index finds the tier's candidates directly. With only
 * `search_vector` (whose GIN index cannot tell a name word from a description word), a word found in many names
 * and in no description ('chair') made the second tier read every one of those names.
 */
export const descriptionSearch: Migration = {
  id: '004-description-search',
  sql: `
ALTER TABLE products
  ADD COLUMN description_vector tsvector GENERATED ALWAYS AS (
    to_tsvector('simple'::regconfig, search_unaccent(description))
  ) STORED;

CREATE INDEX products_description_search_idx ON products USING gin (description_vector) WHERE status <> 'sold';
`,
};
