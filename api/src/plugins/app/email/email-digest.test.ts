/**
 * The hourly cap over real SMTP (MailDev): past 20 emails an hour for one person the rest are held, and once the
 * hour has room again one digest stands for them, leaving out kinds switched off meanwhile.
 */
import { bearer, buildTestApp, createUser } from '../../../../test/helpers';
import { emailSettings, type MailSink, startMailSink } from '../../../../test/mail-sink';
import type { App } from '../../../app';
import { insertNotifications } from '../repositories/notifications-repository';

jest.setTimeout(120_000);

let sink: MailSink;
beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(() => sink.stop());
beforeEach(() => sink.clear());

async function outboxRows(app: App, userId: string) {
  const { rows } = await app.db.query<{ status: string }>(
    'SELECT status FROM email_outbox WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

describe(`the hourly cap (${process.env.TEST_DB})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(emailSettings(sink));
  });
  afterAll(() => app.close());

  it('holds what is over 20 emails an hour for one person and sends it as one digest', async () => {
    const buyer = await createUser(app, 'buyer');
    await app.db.transaction((tx) =>
      insertNotifications(
        tx,
        Array.from({ length: 23 }, (_, index) => ({
          userId: buyer.id,
          kind: 'review-published' as const,
          text: `Review ${index + 1}`,
          link: `/users/${buyer.id}/reviews`,
          bookingId: null,
        })),
      ),
    );
    await app.emailOutbox.job.runNow();
    expect((await sink.inbox(20)).length).toBe(20);
    const statuses = (await outboxRows(app, buyer.id)).map((row) => row.status);
    expect(statuses.filter((status) => status === 'sent')).toHaveLength(20);
    expect(statuses.filter((status) => status === 'held')).toHaveLength(3);

    await app.emailOutbox.job.runNow();
    expect((await sink.emails()).length).toBe(20);

    // An hour later there is room again: the three held ones go out as one email.
    await app.db.query(
      `UPDATE email_outbox SET claimed_at = claimed_at - interval '61 minutes' WHERE user_id = $1`,
      [buyer.id],
    );
    await app.emailOutbox.job.runNow();
    const emails = await sink.inbox(21);
    expect(emails).toHaveLength(21);
    const digest = emails.find((email) => email.subject === '3 updates from the marketplace')!;
    expect(digest.text).toContain('Review 21');
    expect(digest.text).toContain('Review 23');
    expect((await outboxRows(app, buyer.id)).filter((row) => row.status === 'digested')).toHaveLength(3);
  });

  it('leaves out the held emails of a kind switched off, and sends none when nothing is left', async () => {
    const app = await buildTestApp(emailSettings(sink, { hourlyCap: 1 }));
    try {
      const [mixed, reviewsOnly] = await Promise.all([createUser(app, 'buyer'), createUser(app, 'buyer')]);
      const draft = (userId: string, kind: 'booking-sold' | 'review-published', text: string) => ({
        userId,
        kind,
        text,
        link: '/dashboard',
        bookingId: null,
      });
      await app.db.transaction((tx) =>
        insertNotifications(tx, [
          draft(mixed.id, 'booking-sold', 'Sold first'),
          draft(mixed.id, 'booking-sold', 'Sold second'),
          draft(mixed.id, 'review-published', 'Reviewed'),
          draft(reviewsOnly.id, 'review-published', 'Reviewed first'),
          draft(reviewsOnly.id, 'review-published', 'Reviewed second'),
        ]),
      );
      await app.emailOutbox.job.runNow();
      expect(await sink.inbox(2)).toHaveLength(2);
      for (const user of [mixed, reviewsOnly]) {
        const off = await app.inject({
          method: 'PUT',
          url: '/email-preferences',
          headers: bearer(user.token),
          payload: { reviews: false },
        });
        expect(off.statusCode).toBe(200);
      }
      await app.db.query(`UPDATE email_outbox SET claimed_at = claimed_at - interval '61 minutes'`);
      await app.emailOutbox.job.runNow();
      const emails = await sink.inbox(3);
      expect(emails).toHaveLength(3);
      const digest = emails.find((email) => email.subject === '1 update from the marketplace')!;
      expect(digest.to[0]!.address).toBe(mixed.email);
      expect(digest.text).toContain('Sold second');
      expect(digest.text).not.toContain('Reviewed');
      expect((await outboxRows(app, reviewsOnly.id)).map((row) => row.status)).toEqual([
        'sent',
        'digested',
        'skipped',
      ]);
    } finally {
      await app.close();
    }
  });
});
