/**
 * Offers' emails: each step queues the other side's email in the step's own transaction (none for a refused
 * or rolled-back step), under the 'Booking updates' switch, and the seller's one says the product and links to
 * the Offers page.
 */
import {
  bearer,
  buildTestApp,
  createProduct,
  createUser,
  type TestUser,
  testConfig,
} from '../../../test/helpers';
import { type MailSink, startMailSink } from '../../../test/mail-sink';
import { answerOffer, notificationTexts, offerId } from '../../../test/offer-helpers';
import type { App } from '../../app';
import { tellOfferSteps } from '../../plugins/app/repositories/offer-notices';

jest.setTimeout(120_000);

describe(`offer emails (${process.env.TEST_DB})`, () => {
  let app: App;
  let sink: MailSink;
  let seller: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    sink = await startMailSink();
    app = await buildTestApp({
      email: { ...testConfig().email, smtpUrl: sink.smtpUrl, pollMs: 3_600_000 },
    });
    [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
  });
  afterAll(async () => {
    await app.close();
    await sink.stop();
  });

  /** The kinds queued for the user about the product, oldest first. */
  async function queued(user: TestUser, productId: string): Promise<string[]> {
    const { rows } = await app.db.query<{ kind: string }>(
      'SELECT kind FROM email_outbox WHERE user_id = $1 AND product_id = $2 ORDER BY id',
      [user.id, productId],
    );
    return rows.map((row) => row.kind);
  }

  const listing = (name: string) => createProduct(app, seller, { resalePrice: 120, name });

  it('emails the seller a new offer, naming the product and linking to the Offers page', async () => {
    const productId = await listing('Oak bench');
    await offerId(app, buyer, productId, 95);
    expect(await queued(seller, productId)).toEqual(['offer-received']);
    expect(await queued(buyer, productId)).toEqual([]);
    await app.emailOutbox.job.runNow();
    const deadline = Date.now() + 10_000;
    let emails = await sink.emails();
    while (emails.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      emails = await sink.emails();
    }
    expect(emails.map((email) => email.subject)).toEqual(['New offer for Oak bench']);
    expect(emails[0]!.to[0]!.address).toBe(seller.email);
    expect(emails[0]!.text).toContain('http://site.test/dashboard/offers');
    expect(await sink.source(emails[0]!.id)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('emails the other side of a counter, an accept and a decline', async () => {
    const countered = await listing('Teak desk');
    const first = await offerId(app, buyer, countered, 95);
    expect((await answerOffer(app, seller, first, 'counter', 110)).statusCode).toBe(200);
    expect((await answerOffer(app, buyer, first, 'accept')).statusCode).toBe(200);
    expect(await queued(buyer, countered)).toEqual(['offer-countered']);
    expect(await queued(seller, countered)).toEqual(['offer-received', 'offer-accepted']);

    const declined = await listing('Elm stool');
    const second = await offerId(app, buyer, declined, 80);
    expect((await answerOffer(app, seller, second, 'decline')).statusCode).toBe(200);
    expect(await queued(buyer, declined)).toEqual(['offer-declined']);
  });

  it('queues nothing for a refused step or a step whose transaction rolls back', async () => {
    const productId = await listing('Beech chair');
    const id = await offerId(app, buyer, productId, 90);
    // Not the buyer's turn: refused before anything is written.
    expect((await answerOffer(app, buyer, id, 'accept')).statusCode).toBe(403);
    const offer = {
      offerId: id,
      productId,
      productName: 'Beech chair',
      buyerId: buyer.id,
      buyerName: buyer.name,
      sellerId: seller.id,
      sellerName: seller.name,
      amount: 90,
      counterAmount: null,
    };
    await expect(
      app.db.transaction(async (tx) => {
        await tellOfferSteps(tx, [{ offer, step: 'declined', actorId: seller.id }]);
        throw new Error('the step failed after telling');
      }),
    ).rejects.toThrow('the step failed after telling');
    expect(await queued(buyer, productId)).toEqual([]);
    expect(await queued(seller, productId)).toEqual(['offer-received']);
  });

  it("follows the 'Booking updates' switch; the bell still tells", async () => {
    const other = await createUser(app, 'seller');
    const switched = await app.inject({
      method: 'PUT',
      url: '/email-preferences',
      headers: bearer(other.token),
      payload: { bookingUpdates: false },
    });
    expect(switched.statusCode).toBe(200);
    const productId = await createProduct(app, other, { resalePrice: 120, name: 'Maple crib' });
    await offerId(app, buyer, productId, 100);
    expect(await queued(other, productId)).toEqual([]);
    expect(await notificationTexts(app, other)).toContain(`${buyer.name} offered $100 for Maple crib`);
  });
});
