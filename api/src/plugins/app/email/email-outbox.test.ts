/**
 * The email outbox over real SMTP (MailDev): a committed event has its email, a rolled-back one none; three
 * instances send each email once; a refusal is recorded. The hourly cap and its digest: email-digest.test.ts.
 */
import { bearer, bookProduct, buildTestApp, createProduct, createUser } from '../../../../test/helpers';
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
  const { rows } = await app.db.query<{
    status: string;
    attempts: number;
    last_error: string | null;
    kind: string;
  }>('SELECT status, attempts, last_error, kind FROM email_outbox WHERE user_id = $1 ORDER BY id', [userId]);
  return rows;
}

describe('the email outbox', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(emailSettings(sink));
  });
  afterAll(() => app.close());

  it('emails the seller of a committed booking, with a link to Booking Requests and one-click unsubscribe', async () => {
    const [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
    const productId = await createProduct(app, seller, { name: 'Walnut sideboard' });
    await bookProduct(app, buyer, productId);
    await app.emailOutbox.job.runNow();

    const [email, ...others] = await sink.inbox(1);
    expect(others).toHaveLength(0);
    expect(email!.to[0]!.address).toBe(seller.email);
    expect(email!.subject).toBe('New booking request for Walnut sideboard');
    expect(email!.text).toContain('http://site.test/dashboard/bookings');
    expect(email!.html).toContain('href="http://site.test/dashboard/bookings"');
    expect(email!.html).not.toMatch(/<script/i);
    const source = await sink.source(email!.id);
    const notification = (await app.repos.notifications.listLatest(seller.id))[0]!;
    expect(source).toMatch(new RegExp(`Message-ID: <notification-${notification._id}@site\\.test>`));
    expect(source).toMatch(/List-Unsubscribe:\s+<http:\/\/api\.test\/email\/unsubscribe\/[^>]+>/);
    expect(source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(await outboxRows(app, seller.id)).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  it('writes no email for an event that rolls back', async () => {
    const buyer = await createUser(app, 'buyer');
    await expect(
      app.db.transaction(async (tx) => {
        await insertNotifications(tx, [
          {
            userId: buyer.id,
            kind: 'booking-accepted',
            text: 'Accepted',
            link: '/dashboard',
            bookingId: null,
          },
        ]);
        expect(
          (await tx.query('SELECT 1 FROM email_outbox WHERE user_id = $1', [buyer.id])).rows,
        ).toHaveLength(1);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await app.emailOutbox.job.runNow();
    expect(await outboxRows(app, buyer.id)).toEqual([]);
    expect(await sink.emails()).toEqual([]);
  });

  it('emails only verified addresses and kinds left on; the bell keeps them all', async () => {
    const [unverified, optedOut] = await Promise.all([createUser(app, 'buyer'), createUser(app, 'buyer')]);
    await app.db.query('UPDATE users SET email_verified = false WHERE id = $1', [unverified.id]);
    const put = await app.inject({
      method: 'PUT',
      url: '/email-preferences',
      headers: bearer(optedOut.token),
      payload: { bookingUpdates: false },
    });
    expect(put.json()).toEqual({
      bookingUpdates: false,
      messages: true,
      priceDrops: true,
      savedSearchMatches: true,
      reviews: true,
    });
    await app.db.transaction((tx) =>
      insertNotifications(
        tx,
        [unverified, optedOut].map((user) => ({
          userId: user.id,
          kind: 'booking-declined' as const,
          text: 'Declined',
          link: '/dashboard',
          bookingId: null,
        })),
      ),
    );
    expect(await outboxRows(app, unverified.id)).toEqual([]);
    expect(await outboxRows(app, optedOut.id)).toEqual([]);
    expect(await app.repos.notifications.unreadCount(optedOut.id)).toBe(1);
  });
});

describe('a backlog', () => {
  it('drains at the rate of EMAIL_RATE_PER_SECOND, not all at once', async () => {
    const app = await buildTestApp(emailSettings(sink, { ratePerSecond: 10 }));
    try {
      const users = await Promise.all(Array.from({ length: 11 }, () => createUser(app, 'buyer')));
      await app.db.transaction((tx) =>
        insertNotifications(
          tx,
          users.map((user) => ({
            userId: user.id,
            kind: 'booking-sold' as const,
            text: 'Sold',
            link: '/dashboard',
            bookingId: null,
          })),
        ),
      );
      const started = Date.now();
      await app.emailOutbox.job.runNow();
      // The 11th email starts 10 / 10 s after the first.
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      expect(await sink.inbox(11)).toHaveLength(11);
    } finally {
      await app.close();
    }
  });
});

describe('three instances draining one outbox', () => {
  const apps: App[] = [];
  beforeAll(async () => {
    const first = await buildTestApp(emailSettings(sink));
    apps.push(first);
    // PGlite's database belongs to one process: there the three workers are three drains of one instance.
    for (let i = 0; i < 2; i++) {
      apps.push(
        process.env.TEST_DB === 'postgres'
          ? await buildTestApp({ ...emailSettings(sink), database: first.config.database })
          : first,
      );
    }
  });
  afterAll(async () => {
    for (const app of [...new Set(apps)].reverse()) await app.close();
  });

  it('sends each email once', async () => {
    const app = apps[0]!;
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(app, 'buyer')));
    await app.db.transaction((tx) =>
      insertNotifications(
        tx,
        users.flatMap((user) =>
          [1, 2, 3].map((n) => ({
            userId: user.id,
            kind: 'booking-expired' as const,
            text: `Expired ${n}`,
            link: '/dashboard',
            bookingId: null,
          })),
        ),
      ),
    );
    await Promise.all([
      ...apps.map((each) => each.emailOutbox.job.runNow()),
      ...[1, 2, 3].map(() => app.repos.emailOutbox.lease({ batch: 5, hourlyCap: 20, leaseMs: 60_000 })),
    ]).then(async (results) => {
      // The bare leases above took some emails away from the workers: let the lease run out and drain again.
      const leased = results.slice(apps.length).flat() as { id: string }[];
      await app.db.query(
        `UPDATE email_outbox SET lease_until = clock_timestamp() - interval '1 second' WHERE id = ANY($1::bigint[])`,
        [leased.map((email) => email.id)],
      );
      await Promise.all(apps.map((each) => each.emailOutbox.job.runNow()));
    });
    const emails = await sink.inbox(30);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await sink.emails()).length).toBe(30);
    const ids = await Promise.all(
      emails.map(async (email) => /Message-ID: (\S+)/.exec(await sink.source(email.id))![1]),
    );
    expect(new Set(ids).size).toBe(30);
  });
});

describe('an SMTP server that refuses or is away', () => {
  it('retries with back-off, then marks the email failed with its error, and admins see the count', async () => {
    const app = await buildTestApp(
      emailSettings(sink, { smtpUrl: 'smtp://127.0.0.1:9', maxAttempts: 2, retryBaseMs: 10 }),
    );
    try {
      const [buyer, admin] = await Promise.all([createUser(app, 'buyer'), createUser(app, 'admin')]);
      await app.db.transaction((tx) =>
        insertNotifications(tx, [
          { userId: buyer.id, kind: 'booking-sold', text: 'Sold', link: '/dashboard', bookingId: null },
        ]),
      );
      await app.emailOutbox.job.runNow();
      const [first] = await outboxRows(app, buyer.id);
      expect(first).toMatchObject({ status: 'queued', attempts: 1 });
      expect(first!.last_error).toMatch(/ECONNREFUSED/);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await app.emailOutbox.job.runNow();
      expect(await outboxRows(app, buyer.id)).toMatchObject([{ status: 'failed', attempts: 2 }]);
      const failed = await app.inject({ method: 'GET', url: '/email/failed', headers: bearer(admin.token) });
      expect(failed.json()).toEqual({ failed: 1 });
    } finally {
      await app.close();
    }
  });
});
