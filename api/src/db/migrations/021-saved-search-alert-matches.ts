import type { Migration } from './migration';

/**
 * The listings a saved-search alert names, so its email can list them. A match is recorded (unattached) when it
 * is counted, at most `SAVED_SEARCH_ALERT_LISTED` (config/catalog.ts) per search while waiting, and attached to the alert's
 * notification when the alert goes out. It goes with its search, its listing or its notification.
 */
export const savedSearchAlertMatches: Migration = {
  id: '021-saved-search-alert-matches',
  sql: `
CREATE TABLE saved_search_matches (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  saved_search_id uuid NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  notification_id bigint REFERENCES notifications (id) ON DELETE CASCADE
);
CREATE INDEX saved_search_matches_waiting_idx ON saved_search_matches (saved_search_id)
  WHERE notification_id IS NULL;
CREATE INDEX saved_search_matches_notification_idx ON saved_search_matches (notification_id, seq)
  WHERE notification_id IS NOT NULL;
`,
};
