/**
 * Reviews after a sale. Each side of a sold booking writes at most one (a unique key on booking and side); a
 * review stays hidden until both sides have written or the review window after the sale has passed. Publication
 * is one conditional UPDATE ... RETURNING over rows it locks with SKIP LOCKED, so on any number of instances each
 * review is published, and its subject notified, exactly once.
 */
import type { Review, ReviewRole, UserProfile } from '@marketplace/shared/types';
import type { Database, SqlExecutor } from '../../../db/driver';
import { sqlState } from '../../../db/driver';
import { insertNotifications, type StoredNotification } from './notifications-repository';

export type WriteReviewOutcome =
  | { kind: 'created'; id: string; notifications: StoredNotification[] }
  | { kind: 'not-found' }
  | { kind: 'not-a-party' }
  | { kind: 'not-sold' }
  | { kind: 'already-reviewed' }
  | { kind: 'window-passed' };

export interface ReviewsCursor {
  key: string;
  seq: string;
}

export interface ReviewSummary {
  average: number | null;
  count: number;
}

interface ReviewDbRow {
  rating: number;
  text: string;
  author_name: string;
  author_id: string | null;
  role: ReviewRole;
  created_at: Date;
  /** published_at as PostgreSQL's text, exact to the microsecond (a cursor's key). */
  published_key: string;
  seq: string;
}

/** The users row of a public profile. */
export interface ProfileUserDbRow {
  id: string;
  name: string;
  img: string;
  verified: boolean;
  created_at: Date;
}

/** The users row of user $1's public profile. */
export const PROFILE_USER_SQL = 'SELECT id, name, img, verified, created_at FROM users WHERE id = $1';

/** The average (one decimal; null without any) and count of the published reviews about user $1. */
export const RATING_OF_SUBJECT_SQL = `SELECT round(avg(rating), 1)::float8 AS average, count(*)::int AS count
  FROM reviews WHERE subject_id = $1 AND published_at IS NOT NULL`;

export function toUserProfile(user: ProfileUserDbRow, rating: ReviewSummary): UserProfile {
  return {
    _id: user.id,
    name: user.name,
    img: user.img,
    verified: user.verified,
    memberSince: new Date(user.created_at).toISOString(),
    average: rating.average,
    count: rating.count,
  };
}

/** Where a published review's notification sends its subject: their profile, which lists it. */
export const reviewsPagePath = (userId: string) => `/sellers/${userId}`;

/**
 * Publishes the due reviews (of one booking, or of all) and stores their subjects' notifications, in the
 * caller's transaction. Due: both sides have written, or the window after the sale has passed.
 */
const DUE = `r.published_at IS NULL
         AND ($2::uuid IS NULL OR r.booking_id = $2::uuid)
         AND (b.updated_at + make_interval(secs => $1::float8) <= clock_timestamp()
              OR (SELECT count(*) FROM reviews o WHERE o.booking_id = r.booking_id) = 2)`;

async function publishDue(
  tx: SqlExecutor,
  windowSeconds: number,
  bookingId: string | null,
  batch = 500,
): Promise<StoredNotification[]> {
  const { rows } = await tx.query<{
    booking_id: string;
    subject_id: string;
    author_name: string;
    rating: number;
    product_name: string;
  }>(
    `WITH due AS (
       SELECT r.id FROM reviews r JOIN bookings b ON b.id = r.booking_id
       WHERE ${DUE}
       ORDER BY r.seq LIMIT $3
       FOR UPDATE OF r SKIP LOCKED
     )
     UPDATE reviews r SET published_at = clock_timestamp()
     FROM due, bookings b
     WHERE r.id = due.id AND b.id = r.booking_id AND r.published_at IS NULL
     RETURNING r.booking_id, r.subject_id, r.author_name, r.rating, b.product_name`,
    [windowSeconds, bookingId, batch],
  );
  return insertNotifications(
    tx,
    rows.map((row) => ({
      userId: row.subject_id,
      kind: 'review-published',
      text: `${row.author_name} gave you ${row.rating} ${row.rating === 1 ? 'star' : 'stars'} for ${row.product_name}`,
      link: reviewsPagePath(row.subject_id),
      bookingId: row.booking_id,
    })),
  );
}

export class ReviewsRepository {
  constructor(private readonly db: Database) {}

