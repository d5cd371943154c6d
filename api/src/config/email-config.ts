/** The email settings of env.ts (docs: api/docs/email.md). */
import { type Env, EnvError, integer, text, url } from './env-readers';

export interface EmailConfig {
  /** Where email is sent (SMTP_URL; `off`, or unset with no site map: none is sent, the outbox keeps it). */
  smtpUrl?: string;
  /** The site's public address, the base of every link in an email (SITE_URL). */
  siteUrl: string;
  /** The From header (EMAIL_FROM). */
  from: string;
  /** Tries before an email is marked failed (EMAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The wait after the first failed try; it doubles with each try, up to an hour (EMAIL_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** How often each instance looks for due email (EMAIL_POLL_MS); a new notification wakes it at once. */
  pollMs: number;
  /** Emails one person gets per rolling hour; past it the rest wait for one digest (EMAIL_HOURLY_CAP). */
  hourlyCap: number;
  /** How long a worker holds an email it is sending before another may take it over (EMAIL_LEASE_MS). */
  leaseMs: number;
  /** Emails one instance sends at once (EMAIL_CONCURRENCY). */
  concurrency: number;
  /**
   * Emails one instance starts a second at most (EMAIL_RATE_PER_SECOND): a backlog drains at this pace and leaves
   * the rest of the process to the requests it serves.
   */
  ratePerSecond: number;
}

export function loadEmailConfig(
  env: Env,
  local: () => { siteUrl: string; smtpUrl?: string } | undefined,
): EmailConfig {
  const setting = text(env, 'SMTP_URL');
  const smtpUrl = setting === 'off' ? undefined : (setting ?? local()?.smtpUrl);
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    throw new EnvError('SMTP_URL', smtpUrl, 'an smtp:// or smtps:// URL, or off');
  }
  const siteFallback = text(env, 'SITE_URL') ? '' : (local()?.siteUrl ?? 'http://localhost:3000');
  return {
    smtpUrl,
    siteUrl: url(env, 'SITE_URL', siteFallback),
    from: text(env, 'EMAIL_FROM') ?? 'Furniture Marketplace <no-reply@furniture.example>',
    maxAttempts: integer(env, 'EMAIL_MAX_ATTEMPTS', 8, 1, 100),
    retryBaseMs: integer(env, 'EMAIL_RETRY_BASE_MS', 5000, 10, 3_600_000),
    pollMs: integer(env, 'EMAIL_POLL_MS', 2000, 20, 3_600_000),
    hourlyCap: integer(env, 'EMAIL_HOURLY_CAP', 20, 1, 10_000),
    leaseMs: integer(env, 'EMAIL_LEASE_MS', 60_000, 1000, 3_600_000),
    concurrency: integer(env, 'EMAIL_CONCURRENCY', 8, 1, 100),
    ratePerSecond: integer(env, 'EMAIL_RATE_PER_SECOND', 150, 1, 100_000),
  };
}
