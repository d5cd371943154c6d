import type { Migration } from './migration';

/**
 * The sitemap reads listings and sellers by `seq` windows, a keyset page at a time: indexes on `seq`, the
 * listings' one partial on those that are not sold, which are the only ones listed.
 */
export const sitemapWindows: Migration = {
  id: '019-sitemap-windows',
  sql: `
CREATE INDEX products_listed_seq_idx ON products (seq) WHERE status <> 'sold';
CREATE INDEX users_seq_idx ON users (seq);
`,
};
