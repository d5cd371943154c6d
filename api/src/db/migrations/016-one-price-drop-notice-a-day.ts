import type { Migration } from './migration';

/**
 * The last price-drop notice each saver got about a product: within 24 hours of it a lower price rewrites that
 * notice instead of adding one (repositories/saved-products-repository.ts).
 */
export const onePriceDropNoticeADay: Migration = {
  id: '016-one-price-drop-notice-a-day',
  sql: `
ALTER TABLE saved_products
  ADD COLUMN drop_notice_id bigint REFERENCES notifications (id) ON DELETE SET NULL,
  ADD COLUMN drop_notice_at timestamptz,
  ADD COLUMN drop_notice_price numeric(12, 2);
`,
};
