import type { Role, SelfRegisteredRole, UserRecord, UserRow } from '@marketplace/shared/types';
import type { Database } from '../../../db/driver';
import { closeBookingsOfRemovedListings, releaseBookingsOfRemovedBuyer } from './bookings-repository';
import type { StoredNotification } from './notifications-repository';

interface UserDbRow {
  id: string;
  email: string;
  name: string;
  img: string;
  role: Role;
  verified: boolean;
}

const COLUMNS = 'id, email, name, img, role, verified';

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

  /** The user behind a verified sign-in; a first sign-in without a sign-up record becomes a buyer. */
  async findOrCreateBuyer(input: { email: string; name: string; img: string }): Promise<UserRecord> {
    await this.db.query(
      `INSERT INTO users (email, name, img, role) VALUES ($1, $2, $3, 'buyer') ON CONFLICT (email) DO NOTHING`,
      [input.email.toLowerCase(), input.name, input.img],
    );
    return (await this.findByEmail(input.email))!;
  }

  async listByRole(role: Role): Promise<UserRow[]> {
    const { rows } = await this.db.query<UserDbRow>(
      `SELECT ${COLUMNS} FROM users WHERE role = $1 ORDER BY created_at DESC, seq DESC`,
      [role],
    );
    return rows.map((row) => ({
      _id: row.id,
      img: row.img,
      name: row.name,
      email: row.email,
      verified: row.verified,
    }));
  }

  /**
   * Deletes the user if it has that role. Their products, their own bookings and the reports on and by them go
   * with it (ON DELETE CASCADE); the bookings others made on their products stay, the open ones as `removed`;
   * the products they held as a buyer become available again. The notifications are for the event stream.
   */
  async deleteByIdAndRole(
    id: string,
    role: Role,
  ): Promise<{ user: UserRecord; notifications: StoredNotification[] } | null> {
    return this.db.transaction(async (tx) => {
      const { rows: found } = await tx.query<{ id: string }>(
        'SELECT id FROM users WHERE id = $1 AND role = $2 FOR UPDATE',
        [id, role],
      );
      if (found.length === 0) return null;
      const notifications = [
        ...(await closeBookingsOfRemovedListings(tx, { sellerId: id })),
        ...(await releaseBookingsOfRemovedBuyer(tx, id)),
      ];
      const { rows } = await tx.query<UserDbRow>(
        `DELETE FROM users WHERE id = $1 AND role = $2 RETURNING ${COLUMNS}`,
        [id, role],
      );
      // Their own notifications went with them; only the other parties' are left to stream.
      return rows[0] ? { user: toUser(rows[0]), notifications } : null;
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

  /** Used by `npm run make-admin` and the demo seed. */
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
