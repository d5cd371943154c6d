/**
 * Sending: the first message about a product (which opens the conversation, or reuses the buyer's one) and the
 * next ones. Each send is one transaction that holds the conversation's row (openConversation's upsert or FOR
 * UPDATE), so its line, counts and bell notification are written in order with any other send. The block check
 * runs in that transaction under the pair's lock (refusedByBlock), so no message commits after a block.
 */
import type { Database, SqlExecutor } from '../../../db/driver';
import { refusedByBlock } from './blocks-repository';
import {
  appendLine,
  type ConversationParties,
  notifyOfMessage,
  openConversation,
} from './conversation-lines';
import type { StoredNotification } from './notifications-repository';

export interface SentMessage {
  conversationId: string;
  messageId: string;
  notifications: StoredNotification[];
}

interface Sender {
  id: string;
  name: string;
}

export class MessagesRepository {
  constructor(private readonly db: Database) {}

  /**
   * The first message of a buyer about a product (of `sellerId`), into their conversation about it.
   * null: unknown product; 'blocked': a block either way.
   */
  async start(input: {
    productId: string;
    sellerId: string;
    sender: Sender;
    text: string;
  }): Promise<SentMessage | 'blocked' | null> {
    return this.db.transaction(async (tx) => {
      if (await refusedByBlock(tx, input.sender.id, input.sellerId)) return 'blocked';
      const conversation = await openConversation(tx, input.productId, input.sender.id);
      return conversation ? this.append(tx, conversation, input.sender, input.text) : null;
    });
  }

  /**
   * A message into an existing conversation (the caller checked the sender may write there).
   * null: unknown conversation; 'blocked': a block either way.
   */
  async send(input: {
    conversationId: string;
    sender: Sender;
    text: string;
  }): Promise<SentMessage | 'blocked' | null> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<ConversationParties>(
        'SELECT id, buyer_id, seller_id, product_name FROM conversations WHERE id = $1 FOR UPDATE',
        [input.conversationId],
      );
      const conversation = rows[0];
      if (!conversation) return null;
      const otherId =
        conversation.buyer_id === input.sender.id ? conversation.seller_id : conversation.buyer_id;
      if (otherId && (await refusedByBlock(tx, input.sender.id, otherId))) return 'blocked';
      return this.append(tx, conversation, input.sender, input.text);
    });
  }

  private async append(
    tx: SqlExecutor,
    conversation: ConversationParties,
    sender: Sender,
    text: string,
  ): Promise<SentMessage> {
    const messageId = await appendLine(tx, conversation.id, { senderId: sender.id, kind: 'user', text });
    const notifications = await notifyOfMessage(tx, conversation, sender);
    return { conversationId: conversation.id, messageId, notifications };
  }
}
