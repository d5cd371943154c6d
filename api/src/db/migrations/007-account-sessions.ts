import type { Migration } from './migration';

/**
 * Who may act, and for how long. `sessions`: each access token names one, so Log Out can end it. Users keep the
 * Firebase uid they signed up with (a later account with the same address is someone else, who inherits nothing)
 * and whether their address is verified (read from the ID token at each GET /jwt). Spent `/events` tickets are
 * remembered until they expire, so each opens one stream.
 */
export const accountSessions: Migration = {
  id: '007-account-sessions',
  sql: `
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

ALTER TABLE users
  ADD COLUMN email_verified boolean NOT NULL DEFAULT false,
  ADD COLUMN firebase_uid text UNIQUE;

CREATE TABLE spent_event_tickets (
  id uuid PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX spent_event_tickets_expires_idx ON spent_event_tickets (expires_at);
`,
};
