/**
 * `app.emailOutbox`: every instance drains the email outbox (repositories/email-outbox-repository.ts) through
 * SMTP with nodemailer. Each email is leased to one instance at a time; a failed try waits longer each time and
 * after the last one the email is marked failed with its error, without holding up the others. The Message-ID
 * comes from the notification, so a retry after a lost answer is recognisably the same email.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { loadOrCreateDevSecret } from '../access-tokens';
import { type PeriodicJob, startPeriodicJob } from '../periodic-job';
import type { LeasedEmail } from '../repositories/email-outbox-repository';
import { sendOne } from './send-email';
import { type UnsubscribeTokens, unsubscribeTokens } from './unsubscribe-token';

export interface EmailOutbox {
  job: PeriodicJob;
  tokens: UnsubscribeTokens;
  /** The absolute unsubscribe URL a token's link points to (GET shows a page, POST unsubscribes). */
  unsubscribeUrl(token: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    emailOutbox: EmailOutbox;
  }
}

/** The wait after try `attempt` (1-based): doubling from the base, at most an hour. */
export function retryDelayMs(baseMs: number, attempt: number): number {
  return Math.min(baseMs * 2 ** (attempt - 1), 3_600_000);
}

/** SMTP answers 5xx for what will never be accepted (bad address, refused content): no point in retrying. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function smtpTransport(smtpUrl: string, connections: number): Transporter {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    pool: true,
    maxConnections: connections,
    // A stopped SMTP server must fail a try quickly, not hold the lease.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export default fp(
  async (app) => {
    const config = app.config.email;
    const secret = app.config.jwtSecret ?? loadOrCreateDevSecret(app.config.dataDir);
    const tokens = unsubscribeTokens(secret);
    const unsubscribeUrl = (token: string) => `${app.config.publicUrl}/email/unsubscribe/${token}`;
    const transport: Transporter | null = config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.concurrency)
      : null;
    if (!transport) app.log.info('SMTP_URL unset: emails stay queued in the outbox');

    const messageIdDomain = new URL(config.siteUrl).hostname;
    const context = { config, tokens, unsubscribeUrl, messageIdDomain, publicUrl: app.config.publicUrl };

    async function deliver(email: LeasedEmail): Promise<void> {
      if (!email.stillWanted) {
        await app.repos.emailOutbox.markSkipped(email.id);
        return;
      }
      try {
        const outcome = await sendOne(transport!, app.repos.emailOutbox, email, context);
        if (outcome === 'sent') await app.repos.emailOutbox.markSent(email.id);
        else await app.repos.emailOutbox.markSkipped(email.id);
      } catch (error) {
        const final = isPermanent(error) || email.attempts >= config.maxAttempts;
        const reason = error instanceof Error ? error.message : String(error);
        app.log.warn(
          { emailId: email.id, attempt: email.attempts, final, err: reason },
          'email: a try failed',
        );
        await app.repos.emailOutbox.markTryFailed(
          email.id,
          reason,
          final,
          retryDelayMs(config.retryBaseMs, email.attempts),
        );
      }
    }

    const job = startPeriodicJob(app, 'email-outbox', config.pollMs, async () => {
      if (!transport) return;
      await app.repos.emailOutbox.makeDigests(config.hourlyCap);
      const batch = config.concurrency * 4;
      const started = performance.now();
      let begun = 0;
      for (;;) {
        const leased = await app.repos.emailOutbox.lease({
          batch,
          hourlyCap: config.hourlyCap,
          leaseMs: config.leaseMs,
        });
        const inFlight = new Set<Promise<void>>();
        for (const email of leased) {
          // Paced one by one: the n-th email of this round starts no sooner than n / rate seconds after it began.
          const due = started + (begun * 1000) / config.ratePerSecond;
          if (due > performance.now()) await sleep(due - performance.now());
          while (inFlight.size >= config.concurrency) await Promise.race(inFlight);
          begun += 1;
          const sending = deliver(email).finally(() => inFlight.delete(sending));
          inFlight.add(sending);
        }
        await Promise.all(inFlight);
        if (leased.length < batch) break;
      }
    });

    // A new notification anywhere may have queued an email: look at once rather than at the next poll.
    const unsubscribe = app.eventChannel.subscribe('notification', () => job.wake());
    app.addHook('onClose', async () => {
      unsubscribe();
      transport?.close();
    });
    app.decorate('emailOutbox', { job, tokens, unsubscribeUrl });
  },
  { name: 'email-outbox', dependencies: ['repositories', 'event-channel', 'env'] },
);
