/**
 * A saved search's alert email: at most one an hour per search, listing up to 10 of the matches it counts, each
 * with the absolute link of its page, over real SMTP (MailDev).
 */
import { bearer, buildTestApp, createProduct, createUser, type TestUser } from '../../../../test/helpers';
import { emailSettings, type MailSink, type SinkEmail, startMailSink } from '../../../../test/mail-sink';
import type { App } from '../../../app';

jest.setTimeout(120_000);

describe(`saved search emails (${process.env.TEST_DB})`, () => {
  let app: App;
  let sink: MailSink;
  let seller: TestUser;
  beforeAll(async () => {
    sink = await startMailSink();
    app = await buildTestApp(emailSettings(sink));
    seller = await createUser(app, 'seller');
  });
  afterAll(async () => {
    await app.close();
    await sink.stop();
  });
  beforeEach(() => sink.clear());

  async function watch(q: string): Promise<TestUser> {
    const watcher = await createUser(app, 'buyer', 'watcher');
    const saved = await app.inject({
      method: 'POST',
      url: '/saved-searches',
      headers: bearer(watcher.token),
      payload: { q },
    });
    expect(saved.statusCode).toBe(201);
    return watcher;
  }

  /** Lists the products (in order), matches them and sends what that queued. */
  async function post(names: readonly string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const name of names) ids.push(await createProduct(app, seller, { name, categoryId: 2 }));
    await app.savedSearchAlerts.runNow();
    await app.emailOutbox.job.runNow();
    return ids;
  }

  const emailsTo = (emails: SinkEmail[], user: TestUser) =>
    emails.filter((email) => email.to[0]?.address === user.email);
  const anHourLater = (user: TestUser) =>
    app.db.query(
      "UPDATE saved_searches SET last_alert_at = last_alert_at - interval '61 minutes' WHERE user_id = $1",
      [user.id],
    );

  it('sends one email an hour per search, listing the first 10 of the matches it counts', async () => {
    const watcher = await watch('walnut');
    const [first] = await post(['Walnut Chair']);
    const alone = emailsTo(await sink.inbox(1), watcher);
    expect(alone.map((email) => email.subject)).toEqual(['New match for your saved search: Walnut Chair']);
    expect(alone[0]!.text).toContain(`- Walnut Chair\n  http://site.test/item/${first}`);

    // Twelve more within the hour: counted, no email.
    const names = Array.from({ length: 12 }, (_, index) => `Walnut Shelf ${index + 1}`);
    const ids = await post(names);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(emailsTo(await sink.emails(), watcher)).toHaveLength(1);

    await anHourLater(watcher);
    await post([]);
    const emails = emailsTo(await sink.inbox(2), watcher);
    expect(emails).toHaveLength(2);
    const alert = emails.find((email) => email.subject !== alone[0]!.subject)!;
    expect(alert.text).toContain('12 new matches for "walnut"');
    for (const [index, name] of names.entries()) {
      const line = `- ${name}\n  http://site.test/item/${ids[index]}`;
      if (index < 10) expect(alert.text).toContain(line);
      else expect(alert.text).not.toContain(line);
    }
    expect(alert.html).toContain(`<a href="http://site.test/item/${ids[0]}">Walnut Shelf 1</a>`);
    expect(alert.text).toContain('http://site.test/search?q=walnut');
  });

  it("lists only the search's own matches, the listing that found it first when due", async () => {
    const [oaks, pines] = [await watch('oak'), await watch('pine')];
    await post(['Oak Desk', 'Pine Desk']);
    const emails = await sink.inbox(2);
    const [oak] = emailsTo(emails, oaks);
    const [pine] = emailsTo(emails, pines);
    expect(oak!.text).toContain('- Oak Desk');
    expect(oak!.text).not.toContain('Pine Desk');
    expect(pine!.text).toContain('- Pine Desk');
    expect(pine!.text).not.toContain('Oak Desk');
  });
});
