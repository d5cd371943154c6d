/**
 * The worker's side of the email outbox: lease due emails (SKIP LOCKED, so several instances never take the
 * same one), keep each person under the hourly cap (the rest wait, held, for one digest), record each outcome.
 */
import type { Database } from '../../../db/driver';
import { type ListedMatch, listedMatches } from './saved-search-alert-matches';

export interface LeasedEmail {
  id: string;
  notificationId: string | null;
  userId: string;
  kind: string;
  category: string;
  attempts: number;
  recipientEmail: string;
  recipientName: string;
  /** False when the address lost its verification or the kind was switched off after it was queued. */
  stillWanted: boolean;
  notificationText: string | null;
  link: string | null;
  productName: string | null;
  productPicture: string | null;
  /** A saved-search alert's matches, up to the listed maximum (none for other kinds). */
  listed: ListedMatch[];
}

/** An email of a digest: what the bell said and where it pointed. */
export interface DigestLine {
  text: string;
  link: string;
}

export interface LeaseOptions {
  batch: number;
  hourlyCap: number;
  leaseMs: number;
}

// Serialises the cap's count per person across instances; the key space is this table's own.
const CAP_LOCK_NAMESPACE = 7_274_301;

export class EmailOutboxRepository {
  constructor(private readonly db: Database) {}

