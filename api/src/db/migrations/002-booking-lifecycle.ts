import type { Migration } from './migration';

/**
 * The sale's lifecycle: a booking has a status, a product may be sold, and bookings outlive their
 * product and its seller. A booking keeps its own copy of the product (name, price, picture: already there) and
 * of the seller (id, name, email), so deleting either marks the buyer's booking `removed` instead of deleting
 * it; its `product_id` stays as a reference without a foreign key. At most one pending or accepted booking per
 * product (a partial unique index) instead of one booking ever. Notifications are stored per user; their id is
 * the event stream's event id.
 */
export const bookingLifecycle: Migration = {
  id: '002-booking-lifecycle',
  sql: `
ALTER TABLE products DROP CONSTRAINT products_status_check;
ALTER TABLE products ADD CONSTRAINT products_status_check CHECK (status IN ('available', 'booked', 'sold'));

ALTER TABLE bookings
  ADD COLUMN status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'sold', 'removed')),
  ADD COLUMN seller_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN seller_name text NOT NULL DEFAULT '',
  ADD COLUMN seller_email text NOT NULL DEFAULT '',
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT clock_timestamp();

-- Existing bookings were made under "one booking per product, forever": each is the product's pending one.
UPDATE bookings b SET seller_id = p.seller_id, seller_name = u.name, seller_email = u.email
FROM products p JOIN users u ON u.id = p.seller_id
WHERE p.id = b.product_id;

ALTER TABLE bookings DROP CONSTRAINT bookings_product_id_fkey;
ALTER TABLE bookings DROP CONSTRAINT bookings_product_id_key;
CREATE UNIQUE INDEX bookings_active_product_idx ON bookings (product_id) WHERE status IN ('pending', 'accepted');
CREATE INDEX bookings_product_idx ON bookings (product_id);
CREATE INDEX bookings_seller_idx ON bookings (seller_id, created_at DESC, seq DESC);

CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('booking-created', 'booking-cancelled', 'booking-accepted',
                                     'booking-declined', 'booking-sold', 'booking-removed')),
  booking_id uuid,
  text text NOT NULL,
  link text NOT NULL,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT read;
`,
};
