/** The authorization matrix's buyer variants: the matrix buyer put in each state for one call, and back. */
import type { Context, Persona } from './authorization-matrix';

/** Puts the buyer's account in the variant's state (after the row's fixtures are made); answers the undo. */
export async function enterVariant(ctx: Context, persona: Persona): Promise<() => Promise<void>> {
  const { app, users } = ctx;
  if (persona === 'unverified') {
    await app.db.query('UPDATE users SET email_verified = false WHERE id = $1', [users.buyer.id]);
    return async () => {
      await app.db.query('UPDATE users SET email_verified = true WHERE id = $1', [users.buyer.id]);
    };
  }
  if (persona === 'blocked') {
    await app.db.query('INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
      users.seller.id,
      users.buyer.id,
    ]);
    return async () => {
      await app.db.query('DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2', [
        users.seller.id,
        users.buyer.id,
      ]);
    };
  }
  return async () => {};
}
