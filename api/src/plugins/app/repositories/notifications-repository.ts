import type { Notification, NotificationKind } from '@marketplace/shared/types';
import { NOTIFICATIONS_LIST_MAX } from '../../../config/catalog';
import type { SqlExecutor } from '../../../db/driver';
import { enqueueEmails } from './email-outbox-enqueue';

interface NotificationDbRow {
  id: string;
  user_id: string;
  kind: NotificationKind;
  text: string;
  link: string;
  read: boolean;
  created_at: Date;
  booking_id: string | null;
}

export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  text: string;
  link: string;
  bookingId: string | null;
  /** A message's notification: the conversation it is about (one unread notification per conversation). */
  conversationId?: string;
  /** The product it is about, for its email, when neither its booking nor its conversation says. */
  productId?: string;
}

/** A stored notification and whom it is for: what a write hands to the event stream. */
export interface StoredNotification extends Notification {
  userId: string;
}

// `id` is sent as text (a bigint); sort on `n.id`, the number, never on the text alias.
const COLUMNS = 'id::text AS id, user_id, kind, text, link, read, created_at, booking_id';

/**
 * Taken (until commit) right before notifications are inserted, so their ids commit in increasing order: a
 * stream that has sent id N can then ask for `id > N` and never skip one that was still uncommitted. Every
 * transaction takes it last, after its row locks, so it adds no lock cycle.
 */
const NOTIFICATION_ORDER_LOCK_KEY = 7_274_202;

function toNotification(row: NotificationDbRow): StoredNotification {
  return {
    _id: row.id,
    userId: row.user_id,
    kind: row.kind,
    text: row.text,
    link: row.link,
    read: row.read,
    createdAt: new Date(row.created_at).toISOString(),
    bookingId: row.booking_id,
  };
}

export function publicNotification({ userId: _u, ...notification }: StoredNotification): Notification {
  return notification;
}

/** Inserts notifications, and the emails they cause, inside the caller's transaction (tx must be one). */
export async function insertNotifications(
  tx: SqlExecutor,
  drafts: readonly NotificationDraft[],
): Promise<StoredNotification[]> {
  if (drafts.length === 0) return [];
  await tx.query('SELECT pg_advisory_xact_lock($1)', [NOTIFICATION_ORDER_LOCK_KEY]);
  const { rows } = await tx.query<NotificationDbRow>(
    `INSERT INTO notifications (user_id, kind, text, link, booking_id, conversation_id)
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::uuid[], $6::uuid[])
     RETURNING ${COLUMNS}`,
    [
      drafts.map((draft) => draft.userId),
      drafts.map((draft) => draft.kind),
      drafts.map((draft) => draft.text),
      drafts.map((draft) => draft.link),
      drafts.map((draft) => draft.bookingId),
      drafts.map((draft) => draft.conversationId ?? null),
    ],
  );
  // INSERT ... SELECT FROM unnest returns its rows in the order of the arrays.
  await enqueueEmails(
    tx,
    rows.map((row, index) => ({ notificationId: row.id, productId: drafts[index]?.productId ?? null })),
  );
  return rows.map(toNotification);
}

export class NotificationsRepository {
  constructor(private readonly db: SqlExecutor) {}

  async listLatest(userId: string, limit = NOTIFICATIONS_LIST_MAX): Promise<StoredNotification[]> {
    const { rows } = await this.db.query<NotificationDbRow>(
      `SELECT ${COLUMNS} FROM notifications n WHERE user_id = $1 ORDER BY n.id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map(toNotification);
  }

  /** Oldest first: what a stream that has sent `afterId` still owes its user. */
  async listAfter(userId: string, afterId: string, limit = 500): Promise<StoredNotification[]> {
    const { rows } = await this.db.query<NotificationDbRow>(
      `SELECT ${COLUMNS} FROM notifications n WHERE n.user_id = $1 AND n.id > $2::bigint ORDER BY n.id LIMIT $3`,
      [userId, afterId, limit],
    );
    return rows.map(toNotification);
  }

  /**
   * Spends an events ticket (its id, and its expiry in seconds since the epoch): true the first time only, on
   * every instance. Spent ids are kept until the ticket would have expired.
   */
  async spendEventsTicket(ticketId: string, expiresAt: number): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `INSERT INTO spent_event_tickets (id, expires_at) VALUES ($1, to_timestamp($2))
       ON CONFLICT (id) DO NOTHING`,
      [ticketId, expiresAt],
    );
    return rowCount > 0;
  }

  /** Forgets spent tickets that have expired anyway. */
  async sweepSpentTickets(): Promise<number> {
    const { rowCount } = await this.db.query(
      'DELETE FROM spent_event_tickets WHERE expires_at < clock_timestamp()',
    );
    return rowCount;
  }

  /** The user's newest id ('0' with none): where a stream opened without Last-Event-ID starts. */
  async latestId(userId: string): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      'SELECT coalesce(max(id), 0)::text AS id FROM notifications WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.id ?? '0';
  }

  async unreadCount(userId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT read',
      [userId],
    );
    return rows[0]?.n ?? 0;
  }

  async markAllRead(userId: string): Promise<number> {
    const { rowCount } = await this.db.query(
      'UPDATE notifications SET read = true WHERE user_id = $1 AND NOT read',
      [userId],
    );
    return rowCount;
  }
}
