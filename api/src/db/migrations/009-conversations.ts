import type { Migration } from './migration';

/**
 * Messages between a buyer and a seller: one conversation per product and buyer. A conversation outlives its
 * product and its two people, as bookings do: `product_id` is a reference without a foreign key (with a copy of
 * the product's name, picture and price for when it is gone), and a removed user leaves NULL behind (shown as
 * 'Deleted user'). Each side's unread count and the last message are kept on the conversation, so a list of a
 * thousand conversations reads a thousand rows and no messages; a thread pages back on (conversation, seq).
 * Existing bookings get their conversation, so every booking row can link to one.
 */
export const conversations: Migration = {
  id: '009-conversations',
  sql: `
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL,
  buyer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  seller_id uuid REFERENCES users (id) ON DELETE SET NULL,
  product_name text NOT NULL,
  product_picture text NOT NULL,
  product_price numeric(12, 2) NOT NULL,
  buyer_unread integer NOT NULL DEFAULT 0,
  seller_unread integer NOT NULL DEFAULT 0,
  last_text text NOT NULL DEFAULT '',
  last_kind text NOT NULL DEFAULT 'system' CHECK (last_kind IN ('user', 'system')),
  last_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  last_seq bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE UNIQUE INDEX conversations_product_buyer_idx ON conversations (product_id, buyer_id);
CREATE INDEX conversations_buyer_list_idx ON conversations (buyer_id, last_at DESC, last_seq DESC);
CREATE INDEX conversations_seller_list_idx ON conversations (seller_id, last_at DESC, last_seq DESC);
CREATE INDEX conversations_buyer_unread_idx ON conversations (buyer_id) INCLUDE (buyer_unread)
  WHERE buyer_unread > 0;
CREATE INDEX conversations_seller_unread_idx ON conversations (seller_id) INCLUDE (seller_unread)
  WHERE seller_unread > 0;

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id uuid REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('user', 'system')),
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX messages_thread_idx ON messages (conversation_id, seq DESC);

CREATE TABLE user_blocks (
  blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (blocker_id, blocked_id)
);
CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id, blocker_id);

CREATE TABLE conversation_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  reporter_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX conversation_reports_conversation_idx ON conversation_reports (conversation_id, created_at);

-- One bell notification per conversation with unread messages (kind 'message', allowed since 010).
ALTER TABLE notifications ADD COLUMN conversation_id uuid REFERENCES conversations (id) ON DELETE CASCADE;
CREATE UNIQUE INDEX notifications_unread_conversation_idx ON notifications (user_id, conversation_id)
  WHERE NOT read AND conversation_id IS NOT NULL;

INSERT INTO conversations (product_id, buyer_id, seller_id, product_name, product_picture, product_price,
                           last_text, last_at, created_at)
SELECT DISTINCT ON (b.product_id, b.buyer_id) b.product_id, b.buyer_id, b.seller_id, b.product_name, b.img,
       b.price, 'Booking requested', b.created_at, b.created_at
FROM bookings b
ORDER BY b.product_id, b.buyer_id, b.created_at DESC;
INSERT INTO messages (conversation_id, kind, text, created_at)
SELECT id, 'system', 'Booking requested', created_at FROM conversations;
UPDATE conversations c SET last_seq = m.seq FROM messages m WHERE m.conversation_id = c.id;
`,
};
