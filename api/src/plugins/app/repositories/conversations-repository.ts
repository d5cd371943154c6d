/**
 * Conversations as their two people read them: the list (newest activity first, with each unread count and the
 * total), one conversation, a thread's pages (newest first, before a message), and marking one read.
 */
import type { ConversationSummary, Message } from '@marketplace/shared/types';
import type { SqlExecutor } from '../../../db/driver';

export const DELETED_USER_NAME = 'Deleted user';

interface ConversationDbRow {
  id: string;
  buyer_id: string | null;
  seller_id: string | null;
  product_id: string;
  product_name: string;
  product_picture: string;
  product_price: number;
  product_status: 'available' | 'booked' | 'sold' | null;
  other_id: string | null;
  other_name: string | null;
  other_img: string | null;
  last_text: string;
  last_kind: 'user' | 'system';
  last_at: Date;
  buyer_unread: number;
  seller_unread: number;
}

/** A conversation as stored, with who may read it: what the routes decide on. */
export interface StoredConversation {
  id: string;
  buyerId: string | null;
  sellerId: string | null;
  productId: string;
  productName: string;
  productRemoved: boolean;
  reported: boolean;
  /** As the viewer sees it (for an admin reading a reported one: as its buyer would). */
  summary: ConversationSummary;
}

/** The select list of a conversation as `$1` (the viewer) sees it; `c` is the conversation. */
const VIEW = `
  c.id, c.buyer_id, c.seller_id, c.product_id, coalesce(p.name, c.product_name) AS product_name,
  coalesce(p.picture, c.product_picture) AS product_picture,
  coalesce(p.resale_price, c.product_price)::float8 AS product_price, p.status AS product_status,
  other.id AS other_id, other.name AS other_name, other.img AS other_img,
  c.last_text, c.last_kind, c.last_at, c.buyer_unread, c.seller_unread`;

const JOINS = `
  LEFT JOIN products p ON p.id = c.product_id
  LEFT JOIN users other ON other.id = CASE WHEN c.seller_id = $1 THEN c.buyer_id ELSE c.seller_id END`;

function toSummary(row: ConversationDbRow, viewerId: string): ConversationSummary {
  const role = row.seller_id === viewerId ? 'seller' : 'buyer';
  return {
    _id: row.id,
    role,
    other: row.other_id
      ? { _id: row.other_id, name: row.other_name ?? '', img: row.other_img ?? '' }
      : { _id: null, name: DELETED_USER_NAME, img: '' },
    product: {
      _id: row.product_id,
      name: row.product_name,
      picture: row.product_picture,
      price: Number(row.product_price),
      status: row.product_status ?? 'removed',
    },
    lastMessage: { kind: row.last_kind, text: row.last_text },
    lastMessageAt: new Date(row.last_at).toISOString(),
    unreadCount: role === 'seller' ? row.seller_unread : row.buyer_unread,
  };
}

export class ConversationsRepository {
  constructor(private readonly db: SqlExecutor) {}

  /**
   * The viewer's conversations, newest activity first, `limit` of them after the conversation `before` (in
   * list order); one more is read to tell whether there are more. Each side is its own index walk.
   */
  async listFor(
    userId: string,
    page: { limit: number; before?: string },
  ): Promise<{ conversations: ConversationSummary[]; hasMore: boolean }> {
    const after = (column: string) =>
      page.before
        ? `AND (${column}.last_at, ${column}.last_seq) < (SELECT last_at, last_seq FROM conversations WHERE id = $3)`
        : '';
    const side = (column: 'buyer_id' | 'seller_id') =>
      `(SELECT * FROM conversations s WHERE s.${column} = $1 ${after('s')}
        ORDER BY s.last_at DESC, s.last_seq DESC LIMIT $2)`;
    const { rows } = await this.db.query<ConversationDbRow & { last_seq: string }>(
      `SELECT ${VIEW}, c.last_seq
       FROM (${side('buyer_id')} UNION ALL ${side('seller_id')}) c ${JOINS}
       ORDER BY c.last_at DESC, c.last_seq DESC LIMIT $2`,
      page.before ? [userId, page.limit + 1, page.before] : [userId, page.limit + 1],
    );
    return {
      conversations: rows.slice(0, page.limit).map((row) => toSummary(row, userId)),
      hasMore: rows.length > page.limit,
    };
  }

