/** Reports on conversations, and what the admins review: each reported one with its reasons and last messages. */
import type { ReportedConversation } from '@marketplace/shared/types';
import type { SqlExecutor } from '../../../db/driver';
import { DELETED_USER_NAME } from './conversations-repository';

/** How many of a reported conversation's latest messages the admins see. */
export const REPORTED_LAST_MESSAGES = 5;

interface ReportedDbRow {
  conversation_id: string;
  product_name: string;
  buyer_id: string | null;
  buyer_name: string | null;
  buyer_email: string | null;
  seller_id: string | null;
  seller_name: string | null;
  seller_email: string | null;
  reports: { id: string; reason: string; reporter_name: string | null; created_at: string }[];
  last_messages: {
    id: string;
    kind: 'user' | 'system';
    text: string;
    sender_name: string | null;
    created_at: string;
  }[];
}

export class ConversationReportsRepository {
  constructor(private readonly db: SqlExecutor) {}

  /** The new report's id; null when this account already reported the conversation (race-safe). */
  async create(conversationId: string, reporterId: string, reason: string): Promise<string | null> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO conversation_reports (conversation_id, reporter_id, reason) VALUES ($1, $2, $3)
       ON CONFLICT (conversation_id, reporter_id) DO NOTHING RETURNING id`,
      [conversationId, reporterId, reason],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * A page of the reported conversations, most recently reported first: `limit` of them reported before the
   * conversation `before` (the last of the previous page). null when `before` is not a reported conversation.
   */
  async list(page: { limit: number; before?: string }): Promise<ReportedConversation[] | null> {
    let beforeSeq: string | null = null;
    if (page.before) {
      const cursor = await this.db.query<{ last_seq: string | null }>(
        'SELECT max(seq)::text AS last_seq FROM conversation_reports WHERE conversation_id = $1',
        [page.before],
      );
      beforeSeq = cursor.rows[0]?.last_seq ?? null;
      if (beforeSeq === null) return null;
    }
    const { rows } = await this.db.query<ReportedDbRow>(
      `WITH reported AS (
         SELECT conversation_id, max(seq) AS last_seq FROM conversation_reports GROUP BY conversation_id)
       SELECT c.id AS conversation_id, c.product_name,
              b.id AS buyer_id, b.name AS buyer_name, b.email AS buyer_email,
              s.id AS seller_id, s.name AS seller_name, s.email AS seller_email,
              (SELECT json_agg(json_build_object('id', r.id, 'reason', r.reason, 'reporter_name', u.name,
                                                 'created_at', r.created_at) ORDER BY r.seq)
               FROM conversation_reports r LEFT JOIN users u ON u.id = r.reporter_id
               WHERE r.conversation_id = c.id) AS reports,
              (SELECT coalesce(json_agg(json_build_object('id', m.id, 'kind', m.kind, 'text', m.text,
                                        'sender_name', sender.name, 'created_at', m.created_at) ORDER BY m.seq), '[]')
               FROM (SELECT * FROM messages WHERE conversation_id = c.id ORDER BY seq DESC LIMIT $1) m
               LEFT JOIN users sender ON sender.id = m.sender_id) AS last_messages
       FROM reported JOIN conversations c ON c.id = reported.conversation_id
       LEFT JOIN users b ON b.id = c.buyer_id
       LEFT JOIN users s ON s.id = c.seller_id
       WHERE $2::bigint IS NULL OR reported.last_seq < $2::bigint
       ORDER BY reported.last_seq DESC
       LIMIT $3`,
      [REPORTED_LAST_MESSAGES, beforeSeq, page.limit],
    );
    const person = (id: string | null, name: string | null, email: string | null) =>
      id ? { _id: id, name: name ?? '', email: email ?? '' } : null;
    return rows.map((row) => ({
      conversation: {
        _id: row.conversation_id,
        productName: row.product_name,
        buyer: person(row.buyer_id, row.buyer_name, row.buyer_email),
        seller: person(row.seller_id, row.seller_name, row.seller_email),
      },
      reports: row.reports.map((report) => ({
        _id: report.id,
        reason: report.reason,
        reporterName: report.reporter_name ?? DELETED_USER_NAME,
        createdAt: new Date(report.created_at).toISOString(),
      })),
      lastMessages: row.last_messages.map((message) => ({
        _id: message.id,
        kind: message.kind,
        text: message.text,
        senderName: message.kind === 'system' ? '' : (message.sender_name ?? DELETED_USER_NAME),
        createdAt: new Date(message.created_at).toISOString(),
      })),
    }));
  }

  /** Dismisses every report of a conversation (0 when it had none). */
  async dismiss(conversationId: string): Promise<number> {
    const { rowCount } = await this.db.query('DELETE FROM conversation_reports WHERE conversation_id = $1', [
      conversationId,
    ]);
    return rowCount;
  }
}
