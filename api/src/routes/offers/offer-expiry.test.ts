/** Open offers expire after the offer setting (shortened here): status `expired`, both sides told, once. */
import { buildTestApp, createProduct, createUser, type TestUser } from '../../../test/helpers';
import { answerOffer, notificationTexts, offerId, offersOf, threadLines } from '../../../test/offer-helpers';
import type { App } from '../../app';

const EXPIRY_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`offer expiry (${process.env.TEST_DB})`, () => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ offerExpiryMs: EXPIRY_MS });
    [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
  }, 120_000);
  afterAll(() => app.close());

  it('expires a pending and a countered offer once, telling both sides; an expired one cannot be accepted', async () => {
    const [pendingOn, counteredOn] = await Promise.all([
      createProduct(app, seller, { resalePrice: 120, name: 'Pine shelf' }),
      createProduct(app, seller, { resalePrice: 120, name: 'Ash stool' }),
    ]);
    const pending = await offerId(app, buyer, pendingOn, 80);
    const countered = await offerId(app, buyer, counteredOn, 90);
    expect((await answerOffer(app, seller, countered, 'counter', 100)).statusCode).toBe(200);
    await sleep(EXPIRY_MS + 100);

    // Past its expiry but before the job: no longer open, and listed as expired.
    const late = await answerOffer(app, seller, pending, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'This offer is no longer open' });
    expect((await offersOf(app, buyer)).map((offer) => offer.status)).toEqual(['expired', 'expired']);

    await Promise.all([app.runMaintenance(), app.runMaintenance()]);
    await app.runMaintenance();
    const { rows } = await app.db.query<{ status: string }>(
      'SELECT status FROM offers WHERE id = ANY($1::uuid[])',
      [[pending, countered]],
    );
    expect(rows.map((row) => row.status)).toEqual(['expired', 'expired']);
    const buyerTexts = await notificationTexts(app, buyer);
    const sellerTexts = await notificationTexts(app, seller);
    expect(buyerTexts.filter((text) => text.includes('expired'))).toEqual(
      expect.arrayContaining([
        'Your offer of $80 on Pine shelf expired unanswered',
        'Your offer of $100 on Ash stool expired unanswered',
      ]),
    );
    expect(buyerTexts.filter((text) => text.includes('expired'))).toHaveLength(2);
    expect(sellerTexts.filter((text) => text.includes('expired'))).toHaveLength(2);
    expect(sellerTexts).toContain(`The offer of $80 by ${buyer.name} on Pine shelf expired unanswered`);
    expect((await threadLines(app, pendingOn, buyer.id)).at(-1)).toBe('The offer expired unanswered');
    expect((await answerOffer(app, buyer, countered, 'accept')).statusCode).toBe(409);
    // Both sides' emails, queued once by the step that expired the offers.
    const emails = await app.db.query<{ user_id: string; n: number }>(
      `SELECT user_id, count(*)::int AS n FROM email_outbox WHERE kind = 'offer-expired' GROUP BY user_id`,
    );
    expect(Object.fromEntries(emails.rows.map((row) => [row.user_id, row.n]))).toEqual({
      [buyer.id]: 2,
      [seller.id]: 2,
    });
  });
});