  /** The viewer's unread messages over all their conversations (only the conversations with some are read). */
  async unreadTotal(userId: string): Promise<number> {
    const { rows } = await this.db.query<{ total: number }>(
      `SELECT ((SELECT coalesce(sum(buyer_unread), 0) FROM conversations WHERE buyer_id = $1 AND buyer_unread > 0)
             + (SELECT coalesce(sum(seller_unread), 0) FROM conversations WHERE seller_id = $1 AND seller_unread > 0)
             )::int AS total`,
      [userId],
    );
    return rows[0]?.total ?? 0;
  }

  /** One conversation as `viewerId` would see it (whether they may is the caller's decision); null if unknown. */
  async find(id: string, viewerId: string): Promise<StoredConversation | null> {
    const { rows } = await this.db.query<ConversationDbRow & { reported: boolean }>(
      `SELECT ${VIEW}, EXISTS (SELECT 1 FROM conversation_reports r WHERE r.conversation_id = c.id) AS reported
       FROM conversations c ${JOINS} WHERE c.id = $2`,
      [viewerId, id],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      buyerId: row.buyer_id,
      sellerId: row.seller_id,
      productId: row.product_id,
      productName: row.product_name,
      productRemoved: row.product_status === null,
      reported: row.reported,
      summary: toSummary(row, viewerId),
    };
  }

  /** The conversation of a product and a buyer, if there is one. */
  async findIdByProductAndBuyer(productId: string, buyerId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ id: string }>(
      'SELECT id FROM conversations WHERE product_id = $1 AND buyer_id = $2',
      [productId, buyerId],
    );
    return rows[0]?.id ?? null;
  }

  /** The sequence number of a message of this conversation (a page's `before`); null if it is not one. */
  async messageSeq(conversationId: string, messageId: string): Promise<string | null> {
    const { rows } = await this.db.query<{ seq: string }>(
      'SELECT seq::text AS seq FROM messages WHERE id = $1 AND conversation_id = $2',
      [messageId, conversationId],
    );
    return rows[0]?.seq ?? null;
  }

  /** Newest first, `limit` of them older than the message of sequence `beforeSeq`; one more tells if more exist. */
  async messagesPage(
    conversationId: string,
    viewerId: string,
    page: { limit: number; beforeSeq: string | null },
  ): Promise<{ messages: Message[]; hasMore: boolean }> {
    const { rows } = await this.db.query<{
      id: string;
      kind: 'user' | 'system';
      text: string;
      created_at: Date;
      sender_id: string | null;
    }>(
      `SELECT id, kind, text, created_at, sender_id FROM messages
       WHERE conversation_id = $1 AND ($2::bigint IS NULL OR seq < $2::bigint)
       ORDER BY seq DESC LIMIT $3`,
      [conversationId, page.beforeSeq, page.limit + 1],
    );
    return {
      messages: rows.slice(0, page.limit).map((row) => ({
        _id: row.id,
        kind: row.kind,
        text: row.text,
        createdAt: new Date(row.created_at).toISOString(),
        mine: row.kind === 'user' && row.sender_id === viewerId,
      })),
      hasMore: rows.length > page.limit,
    };
  }

  /** The viewer has read the conversation: their unread count and its bell notification go. */
  async markRead(conversationId: string, viewerId: string): Promise<number> {
    const { rowCount } = await this.db.query(
      `UPDATE conversations SET
         buyer_unread = CASE WHEN buyer_id = $2 THEN 0 ELSE buyer_unread END,
         seller_unread = CASE WHEN seller_id = $2 THEN 0 ELSE seller_unread END
       WHERE id = $1 AND ((buyer_id = $2 AND buyer_unread > 0) OR (seller_id = $2 AND seller_unread > 0))`,
      [conversationId, viewerId],
    );
    await this.db.query(
      'UPDATE notifications SET read = true WHERE user_id = $2 AND conversation_id = $1 AND NOT read',
      [conversationId, viewerId],
    );
    return rowCount;
  }
}
