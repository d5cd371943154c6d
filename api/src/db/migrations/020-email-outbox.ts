import type { Migration } from './migration';

/**
 * Email notifications. `email_outbox`: one row per email, written in the transaction of the notification that
 * causes it (so a rolled-back event never emails), drained by every instance's worker (plugins/app/email). A row
 * is `queued` until a worker leases it (`sending`, until `lease_until`), then `sent`, `failed` (after the last try
 * or a permanent refusal, with `last_error`), `skipped` (the person switched that kind off or lost their verified
 * address meanwhile), `held` (over the hourly cap) and then `digested` into one `digest` row. `email_opt_outs`:
 * the kinds a person switched off (none: every kind on).
 */
export const emailOutbox: Migration = {
  id: '020-email-outbox',
  sql: `
CREATE TABLE email_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  notification_id bigint UNIQUE REFERENCES notifications (id) ON DELETE SET NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  category text NOT NULL,
  product_id uuid,
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'skipped', 'held', 'digested')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  lease_until timestamptz,
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text,
  digest_id bigint REFERENCES email_outbox (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at, id) WHERE status = 'queued';
CREATE INDEX email_outbox_leased_idx ON email_outbox (lease_until) WHERE status = 'sending';
CREATE INDEX email_outbox_held_idx ON email_outbox (user_id) WHERE status = 'held';
CREATE INDEX email_outbox_user_claimed_idx ON email_outbox (user_id, claimed_at);
CREATE INDEX email_outbox_user_product_idx ON email_outbox (user_id, kind, product_id, created_at);
CREATE INDEX email_outbox_failed_idx ON email_outbox (id) WHERE status = 'failed';
CREATE INDEX email_outbox_digest_idx ON email_outbox (digest_id) WHERE digest_id IS NOT NULL;

CREATE TABLE email_opt_outs (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_id, category)
);
`,
};
