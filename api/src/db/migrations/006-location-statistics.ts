import type { Migration } from './migration';

/**
 * Search that stays fast at a million products: statistics of `lower(location)`, the expression the search's city
 * filter compares (`lower(location) = $city OR lower(location) LIKE '$city,%'`).
 *
 * Without them PostgreSQL has none for the expression and takes a city for 0.5% of the products instead of a
 * quarter, so any search naming a city looked 50 times more selective than it is: newest first, it read a
 * category's whole price range through a bitmap and sorted it instead of walking the dates until the page was
 * full (docs/measured-figures.md). A statistics object only adds what ANALYZE collects; no
 * index to keep up on writes. ANALYZE here so an existing catalog has them at once, not at autovacuum's next
 * analyze.
 */
export const locationStatistics: Migration = {
  id: '006-location-statistics',
  sql: `
CREATE STATISTICS products_lower_location_stats ON (lower(location)) FROM products;
ANALYZE products;
`,
};
