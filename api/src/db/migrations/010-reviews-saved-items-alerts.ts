import type { Migration } from './migration';

/**
 * Reviews after a sale, saved products and saved searches.
 *
 * - `reviews`: one per side of a sold booking (`role` is the author's side), hidden until `published_at` is set:
 *   when both sides have written, or when the review window after the sale has passed. A sold booking never
 *   changes again, so its `updated_at` is the time of the sale. The author's name is copied, so a review outlives
 *   its author's account.
 * - `saved_products`: a product a user keeps. `product_id` has no foreign key and the name and picture are
 *   copied, so a removed listing still shows (as removed) on the Saved page.
 * - `saved_searches`: the words (as typed, and as the tsquery the search page would run) and filters of a
 *   search. A new listing is matched through `match_key`, the longest of the search's words: every matching
 *   listing has a word that starts with it, so the listing's word prefixes find the few candidates through the
 *   btree index, and only those run the full match. `last_alert_at`, `pending_matches` and
 *   `pending_product_name` are the alert throttle.
 * - `listing_match_queue`: new listings waiting to be matched against the saved searches, written in the
 *   listing's own transaction and taken by a job with SKIP LOCKED on any instance.
 * - Notification kinds for the four new notices (the list also names the kinds other features add).
 */
export const reviewsSavedItemsAlerts: Migration = {
  id: '010-reviews-saved-items-alerts',
  sql: `
CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  subject_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  author_name text NOT NULL,
  role text NOT NULL CHECK (role IN ('buyer', 'seller')),
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text text NOT NULL DEFAULT '' CHECK (char_length(text) <= 1000),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  published_at timestamptz,
  UNIQUE (booking_id, role)
);
CREATE INDEX reviews_subject_published_idx ON reviews (subject_id, published_at DESC, seq DESC)
  WHERE published_at IS NOT NULL;
CREATE INDEX reviews_unpublished_idx ON reviews (booking_id) WHERE published_at IS NULL;

CREATE TABLE saved_products (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id uuid NOT NULL,
  product_name text NOT NULL,
  picture text NOT NULL,
  price numeric(12, 2) NOT NULL,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX saved_products_product_idx ON saved_products (product_id);
CREATE INDEX saved_products_user_list_idx ON saved_products (user_id, seq DESC);

CREATE TABLE saved_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  q text NOT NULL CHECK (char_length(q) BETWEEN 1 AND 200),
  words tsquery NOT NULL,
  match_key text NOT NULL,
  category_id smallint CHECK (category_id BETWEEN 1 AND 3),
  min_price numeric(12, 2),
  max_price numeric(12, 2),
  condition text CHECK (condition IN ('excellent', 'good', 'fair')),
  location text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_alert_at timestamptz,
  pending_matches integer NOT NULL DEFAULT 0,
  pending_product_name text
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, seq DESC);
CREATE INDEX saved_searches_match_key_idx ON saved_searches (match_key);
CREATE INDEX saved_searches_pending_idx ON saved_searches (last_alert_at) WHERE pending_matches > 0;

CREATE TABLE listing_match_queue (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id uuid NOT NULL
);

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('booking-created',
  'booking-cancelled', 'booking-accepted', 'booking-declined', 'booking-sold', 'booking-removed',
  'booking-expired', 'message', 'review-published', 'saved-price-drop', 'saved-unavailable',
  'saved-search-match'));
`,
};
