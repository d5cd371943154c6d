/**
 * Server sessions: each access token names one (`sid`). Log Out ends it, so the token answers 401 from then on;
 * a session ends by itself when its token expires (the sweep drops it later).
 */
import type { Role, UserRecord } from '@marketplace/shared/types';
import type { Database } from '../../../db/driver';

/** The signed-in user as authentication sees it: the public record plus what the API checks on each call. */
export interface SignedInUser extends UserRecord {
  emailVerified: boolean;
  firebaseUid: string | null;
}

interface SessionUserRow {
  id: string;
  email: string;
  name: string;
  img: string;
  role: UserRecord['role'];
  verified: boolean;
  email_verified: boolean;
  firebase_uid: string | null;
}

export class SessionsRepository {
  constructor(private readonly db: Database) {}

  /** A new session of the user, open until `ttlSeconds` from now: its id. */
  async start(userId: string, ttlSeconds: number): Promise<string> {
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO sessions (user_id, expires_at) VALUES ($1, clock_timestamp() + make_interval(secs => $2))
       RETURNING id`,
      [userId, ttlSeconds],
    );
    return rows[0]!.id;
  }

  /** The user of an open session (null when it ended, expired, or the user is gone). */
  async findUser(sessionId: string, userId: string): Promise<SignedInUser | null> {
    const { rows } = await this.db.query<SessionUserRow>(
      `SELECT u.id, u.email, u.name, u.img, u.role, u.verified, u.email_verified, u.firebase_uid
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = $1 AND s.user_id = $2 AND s.ended_at IS NULL AND s.expires_at > clock_timestamp()`,
      [sessionId, userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      _id: row.id,
      email: row.email,
      name: row.name,
      img: row.img,
      role: row.role,
      verified: row.verified,
      emailVerified: row.email_verified,
      firebaseUid: row.firebase_uid,
    };
  }

  /**
   * Which of these streams' sessions are still open, for the same user holding the same role (a role change ends
   * what was opened under the old one).
   */
  async stillValid(
    owners: ReadonlyArray<{ sessionId: string; userId: string; role: Role }>,
  ): Promise<Set<string>> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT DISTINCT s.id
       FROM unnest($1::uuid[], $2::uuid[], $3::text[]) AS o(session_id, user_id, role)
       JOIN sessions s ON s.id = o.session_id AND s.user_id = o.user_id AND s.ended_at IS NULL
       JOIN users u ON u.id = s.user_id AND u.role = o.role`,
      [owners.map((o) => o.sessionId), owners.map((o) => o.userId), owners.map((o) => o.role)],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Log Out: true when the session was open. */
  async end(sessionId: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      'UPDATE sessions SET ended_at = clock_timestamp() WHERE id = $1 AND ended_at IS NULL',
      [sessionId],
    );
    return rowCount > 0;
  }

  /** Drops sessions whose token expired a day ago or more. */
  async sweep(): Promise<number> {
    const { rowCount } = await this.db.query(
      `DELETE FROM sessions WHERE expires_at < clock_timestamp() - interval '1 day'`,
    );
    return rowCount;
  }
}