  /**
   * Takes due emails (queued and due, or sending with a lease that ran out: its instance died mid-send) for this
   * worker until the lease ends. A person already at the cap for the last hour gets theirs held instead.
   */
  async lease({ batch, hourlyCap, leaseMs }: LeaseOptions): Promise<LeasedEmail[]> {
    const ids = await this.db.transaction(async (tx) => {
      const due = await tx.query<{ id: string; user_id: string; kind: string }>(
        `SELECT id::text AS id, user_id, kind FROM email_outbox
         WHERE (status = 'queued' AND next_attempt_at <= clock_timestamp())
            OR (status = 'sending' AND lease_until < clock_timestamp())
         ORDER BY email_outbox.id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batch],
      );
      if (due.rows.length === 0) return [];
      const users = [...new Set(due.rows.map((row) => row.user_id))].sort();
      // One statement, in a fixed order, so two instances never wait on each other in a cycle.
      await tx.query(
        `SELECT pg_advisory_xact_lock($1, hashtext(u.id)) FROM (SELECT unnest($2::text[]) AS id ORDER BY 1) u`,
        [CAP_LOCK_NAMESPACE, users],
      );
      const counts = await tx.query<{ user_id: string; n: number }>(
        `SELECT user_id, count(*)::int AS n FROM email_outbox
         WHERE user_id = ANY($1::uuid[]) AND status IN ('sending', 'sent')
           AND claimed_at > clock_timestamp() - interval '1 hour' AND NOT (id = ANY($2::bigint[]))
         GROUP BY user_id`,
        [users, due.rows.map((row) => row.id)],
      );
      const sent = new Map(counts.rows.map((row) => [row.user_id, row.n]));
      const leased: string[] = [];
      const held: string[] = [];
      for (const row of due.rows) {
        const count = sent.get(row.user_id) ?? 0;
        // A digest is only made when there is room, and is what the held ones wait for.
        if (count < hourlyCap || row.kind === 'digest') {
          leased.push(row.id);
          sent.set(row.user_id, count + 1);
        } else held.push(row.id);
      }
      if (held.length > 0) {
        await tx.query(
          `UPDATE email_outbox SET status = 'held', lease_until = NULL WHERE id = ANY($1::bigint[])`,
          [held],
        );
      }
      if (leased.length > 0) {
        await tx.query(
          `UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, claimed_at = clock_timestamp(),
                  lease_until = clock_timestamp() + make_interval(secs => $2::float8 / 1000)
           WHERE id = ANY($1::bigint[])`,
          [leased, leaseMs],
        );
      }
      return leased;
    });
    if (ids.length === 0) return [];
    return this.describe(ids);
  }

  /** What each leased email is written from, read after the lease (outside its transaction). */
  private async describe(ids: string[]): Promise<LeasedEmail[]> {
    const { rows } = await this.db.query<{
      id: string;
      notification_id: string | null;
      user_id: string;
      kind: string;
      category: string;
      attempts: number;
      email: string;
      name: string;
      still_wanted: boolean;
      text: string | null;
      link: string | null;
      product_name: string | null;
      product_picture: string | null;
    }>(
      `SELECT e.id::text AS id, e.notification_id::text AS notification_id, e.user_id, e.kind, e.category, e.attempts,
              u.email, u.name,
              u.email_verified AND NOT EXISTS (
                SELECT 1 FROM email_opt_outs o WHERE o.user_id = e.user_id AND o.category = e.category
              ) AS still_wanted,
              n.text, n.link, p.name AS product_name, p.picture AS product_picture
       FROM email_outbox e
       JOIN users u ON u.id = e.user_id
       LEFT JOIN notifications n ON n.id = e.notification_id
       LEFT JOIN products p ON p.id = e.product_id
       WHERE e.id = ANY($1::bigint[]) ORDER BY e.id`,
      [ids],
    );
    const alerts = rows.filter((row) => row.kind === 'saved-search-match' && row.notification_id !== null);
    const listed = await listedMatches(
      this.db,
      alerts.map((row) => row.notification_id!),
    );
    return rows.map((row) => ({
      id: row.id,
      notificationId: row.notification_id,
      userId: row.user_id,
      kind: row.kind,
      category: row.category,
      attempts: row.attempts,
      recipientEmail: row.email,
      recipientName: row.name,
      stillWanted: row.still_wanted,
      notificationText: row.text,
      link: row.link,
      productName: row.product_name,
      productPicture: row.product_picture,
      listed: (row.notification_id && listed.get(row.notification_id)) || [],
    }));
  }

  /** The held emails a digest stands for, oldest first, but for kinds switched off since they were held. */
  async digestLines(digestId: string): Promise<DigestLine[]> {
    const { rows } = await this.db.query<DigestLine>(
      `SELECT n.text, n.link FROM email_outbox e JOIN notifications n ON n.id = e.notification_id
       WHERE e.digest_id = $1
         AND NOT EXISTS (SELECT 1 FROM email_opt_outs o WHERE o.user_id = e.user_id AND o.category = e.category)
       ORDER BY e.id`,
      [digestId],
    );
    return rows;
  }

  /**
   * For each person with held emails and room under the cap again: one queued digest standing for all of them.
   * Returns how many digests were made.
   */
  async makeDigests(hourlyCap: number, batch = 100): Promise<number> {
    const held = await this.db.query<{ user_id: string }>(
      `SELECT DISTINCT user_id FROM email_outbox WHERE status = 'held' LIMIT $1`,
      [batch],
    );
    let made = 0;
    for (const { user_id: userId } of held.rows) {
      const created = await this.db
        .transaction(async (tx) => {
          await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CAP_LOCK_NAMESPACE, userId]);
          const { rows } = await tx.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM email_outbox
           WHERE user_id = $1 AND status IN ('sending', 'sent') AND claimed_at > clock_timestamp() - interval '1 hour'`,
            [userId],
          );
          if ((rows[0]?.n ?? 0) >= hourlyCap) return false;
          const digest = await tx.query<{ id: string }>(
            `INSERT INTO email_outbox (user_id, kind, category) VALUES ($1, 'digest', 'digest') RETURNING id::text AS id`,
            [userId],
          );
          const parts = await tx.query(
            `UPDATE email_outbox SET status = 'digested', digest_id = $2
           WHERE user_id = $1 AND status = 'held'`,
            [userId, digest.rows[0]!.id],
          );
          if (parts.rowCount === 0) throw new RollbackDigest();
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof RollbackDigest) return false;
          throw error;
        });
      if (created) made += 1;
    }
    return made;
  }

  async markSent(id: string): Promise<void> {
    await this.db.query(
      `UPDATE email_outbox SET status = 'sent', sent_at = clock_timestamp(), lease_until = NULL, last_error = NULL
       WHERE id = $1 AND status = 'sending'`,
      [id],
    );
  }

  async markSkipped(id: string): Promise<void> {
    await this.db.query(
      `UPDATE email_outbox SET status = 'skipped', lease_until = NULL WHERE id = $1 AND status = 'sending'`,
      [id],
    );
  }

  /** A try failed: try again after `retryInMs`, or give up (failed) when `final`. */
  async markTryFailed(id: string, error: string, final: boolean, retryInMs: number): Promise<void> {
    await this.db.query(
      `UPDATE email_outbox
       SET status = CASE WHEN $3 THEN 'failed' ELSE 'queued' END, lease_until = NULL, last_error = $2,
           next_attempt_at = clock_timestamp() + make_interval(secs => $4::float8 / 1000)
       WHERE id = $1 AND status = 'sending'`,
      [id, error.slice(0, 1000), final, retryInMs],
    );
  }

  async failedCount(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_outbox WHERE status = 'failed'`,
    );
    return rows[0]?.n ?? 0;
  }
}

/** Thrown to roll a digest back when another instance took the held emails first. */
class RollbackDigest extends Error {}
