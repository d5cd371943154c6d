/** Writes a notification's email into the outbox, inside the notification's own transaction. */
import type { SqlExecutor } from '../../../db/driver';
import { EMAILED_KINDS } from '../email/email-kinds';

export interface EmailCause {
  notificationId: string;
  /** The product it is about when the notification's booking or conversation does not say. */
  productId: string | null;
}

/**
 * One outbox row per notification of an emailed kind, for a verified address whose owner has not switched that
 * kind off; a kind sent at most once per product in a time (price drops) is skipped inside it. The product comes
 * from the draft, else the notification's booking or conversation.
 */
export async function enqueueEmails(tx: SqlExecutor, causes: readonly EmailCause[]): Promise<void> {
  if (causes.length === 0) return;
  await tx.query(
    `INSERT INTO email_outbox (notification_id, user_id, kind, category, product_id)
     SELECT n.id, n.user_id, n.kind, k.category, coalesce(d.product_id, b.product_id, c.product_id)
     FROM unnest($1::bigint[], $2::uuid[]) AS d (notification_id, product_id)
     JOIN notifications n ON n.id = d.notification_id
     JOIN unnest($3::text[], $4::text[], $5::int[]) AS k (kind, category, once_seconds) ON k.kind = n.kind
     JOIN users u ON u.id = n.user_id AND u.email_verified
     LEFT JOIN bookings b ON b.id = n.booking_id
     LEFT JOIN conversations c ON c.id = n.conversation_id
     WHERE NOT EXISTS (SELECT 1 FROM email_opt_outs o WHERE o.user_id = n.user_id AND o.category = k.category)
       AND NOT (k.once_seconds > 0 AND EXISTS (
         SELECT 1 FROM email_outbox e
         WHERE e.user_id = n.user_id AND e.kind = n.kind
           AND e.product_id = coalesce(d.product_id, b.product_id, c.product_id)
           AND e.created_at > clock_timestamp() - make_interval(secs => k.once_seconds)))
     ORDER BY n.id`,
    [
      causes.map((cause) => cause.notificationId),
      causes.map((cause) => cause.productId),
      EMAILED_KINDS.kinds,
      EMAILED_KINDS.categories,
      EMAILED_KINDS.oncePerProductSeconds,
    ],
  );
}