  /**
   * A party's review of a sold booking. The booking row is locked first, so the two sides' reviews of one sale
   * are written one after the other and the second one publishes both.
   */
  async write(input: {
    bookingId: string;
    authorId: string;
    authorName: string;
    rating: number;
    text: string;
    windowSeconds: number;
  }): Promise<WriteReviewOutcome> {
    try {
      return await this.db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          buyer_id: string;
          seller_id: string | null;
          status: string;
          closed: boolean;
        }>(
          `SELECT buyer_id, seller_id, status,
                  updated_at + make_interval(secs => $2::float8) <= clock_timestamp() AS closed
           FROM bookings WHERE id = $1 FOR UPDATE`,
          [input.bookingId, input.windowSeconds],
        );
        const booking = rows[0];
        if (!booking) return { kind: 'not-found' };
        const role: ReviewRole | null =
          booking.buyer_id === input.authorId
            ? 'buyer'
            : booking.seller_id === input.authorId
              ? 'seller'
              : null;
        if (!role) return { kind: 'not-a-party' };
        if (booking.status !== 'sold') return { kind: 'not-sold' };
        const existing = await tx.query('SELECT 1 FROM reviews WHERE booking_id = $1 AND role = $2', [
          input.bookingId,
          role,
        ]);
        if (existing.rows.length > 0) return { kind: 'already-reviewed' };
        if (booking.closed) return { kind: 'window-passed' };
        const subjectId = role === 'buyer' ? booking.seller_id : booking.buyer_id;
        // The seller's account is gone: there is nobody left to review.
        if (!subjectId) return { kind: 'window-passed' };
        const inserted = await tx.query<{ id: string }>(
          `INSERT INTO reviews (booking_id, author_id, subject_id, author_name, role, rating, text)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [input.bookingId, input.authorId, subjectId, input.authorName, role, input.rating, input.text],
        );
        const notifications = await publishDue(tx, input.windowSeconds, input.bookingId);
        return { kind: 'created', id: inserted.rows[0]!.id, notifications };
      });
    } catch (error) {
      if (sqlState(error) === '23505') return { kind: 'already-reviewed' };
      throw error;
    }
  }

  /** The scheduled publication: every due review of every booking, in batches. */
  async publishDue(windowSeconds: number, batch = 500): Promise<StoredNotification[]> {
    // A read first: a write (even one that changes nothing) drops every instance's response cache.
    const { rows } = await this.db.query<{ any: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM reviews r JOIN bookings b ON b.id = r.booking_id WHERE ${DUE}) AS any`,
      [windowSeconds, null],
    );
    if (!rows[0]?.any) return [];
    return this.db.transaction((tx) => publishDue(tx, windowSeconds, null, batch));
  }

  /** The buyer and seller of a booking, or null without it. */
  async partiesOf(bookingId: string): Promise<{ buyerId: string; sellerId: string | null } | null> {
    const { rows } = await this.db.query<{ buyer_id: string; seller_id: string | null }>(
      'SELECT buyer_id, seller_id FROM bookings WHERE id = $1',
      [bookingId],
    );
    const row = rows[0];
    return row ? { buyerId: row.buyer_id, sellerId: row.seller_id } : null;
  }

  /** Which sides of these bookings have written their review (for the My Orders and Booking Requests rows). */
  async sidesWritten(bookingIds: readonly string[]): Promise<Map<string, Set<ReviewRole>>> {
    const sides = new Map<string, Set<ReviewRole>>();
    if (bookingIds.length === 0) return sides;
    const { rows } = await this.db.query<{ booking_id: string; role: ReviewRole }>(
      'SELECT booking_id, role FROM reviews WHERE booking_id = ANY($1::uuid[])',
      [bookingIds],
    );
    for (const row of rows) {
      const set = sides.get(row.booking_id) ?? new Set<ReviewRole>();
      set.add(row.role);
      sides.set(row.booking_id, set);
    }
    return sides;
  }

  /** The published reviews of one booking (both sides once published). */
  async publishedOfBooking(bookingId: string): Promise<Review[]> {
    const { rows } = await this.db.query<ReviewDbRow>(
      `SELECT rating, text, author_name, author_id, role, created_at, published_at::text AS published_key, seq::text AS seq FROM reviews
       WHERE booking_id = $1 AND published_at IS NOT NULL ORDER BY seq`,
      [bookingId],
    );
    return rows.map(toReview);
  }

  /** A user's public profile with their rating, or null without such a user. */
  async profileOf(userId: string): Promise<UserProfile | null> {
    const { rows } = await this.db.query<ProfileUserDbRow>(PROFILE_USER_SQL, [userId]);
    const user = rows[0];
    return user ? toUserProfile(user, await this.summaryAbout(userId)) : null;
  }

  async summaryAbout(subjectId: string): Promise<ReviewSummary> {
    const { rows } = await this.db.query<ReviewSummary>(RATING_OF_SUBJECT_SQL, [subjectId]);
    const row = rows[0];
    return { average: row?.average ?? null, count: row?.count ?? 0 };
  }

  /** Published reviews about a user, newest first, a page after the cursor. */
  async pageAbout(
    subjectId: string,
    limit: number,
    after?: ReviewsCursor,
  ): Promise<{ reviews: Review[]; next?: ReviewsCursor }> {
    const { rows } = await this.db.query<ReviewDbRow>(
      `SELECT rating, text, author_name, author_id, role, created_at, published_at::text AS published_key, seq::text AS seq FROM reviews
       WHERE subject_id = $1 AND published_at IS NOT NULL
         AND ($2::timestamptz IS NULL OR (published_at, seq) < ($2::timestamptz, $3::bigint))
       ORDER BY published_at DESC, seq DESC LIMIT $4`,
      [subjectId, after?.key ?? null, after?.seq ?? null, limit + 1],
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const next = rows.length > limit && last ? { key: last.published_key, seq: last.seq } : undefined;
    return { reviews: page.map(toReview), ...(next ? { next } : {}) };
  }
}

function toReview(row: ReviewDbRow): Review {
  return {
    rating: Number(row.rating),
    text: row.text,
    authorName: row.author_name,
    ...(row.author_id ? { authorId: row.author_id } : {}),
    role: row.role,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
