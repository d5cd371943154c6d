import type { Role, SelfRegisteredRole, UserRecord, UserRow } from '@marketplace/shared/types';
import type { Database } from '../../../db/driver';
import {
  type BookingEffects,
  closeBookingsOfRemovedListings,
  releaseBookingsOfRemovedBuyer,
} from './booking-releases';

interface UserDbRow {
  id: string;
  email: string;
  name: string;
  img: string;
  role: Role;
  verified: boolean;
}

const COLUMNS = 'id, email, name, img, role, verified';
/** Serialises the admin grants and revocations, so "never remove the last admin" holds under concurrency. */
const ADMIN_ROLE_LOCK_KEY = 7_274_202;

/** Why an admin could not be removed (the route answers 403 or 409 with the message). */
export class AdminRevocationRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'last-admin' | 'caller-not-admin',
  ) {
    super(message);
  }
}

function toUser(row: UserDbRow): UserRecord {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    img: row.img,
    role: row.role,
    verified: row.verified,
  };
}

export class UsersRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<UserRecord | null> {
    const { rows } = await this.db.query<UserDbRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const { rows } = await this.db.query<UserDbRow>(`SELECT ${COLUMNS} FROM users WHERE email = $1`, [
      email.toLowerCase(),
    ]);
    return rows[0] ? toUser(rows[0]) : null;
  }

  /**
   * Sign-up, repeated on every Google sign-in: one row per email. Name and picture follow the latest sign-up;
   * the role only ever goes up (buyer -> seller), so an admin or a seller is never downgraded.
   */
  async upsertFromSignUp(input: {
    email: string;
    name: string;
    img: string;
    role: SelfRegisteredRole;
  }): Promise<{ user: UserRecord; inserted: boolean }> {
    const { rows } = await this.db.query<UserDbRow & { inserted: boolean }>(
      `INSERT INTO users (email, name, img, role) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO UPDATE SET
         name = EXCLUDED.name,
         img = CASE WHEN EXCLUDED.img <> '' THEN EXCLUDED.img ELSE users.img END,
         role = CASE WHEN users.role IN ('admin', 'seller') THEN users.role ELSE EXCLUDED.role END
       RETURNING ${COLUMNS}, (xmax = 0) AS inserted`,
      [input.email.toLowerCase(), input.name, input.img, input.role],
    );
    const row = rows[0]!;
    return { user: toUser(row), inserted: row.inserted };
  }

  /** Who holds an address now: the row's id, role and the Firebase uid it was bound to (null before binding). */
  async findHolder(email: string): Promise<{ id: string; role: Role; firebaseUid: string | null } | null> {
    const { rows } = await this.db.query<{ id: string; role: Role; firebase_uid: string | null }>(
      'SELECT id, role, firebase_uid FROM users WHERE email = $1',
      [email.toLowerCase()],
    );
    const row = rows[0];
    return row ? { id: row.id, role: row.role, firebaseUid: row.firebase_uid } : null;
  }

  /**
   * Binds the row to the Firebase account that signed in (first sign-in after sign-up) and records whether its
   * address is verified now. false when the row belongs to another Firebase account.
   */
  async bindIdentity(id: string, firebaseUid: string, emailVerified: boolean): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE users SET firebase_uid = $2, email_verified = $3
       WHERE id = $1 AND (firebase_uid IS NULL OR firebase_uid = $2)`,
      [id, firebaseUid, emailVerified],
    );
    return rowCount > 0;
  }

  /** Demo seed only: binds the row of `email` to the Firebase account the seed has just made for it. */
  async rebindSeededAccount(email: string, firebaseUid: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE users SET firebase_uid = $2
       WHERE email = $1 AND firebase_uid IS NOT NULL AND firebase_uid <> $2`,
      [email.toLowerCase(), firebaseUid],
    );
    return rowCount > 0;
  }

  /** The user behind a verified sign-in; a first sign-in without a sign-up record becomes a buyer. */
  async findOrCreateBuyer(input: { email: string; name: string; img: string }): Promise<UserRecord> {
    await this.db.query(
      `INSERT INTO users (email, name, img, role) VALUES ($1, $2, $3, 'buyer') ON CONFLICT (email) DO NOTHING`,
      [input.email.toLowerCase(), input.name, input.img],
    );
    return (await this.findByEmail(input.email))!;
  }

  /** Manage Buyers / Manage Sellers: the users of that role, and the admins an admin made from it. */
  async listByRole(role: 'buyer' | 'seller'): Promise<UserRow[]> {
    const { rows } = await this.db.query<UserDbRow>(
      `SELECT ${COLUMNS} FROM users WHERE role = $1 OR (role = 'admin' AND admin_from = $1)
       ORDER BY created_at DESC, seq DESC`,
      [role],
    );
    return rows.map((row) => ({
      _id: row.id,
      img: row.img,
      name: row.name,
      email: row.email,
      verified: row.verified,
      role: row.role,
    }));
  }

  /** null when no user has that id; otherwise how many rows changed (0 when already an admin). */
  async grantAdmin(id: string): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_ROLE_LOCK_KEY]);
      const { rows } = await tx.query<{ role: Role }>('SELECT role FROM users WHERE id = $1 FOR UPDATE', [
        id,
      ]);
      if (!rows[0]) return null;
      if (rows[0].role === 'admin') return 0;
      await tx.query(`UPDATE users SET admin_from = role, role = 'admin' WHERE id = $1`, [id]);
      return 1;
    });
  }

  /**
   * Gives an admin back the role they had (buyer when none is known). null when no user has that id; 0 when not
   * an admin. Refused when the caller is no longer an admin, or when it would leave no admin: the advisory lock
   * makes two admins removing each other at once end with exactly one removed.
   */
  async revokeAdmin(id: string, callerId: string): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [ADMIN_ROLE_LOCK_KEY]);
      const { rows } = await tx.query<{ id: string; role: Role }>(
        'SELECT id, role FROM users WHERE id = $1 OR id = $2 FOR UPDATE',
        [id, callerId],
      );
      const target = rows.find((row) => row.id === id);
      if (!target) return null;
      if (rows.find((row) => row.id === callerId)?.role !== 'admin') {
        throw new AdminRevocationRefused('You are no longer an admin', 'caller-not-admin');
      }
      if (target.role !== 'admin') return 0;
      const { rows: admins } = await tx.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM users WHERE role = 'admin'`,
      );
      if ((admins[0]?.count ?? 0) <= 1) {
        throw new AdminRevocationRefused(
          'The last admin cannot be removed: make someone else an admin first',
          'last-admin',
        );
      }
      await tx.query(
        `UPDATE users SET role = COALESCE(admin_from, 'buyer'), admin_from = NULL WHERE id = $1`,
        [id],
      );
      return 1;
    });
  }

  /**
   * Deletes the user if it has that role. Their products and the reports on and by them go with it (ON DELETE
   * CASCADE); the bookings they made stay for the sellers, anonymised; the bookings others made on their products stay, the open ones as `removed`;
   * the products they held as a buyer become available again. The notifications and the threads' system lines
   * are for the event stream, to the people left.
   */
  async deleteByIdAndRole(id: string, role: Role): Promise<({ user: UserRecord } & BookingEffects) | null> {
    return this.db.transaction(async (tx) => {
      const { rows: found } = await tx.query<{ id: string }>(
        'SELECT id FROM users WHERE id = $1 AND role = $2 FOR UPDATE',
        [id, role],
      );
      if (found.length === 0) return null;
      const asSeller = await closeBookingsOfRemovedListings(tx, { sellerId: id });
      const asBuyer = await releaseBookingsOfRemovedBuyer(tx, id);
      const notifications = [...asSeller.notifications, ...asBuyer.notifications];
      const conversations = [...asSeller.conversations, ...asBuyer.conversations].map((conversation) => ({
        id: conversation.id,
        buyerId: conversation.buyerId === id ? null : conversation.buyerId,
        sellerId: conversation.sellerId === id ? null : conversation.sellerId,
      }));
      const { rows } = await tx.query<UserDbRow>(
        `DELETE FROM users WHERE id = $1 AND role = $2 RETURNING ${COLUMNS}`,
        [id, role],
      );
      // Their own notifications went with them; only the other parties' are left to stream.
      return rows[0] ? { user: toUser(rows[0]), notifications, conversations } : null;
    });
  }

  /** null when no seller has that id; otherwise how many rows changed (0 when already in that state). */
  async setSellerVerified(id: string, verified: boolean): Promise<number | null> {
    const { rows } = await this.db.query<{ found: number; modified: number }>(
      `WITH target AS (SELECT id, verified FROM users WHERE id = $1 AND role = 'seller'),
            changed AS (
              UPDATE users SET verified = $2
              WHERE id IN (SELECT id FROM target WHERE verified <> $2) RETURNING id)
       SELECT (SELECT count(*) FROM target)::int AS found, (SELECT count(*) FROM changed)::int AS modified`,
      [id, verified],
    );
    const result = rows[0]!;
    return result.found === 0 ? null : result.modified;
  }

  /** `npm run make-admin` (directly or through POST /internal/admins): an existing account only; null when none. */
  async grantAdminByEmail(email: string): Promise<UserRecord | null> {
    const user = await this.findByEmail(email);
    if (!user) return null;
    await this.grantAdmin(user._id);
    return this.findById(user._id);
  }

  /** Used by the demo seed and the tests (creates the row if needed). */
  async makeAdmin(email: string, name: string): Promise<UserRecord> {
    const { rows } = await this.db.query<UserDbRow>(
      `INSERT INTO users (email, name, role) VALUES ($1, $2, 'admin')
       ON CONFLICT (email) DO UPDATE SET role = 'admin'
       RETURNING ${COLUMNS}`,
      [email.toLowerCase(), name],
    );
    return toUser(rows[0]!);
  }

  async setRole(id: string, role: Role): Promise<void> {
    await this.db.query('UPDATE users SET role = $2 WHERE id = $1', [id, role]);
  }

  async count(): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
    return rows[0]?.count ?? 0;
  }
}
