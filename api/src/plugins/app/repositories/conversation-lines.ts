/**
 * Writing into a conversation, inside the caller's transaction: opening one (a product and a buyer have at most
 * one), adding a line (a person's message or a system line) with the other side's unread count and the list's
 * last message kept on the conversation, the bell's one notification per conversation, and the system lines
 * that tell a booking's changes in the thread of that product and buyer.
 */
import type { SqlExecutor } from '../../../db/driver';
import { insertNotifications, type StoredNotification } from './notifications-repository';

/** The site path of a thread (the messages remote's route). */
export const conversationPath = (id: string) => `/dashboard/messages/${id}`;

/** What the list shows of a message: its first line, cut short. */
export function listPreview(text: string): string {
  const firstLine = text.trim().split('\n', 1)[0] ?? '';
  return firstLine.length > 140 ? `${firstLine.slice(0, 139)}…` : firstLine;
}

/** A conversation and its two people, as the signals that announce a change need them. */
export interface ConversationRef {
  id: string;
  buyerId: string | null;
  sellerId: string | null;
}

export interface ConversationParties {
  id: string;
  buyer_id: string | null;
  seller_id: string | null;
  product_name: string;
}

/**
 * The conversation of a product and a buyer, opened if needed (its product must exist then); the row is locked
 * until the transaction ends, so lines and counts written to it are serialised. null for an unknown product.
 */
export async function openConversation(
  tx: SqlExecutor,
  productId: string,
  buyerId: string,
): Promise<ConversationParties | null> {
  const { rows } = await tx.query<ConversationParties>(
    `INSERT INTO conversations (product_id, buyer_id, seller_id, product_name, product_picture, product_price)
     SELECT p.id, $2, p.seller_id, p.name, p.picture, p.resale_price FROM products p WHERE p.id = $1
     ON CONFLICT (product_id, buyer_id) DO UPDATE
       SET product_name = EXCLUDED.product_name, product_picture = EXCLUDED.product_picture,
           product_price = EXCLUDED.product_price
     RETURNING id, buyer_id, seller_id, product_name`,
    [productId, buyerId],
  );
  return rows[0] ?? null;
}

/** Adds a line; the unread count of each side but the sender's goes up. Returns the message's id. */
export async function appendLine(
  tx: SqlExecutor,
  conversationId: string,
  line: { senderId: string | null; kind: 'user' | 'system'; text: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `WITH added AS (
       INSERT INTO messages (conversation_id, sender_id, kind, text) VALUES ($1, $2, $3, $4)
       RETURNING id, seq, created_at)
     UPDATE conversations c
     SET last_text = $5, last_kind = $3, last_at = added.created_at, last_seq = added.seq,
         buyer_unread = c.buyer_unread + (c.buyer_id IS DISTINCT FROM $2::uuid)::int,
         seller_unread = c.seller_unread + (c.seller_id IS DISTINCT FROM $2::uuid)::int
     FROM added WHERE c.id = $1
     RETURNING added.id`,
    [conversationId, line.senderId, line.kind, line.text, listPreview(line.text)],
  );
  return rows[0]!.id;
}

/**
 * The bell's notification of a new message: one per conversation while unread (a second message finds the
 * first notification still unread and adds none). Empty when there is nothing new to show.
 */
export async function notifyOfMessage(
  tx: SqlExecutor,
  conversation: ConversationParties,
  sender: { id: string; name: string },
): Promise<StoredNotification[]> {
  const recipient = conversation.buyer_id === sender.id ? conversation.seller_id : conversation.buyer_id;
  if (!recipient) return [];
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM notifications WHERE user_id = $1 AND conversation_id = $2 AND NOT read`,
    [recipient, conversation.id],
  );
  if (rows.length > 0) return [];
  return insertNotifications(tx, [
    {
      userId: recipient,
      kind: 'message',
      text: `New message from ${sender.name} about ${conversation.product_name}`,
      link: conversationPath(conversation.id),
      bookingId: null,
      conversationId: conversation.id,
    },
  ]);
}

/** A booking change as its thread tells it. */
export type BookingChange =
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'sold'
  | 'expired'
  | 'removed';

export interface BookingLine {
  productId: string;
  buyerId: string;
  /** Who made the change (their side's unread count stays); null for the site's own changes. */
  actorId: string | null;
  change: BookingChange;
  buyerName: string;
  sellerName: string;
}

/** The system line of a booking change. Never a phone number or an email: both people read it. */
export function bookingLineText(line: Pick<BookingLine, 'change' | 'buyerName' | 'sellerName'>): string {
  switch (line.change) {
    case 'requested':
      return `${line.buyerName} requested to book this item`;
    case 'accepted':
      return `${line.sellerName} accepted the booking`;
    case 'declined':
      return `${line.sellerName} declined the booking`;
    case 'cancelled':
      return `${line.buyerName} cancelled the booking`;
    case 'sold':
      return `${line.sellerName} marked this item as sold`;
    case 'expired':
      return 'The booking expired';
    case 'removed':
      return 'This listing was removed';
  }
}

/**
 * Adds the system line of each booking change to the thread of its product and buyer (opening the thread when
 * the product still exists). Run inside the transaction that makes the change, while the product exists.
 * Returns the conversations written to, for `app.announceConversations` once the transaction commits.
 */
export async function addBookingLines(
  tx: SqlExecutor,
  lines: readonly BookingLine[],
): Promise<ConversationRef[]> {
  const written: ConversationRef[] = [];
  for (const line of lines) {
    const conversation = await openConversation(tx, line.productId, line.buyerId);
    if (!conversation) continue;
    await appendLine(tx, conversation.id, {
      senderId: line.actorId,
      kind: 'system',
      text: bookingLineText(line),
    });
    written.push({ id: conversation.id, buyerId: conversation.buyer_id, sellerId: conversation.seller_id });
  }
  return written;
}
