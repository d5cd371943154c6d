import type { Migration } from './migration';

// clock_timestamp(), not now(): rows written in one transaction still get ordered times. `seq` (insertion
// order) breaks ties in sorting and paging: PGlite's clock ticks in milliseconds.
const NOW = 'clock_timestamp()';

export const initialSchema: Migration = {
  id: '001-initial-schema',
  sql: `
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  name text NOT NULL,
  img text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('admin', 'seller', 'buyer')),
  verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT ${NOW}
);
CREATE INDEX users_role_created_idx ON users (role, created_at DESC, seq DESC);

CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category_id smallint NOT NULL CHECK (category_id BETWEEN 1 AND 3),
  name text NOT NULL,
  picture text NOT NULL,
  resale_price numeric(12, 2) NOT NULL CHECK (resale_price >= 0),
  original_price numeric(12, 2) NOT NULL CHECK (original_price >= 0),
  years_of_use text NOT NULL,
  location text NOT NULL,
  condition text NOT NULL CHECK (condition IN ('excellent', 'good', 'fair')),
  status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'booked')),
  advertised boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT ${NOW}
);
CREATE INDEX products_category_created_idx ON products (category_id, created_at DESC, seq DESC);
CREATE INDEX products_category_price_idx ON products (category_id, resale_price, seq);
CREATE INDEX products_seller_idx ON products (seller_id, created_at DESC);
CREATE INDEX products_advertised_idx ON products (created_at DESC) WHERE advertised AND status = 'available';

CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  product_id uuid NOT NULL UNIQUE REFERENCES products (id) ON DELETE CASCADE,
  buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  product_name text NOT NULL,
  price numeric(12, 2) NOT NULL,
  phone text NOT NULL,
  meet_location text NOT NULL,
  booking_date text NOT NULL,
  img text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT ${NOW}
);
CREATE INDEX bookings_buyer_idx ON bookings (buyer_id, created_at DESC, seq DESC);

CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT ${NOW}
);
CREATE INDEX reports_product_idx ON reports (product_id, created_at);
CREATE INDEX reports_reporter_idx ON reports (reporter_id);

CREATE TABLE images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  content_type text NOT NULL,
  byte_size integer NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
};
