import type { Migration } from './migration';

/**
 * Richer listings and catalog search.
 *
 * - `pictures` (1 to 6, the first is `picture`; NULL reads as [picture], so rows written by older code and by
 *   statements that name only the spec's columns stay valid), a `description` ('' when none) and optional
 *   dimensions in cm (all three or none).
 * - `search_vector`: the name (weight A) and the description (weight B), lower-cased and without accents, as a
 *   stored generated column with a GIN index. `unaccent()` is only STABLE (its dictionary could change), so a
 *   generated column or an index cannot call it: `search_unaccent` is the usual IMMUTABLE wrapper, pinned to
 *   the extension's dictionary by schema. The 'simple' configuration keeps every word as written (no stemming,
 *   no stop words), which is what prefix queries need ('wardr:*' finds 'wardrobe').
 * - The extension lives in `public` (PGlite's only schema; on PostgreSQL a schema per test or per instance
 *   would otherwise drop it with its schema). unaccent is a trusted extension (PostgreSQL 13+).
 * - Search reads only products that can still be bought or booked (not sold); the indexes are partial on the
 *   same predicate, and give the two orders a search across every category pages by (date, price).
 */
export const listingDetailsSearch: Migration = {
  id: '003-listing-details-search',
  sql: `
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

CREATE FUNCTION search_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, $1);

ALTER TABLE products
  ADD COLUMN pictures text[] CHECK (cardinality(pictures) BETWEEN 1 AND 6 AND pictures[1] = picture),
  ADD COLUMN description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
  ADD COLUMN width_cm numeric(10, 2) CHECK (width_cm > 0),
  ADD COLUMN depth_cm numeric(10, 2) CHECK (depth_cm > 0),
  ADD COLUMN height_cm numeric(10, 2) CHECK (height_cm > 0);

ALTER TABLE products
  ADD CONSTRAINT products_dimensions_check
    CHECK ((width_cm IS NULL) = (depth_cm IS NULL) AND (width_cm IS NULL) = (height_cm IS NULL)),
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple'::regconfig, search_unaccent(name)), 'A') ||
    setweight(to_tsvector('simple'::regconfig, search_unaccent(description)), 'B')
  ) STORED;

CREATE INDEX products_search_idx ON products USING gin (search_vector) WHERE status <> 'sold';
CREATE INDEX products_listed_created_idx ON products (created_at DESC, seq DESC) WHERE status <> 'sold';
CREATE INDEX products_listed_price_idx ON products (resale_price, seq) WHERE status <> 'sold';
`,
};
