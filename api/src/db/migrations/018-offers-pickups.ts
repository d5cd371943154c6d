import type { Migration } from './migration';

/**
 * Offers and pickup windows. An offer belongs to a product, its buyer and its seller, and goes with any of them
 * (an open offer means nothing once the listing or a party is gone). A buyer has at most one open offer
 * (pending or countered) per product: the partial unique index is what refuses the second of two at once.
 * An accepted offer becomes a booking that records the agreed price; the booking also keeps the windows the
 * buyer proposed, the one the seller chose, and when the reminder before it went out (claimed once across
 * instances by the conditional UPDATE of reminded_at).
 */
export const offersPickups: Migration = {
  id: '018-offers-pickups',
  sql: `
CREATE TABLE offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  counter_amount numeric(12, 2),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'countered', 'accepted', 'declined', 'expired')),
  booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE UNIQUE INDEX offers_open_per_buyer_idx ON offers (product_id, buyer_id)
  WHERE status IN ('pending', 'countered');
CREATE INDEX offers_buyer_list_idx ON offers (buyer_id, seq DESC);
CREATE INDEX offers_seller_list_idx ON offers (seller_id, seq DESC);
CREATE INDEX offers_open_expiry_idx ON offers (expires_at) WHERE status IN ('pending', 'countered');

ALTER TABLE bookings ADD COLUMN agreed_price numeric(12, 2);
ALTER TABLE bookings ADD COLUMN pickup_proposed jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE bookings ADD COLUMN pickup_start timestamptz;
ALTER TABLE bookings ADD COLUMN pickup_end timestamptz;
ALTER TABLE bookings ADD COLUMN pickup_reminded_at timestamptz;
CREATE INDEX bookings_pickup_reminder_idx ON bookings (pickup_start)
  WHERE pickup_start IS NOT NULL AND pickup_reminded_at IS NULL;

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('booking-created',
  'booking-cancelled', 'booking-accepted', 'booking-declined', 'booking-sold', 'booking-removed',
  'booking-expired', 'message', 'review-published', 'saved-price-drop', 'saved-unavailable',
  'saved-search-match', 'offer-received', 'offer-countered', 'offer-accepted', 'offer-declined', 'offer-expired',
  'pickup-proposed', 'pickup-chosen', 'pickup-other-times', 'pickup-reminder'));
`,
};
