/**
 * Sending: the first message about a product (which opens the conversation, or reuses the buyer's one) and the
 * next ones. Each send is one transaction that holds the conversation's row (openConversation's upsert or FOR
 * UPDATE), so its line, counts and bell notification are written in order with any other send.
 */
import type { Database, SqlExecutor } from '../../../db/driver';
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

  /** The first message of a buyer about a product, into their conversation about it. null: unknown product. */
  async start(input: { productId: string; sender: Sender; text: string }): Promise<SentMessage | null> {
    return this.db.transaction(async (tx) => {
      const conversation = await openConversation(tx, input.productId, input.sender.id);
      return conversation ? this.append(tx, conversation, input.sender, input.text) : null;
    });
  }

  /** A message into an existing conversation (the caller checked the sender may write there). */
  async send(input: { conversationId: string; sender: Sender; text: string }): Promise<SentMessage | null> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<ConversationParties>(
        'SELECT id, buyer_id, seller_id, product_name FROM conversations WHERE id = $1 FOR UPDATE',
        [input.conversationId],
      );
      const conversation = rows[0];
      return conversation ? this.append(tx, conversation, input.sender, input.text) : null;
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
