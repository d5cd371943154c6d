import type { Migration } from './migration';

/**
 * Limits per account. `quota_hits`: the hourly quotas' counters when no Redis is configured
 * (plugins/app/quota-counters.ts), one row per counted request so the window rolls; rows older than the window
 * are deleted as they are met and by the sweep. One report per account and product: earlier repeats are merged
 * into the first. A pending booking the seller leaves unanswered expires (`expired`, with a notification to each
 * side); the partial index finds the old pending ones.
 */
export const accountLimits: Migration = {
  id: '007-account-limits',
  sql: `
CREATE TABLE quota_hits (
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX quota_hits_key_at_idx ON quota_hits (key, at);
CREATE INDEX quota_hits_at_idx ON quota_hits (at);

DELETE FROM reports r USING reports first
WHERE first.product_id = r.product_id AND first.reporter_id = r.reporter_id AND first.seq < r.seq;
CREATE UNIQUE INDEX reports_one_per_reporter_idx ON reports (product_id, reporter_id);

ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
  CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'sold', 'removed', 'expired'));
CREATE INDEX bookings_pending_created_idx ON bookings (created_at) WHERE status = 'pending';
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('booking-created', 'booking-cancelled', 'booking-accepted', 'booking-declined', 'booking-sold',
                  'booking-removed', 'booking-expired'));
`,
};
