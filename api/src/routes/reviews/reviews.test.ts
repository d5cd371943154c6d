/** Reviews after a sale through the API: every refusal, the hidden-until-both rule, the window, the average. */
import type { UserReviews } from '@marketplace/shared/types';
import {
  bearer,
  buildTestApp,
  createProduct,
  createUser,
  storeBooking,
  type TestUser,
} from '../../../test/helpers';
import type { App } from '../../app';

async function soldBooking(app: App, seller: TestUser, buyer: TestUser, name = 'Walnut Desk') {
  const productId = await createProduct(app, seller, { name });
  const bookingId = await storeBooking(app, buyer, productId);
  expect((await app.repos.bookings.changeStatus(bookingId, seller.id, 'accepted')).kind).toBe('changed');
  expect((await app.repos.bookings.markProductSold(productId)).kind).toBe('sold');
  return bookingId;
}

const review = (app: App, user: TestUser | null, bookingId: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/bookings/${bookingId}/review`,
    headers: user ? bearer(user.token) : {},
    payload,
  });

const reviewsAbout = async (app: App, user: TestUser, query = ''): Promise<UserReviews> =>
  (await app.inject({ method: 'GET', url: `/users/${user.id}/reviews${query}` })).json();

async function notificationTexts(app: App, user: TestUser, kind: string): Promise<string[]> {
  const { rows } = await app.db.query<{ text: string }>(
    'SELECT text FROM notifications WHERE user_id = $1 AND kind = $2 ORDER BY id',
    [user.id, kind],
  );
  return rows.map((row) => row.text);
}

describe('reviews after a sale', () => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, buyer, stranger] = await Promise.all([
      createUser(app, 'seller'),
      createUser(app, 'buyer'),
      createUser(app, 'buyer', 'stranger'),
    ]);
  });
  afterAll(() => app.close());

  it('lets the buyer review a sold booking (201), and only once (409)', async () => {
    const bookingId = await soldBooking(app, seller, buyer);
    const first = await review(app, buyer, bookingId, { rating: 5, text: 'Smooth pick-up' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const again = await review(app, buyer, bookingId, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already reviewed this sale' });
  });

  it('refuses someone who is not a party (403), the signed-out (401) and an unknown booking (404)', async () => {
    const bookingId = await soldBooking(app, seller, buyer);
    const response = await review(app, stranger, bookingId, { rating: 4 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Only the buyer or the seller of this sale may review it' });
    expect((await review(app, null, bookingId, { rating: 4 })).statusCode).toBe(401);
    const unknown = await review(app, buyer, '00000000-0000-4000-8000-000000000000', { rating: 4 });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a review before the sale (409)', async () => {
    const productId = await createProduct(app, seller);
    const bookingId = await storeBooking(app, buyer, productId);
    const response = await review(app, buyer, bookingId, { rating: 4 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'You can review only after the sale' });
  });

  it.each([[0], [6], [2.5], [null]])('refuses the rating %p (400)', async (rating) => {
    const bookingId = await soldBooking(app, seller, buyer);
    const response = await review(app, buyer, bookingId, { rating });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/rating/);
  });

  it('refuses a text over 1,000 characters (400) and takes one of 1,000', async () => {
    const bookingId = await soldBooking(app, seller, buyer);
    expect((await review(app, buyer, bookingId, { rating: 3, text: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await review(app, buyer, bookingId, { rating: 3, text: 'x'.repeat(1000) })).statusCode).toBe(201);
  });

  it('keeps a review hidden until both sides have written, then publishes both and tells each side', async () => {
    const [sellerB, buyerB] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
    const bookingId = await soldBooking(app, sellerB, buyerB, 'Teak Bench');
    expect((await review(app, buyerB, bookingId, { rating: 4, text: 'As described' })).statusCode).toBe(201);
    await app.reviewPublication.runNow();
    expect(await reviewsAbout(app, sellerB)).toEqual({ average: null, count: 0, reviews: [] });
    expect(await notificationTexts(app, sellerB, 'review-published')).toEqual([]);
    const mine = await app.inject({
      method: 'GET',
      url: `/bookings/${bookingId}/reviews`,
      headers: bearer(buyerB.token),
    });
    expect(mine.json()).toEqual({ sent: true, reviews: [] });

    expect((await review(app, sellerB, bookingId, { rating: 5 })).statusCode).toBe(201);
    expect(await reviewsAbout(app, sellerB)).toEqual({
      average: 4,
      count: 1,
      reviews: [
        {
          rating: 4,
          text: 'As described',
          authorName: buyerB.name,
          authorId: buyerB.id,
          role: 'buyer',
          createdAt: expect.any(String),
        },
      ],
    });
    expect((await reviewsAbout(app, buyerB)).reviews).toEqual([
      {
        rating: 5,
        text: '',
        authorName: sellerB.name,
        authorId: sellerB.id,
        role: 'seller',
        createdAt: expect.any(String),
      },
    ]);
    expect(await notificationTexts(app, sellerB, 'review-published')).toEqual([
      `${buyerB.name} gave you 4 stars for Teak Bench`,
    ]);
    expect(await notificationTexts(app, buyerB, 'review-published')).toEqual([
      `${sellerB.name} gave you 5 stars for Teak Bench`,
    ]);
    const both = await app.inject({
      method: 'GET',
      url: `/bookings/${bookingId}/reviews`,
      headers: bearer(sellerB.token),
    });
    expect(both.json()).toEqual({
      sent: true,
      reviews: [expect.objectContaining({ role: 'buyer' }), expect.objectContaining({ role: 'seller' })],
    });
    const forbidden = await app.inject({
      method: 'GET',
      url: `/bookings/${bookingId}/reviews`,
      headers: bearer(stranger.token),
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('gives the average with one decimal and the count, newest first, page by page', async () => {
    const rated = await createUser(app, 'seller');
    for (const rating of [5, 4, 4]) {
      const buyerN = await createUser(app, 'buyer');
      const bookingId = await soldBooking(app, rated, buyerN);
      expect((await review(app, buyerN, bookingId, { rating, text: `r${rating}` })).statusCode).toBe(201);
      expect((await review(app, rated, bookingId, { rating: 5 })).statusCode).toBe(201);
    }
    const all = await reviewsAbout(app, rated);
    expect(all.average).toBe(4.3);
    expect(all.count).toBe(3);
    expect(all.reviews.map((r) => r.rating)).toEqual([4, 4, 5]);

    const first = await app.inject({ method: 'GET', url: `/users/${rated.id}/reviews?limit=2` });
    expect(first.json().reviews).toHaveLength(2);
    const cursor = first.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');
    const second = await reviewsAbout(app, rated, `?limit=2&cursor=${cursor}`);
    expect(second.reviews.map((r) => r.rating)).toEqual([5]);
    expect(second.count).toBe(3);
    const bad = await app.inject({ method: 'GET', url: `/users/${rated.id}/reviews?cursor=nonsense` });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the review window', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp({ reviewWindowSeconds: 1 });
  });
  afterAll(() => app.close());

  it('publishes a lone review once the window has passed, exactly once, and refuses later reviews (409)', async () => {
    const [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
    const bookingId = await soldBooking(app, seller, buyer, 'Pine Shelf');
    expect((await review(app, buyer, bookingId, { rating: 2, text: 'Late' })).statusCode).toBe(201);
    // The sale is a second old once the database's clock says so.
    await app.db.query("UPDATE bookings SET updated_at = updated_at - interval '2 seconds' WHERE id = $1", [
      bookingId,
    ]);
    const late = await review(app, seller, bookingId, { rating: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'The time to review this sale has passed' });

    // Two publication runs at once (two instances): one publishes, the other finds nothing left.
    const runs = await Promise.all([app.repos.reviews.publishDue(1), app.repos.reviews.publishDue(1)]);
    expect(runs.flat()).toHaveLength(1);
    await app.reviewPublication.runNow();
    expect(await reviewsAbout(app, seller)).toMatchObject({ average: 2, count: 1 });
    expect(await notificationTexts(app, seller, 'review-published')).toEqual([
      `${buyer.name} gave you 2 stars for Pine Shelf`,
    ]);
  });

  it('refuses a late buyer as it refuses a late seller, and stores nothing', async () => {
    const [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
    const bookingId = await soldBooking(app, seller, buyer, 'Ash Stool');
    expect((await review(app, seller, bookingId, { rating: 4 })).statusCode).toBe(201);
    await app.db.query("UPDATE bookings SET updated_at = updated_at - interval '2 seconds' WHERE id = $1", [
      bookingId,
    ]);
    const late = await review(app, buyer, bookingId, { rating: 1, text: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'The time to review this sale has passed' });
    const { rows } = await app.db.query('SELECT role FROM reviews WHERE booking_id = $1', [bookingId]);
    expect(rows).toEqual([{ role: 'seller' }]);
  });
});
