/**
 * Sending: the first message about a product (which opens the conversation, or reuses the buyer's one) and the
 * next ones. Each send is one transaction that locks what its limit counts (the sender for new conversations,
 * the conversation for messages), counts the last hour, and writes; so two sends at the limit's edge cannot both
 * pass.
 */
import type { Database, SqlExecutor } from '../../../db/driver';
import {
  appendLine,
  type ConversationParties,
  notifyOfMessage,
  openConversation,
} from './conversation-lines';
import type { StoredNotification } from './notifications-repository';

/** At most `max` in any `windowSeconds`. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

export type SendOutcome =
  | { kind: 'sent'; conversationId: string; messageId: string; notifications: StoredNotification[] }
  | { kind: 'limited'; retryAfterSeconds: number };

interface Sender {
  id: string;
  name: string;
}

/** How many of `times` fall in the window, and when the oldest of them leaves it. */
async function windowUse(
  tx: SqlExecutor,
  sql: string,
  params: readonly unknown[],
  limit: WindowLimit,
): Promise<{ full: boolean; retryAfterSeconds: number }> {
  const { rows } = await tx.query<{ used: number; retry_after: number | null }>(
    `WITH recent AS (${sql} AND created_at > clock_timestamp() - make_interval(secs => $${params.length + 1}))
     SELECT count(*)::int AS used,
            ceil(extract(epoch FROM (min(created_at) + make_interval(secs => $${params.length + 1})
                                     - clock_timestamp())))::int AS retry_after
     FROM (SELECT created_at FROM recent ORDER BY created_at DESC LIMIT $${params.length + 2}) newest`,
    [...params, limit.windowSeconds, limit.max],
  );
  const row = rows[0]!;
  return { full: row.used >= limit.max, retryAfterSeconds: Math.max(1, row.retry_after ?? 1) };
}

export class MessagesRepository {
  constructor(private readonly db: Database) {}

  /**
   * The first message of a buyer about a product: into their conversation about it, opened if there is none
   * (then counted against `newConversations`). null for an unknown product.
   */
  async start(
    input: { productId: string; sender: Sender; text: string },
    limits: { newConversations: WindowLimit; messages: WindowLimit },
  ): Promise<SendOutcome | null> {
    return this.db.transaction(async (tx) => {
      const existing = await tx.query<{ id: string }>(
        'SELECT id FROM conversations WHERE product_id = $1 AND buyer_id = $2',
        [input.productId, input.sender.id],
      );
      if (existing.rows.length === 0) {
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [input.sender.id]);
        const use = await windowUse(
          tx,
          `SELECT created_at FROM conversations WHERE buyer_id = $1 AND opened_by = 'message'`,
          [input.sender.id],
          limits.newConversations,
        );
        if (use.full) return { kind: 'limited', retryAfterSeconds: use.retryAfterSeconds };
      }
      const conversation = await openConversation(tx, input.productId, input.sender.id);
      if (!conversation) return null;
      return this.append(tx, conversation, input.sender, input.text, limits.messages);
    });
  }

  /** A message into an existing conversation (the caller checked the sender may write there). */
  async send(
    input: { conversationId: string; sender: Sender; text: string },
    limit: WindowLimit,
  ): Promise<SendOutcome | null> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<ConversationParties>(
        'SELECT id, buyer_id, seller_id, product_name FROM conversations WHERE id = $1 FOR UPDATE',
        [input.conversationId],
      );
      const conversation = rows[0];
      if (!conversation) return null;
      return this.append(tx, conversation, input.sender, input.text, limit);
    });
  }

  /** Runs with the conversation locked (openConversation and FOR UPDATE both lock it). */
  private async append(
    tx: SqlExecutor,
    conversation: ConversationParties,
    sender: Sender,
    text: string,
    limit: WindowLimit,
  ): Promise<SendOutcome> {
    const use = await windowUse(
      tx,
      `SELECT created_at FROM messages WHERE conversation_id = $1 AND sender_id = $2 AND kind = 'user'`,
      [conversation.id, sender.id],
      limit,
    );
    if (use.full) return { kind: 'limited', retryAfterSeconds: use.retryAfterSeconds };
    const messageId = await appendLine(tx, conversation.id, { senderId: sender.id, kind: 'user', text });
    const notifications = await notifyOfMessage(tx, conversation, sender);
    return { kind: 'sent', conversationId: conversation.id, messageId, notifications };
  }
}
