/** Who blocked whom. A block stops messages both ways; only the blocker can lift it. */
import type { SqlExecutor } from '../../../db/driver';

export class BlocksRepository {
  constructor(private readonly db: SqlExecutor) {}

  /** How many rows changed: 0 when already blocked; null when the user to block does not exist. */
  async block(blockerId: string, blockedId: string): Promise<number | null> {
    const { rows } = await this.db.query<{ found: boolean; added: number }>(
      `WITH target AS (SELECT id FROM users WHERE id = $2),
            added AS (
              INSERT INTO user_blocks (blocker_id, blocked_id) SELECT $1, id FROM target
              ON CONFLICT DO NOTHING RETURNING 1)
       SELECT EXISTS (SELECT 1 FROM target) AS found, (SELECT count(*) FROM added)::int AS added`,
      [blockerId, blockedId],
    );
    const row = rows[0]!;
    return row.found ? row.added : null;
  }

  async unblock(blockerId: string, blockedId: string): Promise<number> {
    const { rowCount } = await this.db.query(
      'DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2',
      [blockerId, blockedId],
    );
    return rowCount;
  }

  /** Whether `a` blocked `b`, and whether `b` blocked `a`. */
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
