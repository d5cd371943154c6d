/**
 * Who blocked whom. A block stops every write between the two users (messages, bookings, offers) both ways; only
 * the blocker can lift it. A write between two users calls `refusedByBlock` inside its own transaction: the
 * pair's lock orders it with any block of the same pair, so nothing commits between them after a block.
 */
import type { Database, SqlExecutor } from '../../../db/driver';

/** The refusal every write between blocked users answers (403): it does not say who blocked whom. */
export const BLOCKED_PAIR_MESSAGE = 'You cannot interact with this user';

/** Holds the pair's lock until the transaction ends (the same lock whichever of the two comes first). */
export async function lockBlockPair(tx: SqlExecutor, a: string, b: string): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 4612734))', [`${low}:${high}`]);
}

/**
 * The server-side block check for any write between two users, to call inside the write's transaction before it
 * writes: true when either blocked the other (refuse with 403 BLOCKED_PAIR_MESSAGE or the feature's own wording).
 * A block that commits later waits for this transaction, so a refused-or-written answer is final.
 */
export async function refusedByBlock(tx: SqlExecutor, a: string, b: string): Promise<boolean> {
  await lockBlockPair(tx, a, b);
  const { rows } = await tx.query(
    `SELECT 1 FROM user_blocks
     WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)`,
    [a, b],
  );
  return rows.length > 0;
}

export class BlocksRepository {
  constructor(private readonly db: Database) {}

  /** How many rows changed: 0 when already blocked; null when the user to block does not exist. */
  async block(blockerId: string, blockedId: string): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      await lockBlockPair(tx, blockerId, blockedId);
      const { rows } = await tx.query<{ found: boolean; added: number }>(
        `WITH target AS (SELECT id FROM users WHERE id = $2),
              added AS (
                INSERT INTO user_blocks (blocker_id, blocked_id) SELECT $1, id FROM target
                ON CONFLICT DO NOTHING RETURNING 1)
         SELECT EXISTS (SELECT 1 FROM target) AS found, (SELECT count(*) FROM added)::int AS added`,
        [blockerId, blockedId],
      );
      const row = rows[0]!;
      return row.found ? row.added : null;
    });
  }

  async unblock(blockerId: string, blockedId: string): Promise<number> {
    const { rowCount } = await this.db.query(
      'DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2',
      [blockerId, blockedId],
    );
    return rowCount;
  }

  /** Whether `a` blocked `b`, and whether `b` blocked `a` (for what a page shows; writes use refusedByBlock). */
  async between(a: string, b: string): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
    const { rows } = await this.db.query<{ blocker_id: string }>(
      `SELECT blocker_id FROM user_blocks
       WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)`,
      [a, b],
    );
    return {
      aBlockedB: rows.some((row) => row.blocker_id === a),
      bBlockedA: rows.some((row) => row.blocker_id === b),
    };
  }
}
