/** Which kinds of email each person gets: every kind unless switched off (a row of email_opt_outs). */
import { EMAIL_CATEGORIES } from '@marketplace/shared/constants';
import type { EmailCategory, EmailPreferences } from '@marketplace/shared/types';
import type { Database } from '../../../db/driver';

export class EmailPreferencesRepository {
  constructor(private readonly db: Database) {}

  async get(userId: string): Promise<EmailPreferences> {
    const { rows } = await this.db.query<{ category: EmailCategory }>(
      'SELECT category FROM email_opt_outs WHERE user_id = $1',
      [userId],
    );
    const off = new Set(rows.map((row) => row.category));
    return Object.fromEntries(
      EMAIL_CATEGORIES.map((category) => [category, !off.has(category)]),
    ) as EmailPreferences;
  }

  /** Sets the given kinds on or off; the others keep theirs. Answers the preferences after the change. */
  async update(userId: string, changes: Partial<EmailPreferences>): Promise<EmailPreferences> {
    const entries = Object.entries(changes) as [EmailCategory, boolean][];
    const off = entries.filter(([, on]) => !on).map(([category]) => category);
    const on = entries.filter(([, isOn]) => isOn).map(([category]) => category);
    await this.db.transaction(async (tx) => {
      if (off.length > 0) {
        await tx.query(
          `INSERT INTO email_opt_outs (user_id, category) SELECT $1, unnest($2::text[])
           ON CONFLICT (user_id, category) DO NOTHING`,
          [userId, off],
        );
      }
      if (on.length > 0) {
        await tx.query('DELETE FROM email_opt_outs WHERE user_id = $1 AND category = ANY($2::text[])', [
          userId,
          on,
        ]);
      }
    });
    return this.get(userId);
  }
}
