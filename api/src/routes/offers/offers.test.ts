/** Offers over the API: each refusal with its status and text, the counter and accept paths, the caller's list. */
import type { Booking, ReceivedBooking } from '@marketplace/shared/types';
import {
  bearer,
  bookProduct,
  buildTestApp,
  createProduct,
  createUser,
  type TestUser,
} from '../../../test/helpers';
import {
  answerOffer,
  makeOffer,
  notificationTexts,
  offerId,
  offersOf,
  threadLines,
} from '../../../test/offer-helpers';
import type { App } from '../../app';

describe(`offers (${process.env.TEST_DB})`, () => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
  }, 120_000);
  afterAll(() => app.close());

  const listing = () => createProduct(app, seller, { resalePrice: 120, name: 'Walnut sideboard' });

  describe('making an offer', () => {
    it('answers 201 with the pending offer and its expiry, and tells the seller', async () => {
      const productId = await listing();
      const before = Date.now();
      const response = await makeOffer(app, buyer, productId, 95);
      expect(response.statusCode).toBe(201);
      const offer = response.json();
      expect(offer).toEqual({
        _id: expect.any(String),
        productId,
        amount: 95,
        status: 'pending',
        expiresAt: expect.any(String),
      });
      const expiresIn = Date.parse(offer.expiresAt) - before;
      expect(expiresIn).toBeGreaterThan(47.9 * 3_600_000);
      expect(expiresIn).toBeLessThan(48.1 * 3_600_000);
      expect(await notificationTexts(app, seller)).toContain(
        `${buyer.name} offered $95 for Walnut sideboard`,
      );
      expect(await threadLines(app, productId, buyer.id)).toEqual([`${buyer.name} offered $95`]);
    });

    it.each([
      [59.99, 'An offer must be at least half the asking price'],
      [120.01, 'An offer cannot be more than the asking price'],
    ])('refuses %p on a 120 listing with 400', async (amount, message) => {
      const response = await makeOffer(app, buyer, await listing(), amount);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('accepts exactly half and exactly the asking price', async () => {
      expect((await makeOffer(app, buyer, await listing(), 60)).statusCode).toBe(201);
      expect((await makeOffer(app, buyer, await listing(), 120)).statusCode).toBe(201);
    });

    it("refuses an offer on one's own listing with 403", async () => {
      const response = await makeOffer(app, seller, await listing(), 100);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You cannot make an offer on your own listing' });
    });

    it('refuses a second open offer on the same item with 409, also when both are sent at once', async () => {
      const productId = await listing();
      await offerId(app, buyer, productId, 90);
      const second = await makeOffer(app, buyer, productId, 100);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ message: 'You already have an open offer on this item' });

      const other = await listing();
      const both = await Promise.all([makeOffer(app, buyer, other, 90), makeOffer(app, buyer, other, 95)]);
      expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    });

    it('lets the buyer offer again once the seller declined', async () => {
      const productId = await listing();
      const id = await offerId(app, buyer, productId, 70);
      expect((await answerOffer(app, seller, id, 'decline')).statusCode).toBe(200);
      expect((await makeOffer(app, buyer, productId, 80)).statusCode).toBe(201);
    });

    it('refuses an item no longer available with 409, and an unknown one with 404', async () => {
      const productId = await listing();
      await bookProduct(app, await createUser(app, 'buyer'), productId);
      const booked = await makeOffer(app, buyer, productId, 100);
      expect(booked.statusCode).toBe(409);
      expect(booked.json()).toEqual({ message: 'This item is no longer available' });
      const unknown = await makeOffer(app, buyer, '00000000-0000-4000-8000-000000000000', 100);
      expect(unknown.statusCode).toBe(404);
    });

    it('refuses with 403 when either side blocked the other', async () => {
      const blockedBuyer = await createUser(app, 'buyer');
      const block = await app.inject({
        method: 'POST',
        url: `/users/${blockedBuyer.id}/block`,
        headers: bearer(seller.token),
      });
      expect(block.statusCode).toBeLessThan(300);
      const response = await makeOffer(app, blockedBuyer, await listing(), 100);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You cannot make an offer to this user' });
    });

    it('refuses a malformed amount with 400', async () => {
      const productId = await listing();
      for (const payload of [{}, { amount: 'ten' }, { amount: -5 }, { amount: 90, extra: 1 }]) {
        const response = await app.inject({
          method: 'POST',
          url: `/products/${productId}/offers`,
          headers: bearer(buyer.token),
          payload,
        });
        expect(response.statusCode).toBe(400);
      }
    });

    it('counts offers in the hourly bookings quota', async () => {
      const limited = await buildTestApp({ quotas: { ...app.config.quotas, bookingsPerHour: 2 } });
      try {
        const [owner, offerer] = await Promise.all([
          createUser(limited, 'seller'),
          createUser(limited, 'buyer'),
        ]);
        const products = await Promise.all([1, 2, 3].map(() => createProduct(limited, owner)));
        expect((await makeOffer(limited, offerer, products[0]!, 100)).statusCode).toBe(201);
        await bookProduct(limited, offerer, products[1]!);
        const third = await makeOffer(limited, offerer, products[2]!, 100);
        expect(third.statusCode).toBe(429);
      } finally {
        await limited.close();
      }
    }, 120_000);
  });

  describe('answering an offer', () => {
    it('counters, then the buyer accepts: an accepted booking at the agreed price, in both order lists', async () => {
      const productId = await listing();
      const id = await offerId(app, buyer, productId, 95);
      const countered = await answerOffer(app, seller, id, 'counter', 110);
      expect(countered.statusCode).toBe(200);
      expect(await notificationTexts(app, buyer)).toContain(
        `${seller.name} countered your offer on Walnut sideboard with $110`,
      );
      const twice = await answerOffer(app, seller, id, 'counter', 115);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ message: 'You have already countered this offer' });
      const sellerAccepts = await answerOffer(app, seller, id, 'accept');
      expect(sellerAccepts.statusCode).toBe(403);

      const accepted = await answerOffer(app, buyer, id, 'accept');
      expect(accepted.statusCode).toBe(200);
      const bookingId = accepted.json().bookingId;
      expect(bookingId).toEqual(expect.any(String));

      const orders: Booking[] = (
        await app.inject({ method: 'GET', url: '/bookings', headers: bearer(buyer.token) })
      ).json();
      expect(orders.find((order) => order._id === bookingId)).toMatchObject({
        status: 'accepted',
        price: 120,
        agreedPrice: 110,
        pickup: { proposed: [], chosen: null },
      });
      const requests: ReceivedBooking[] = (
        await app.inject({ method: 'GET', url: '/bookings/received', headers: bearer(seller.token) })
      ).json();
      expect(requests.find((request) => request._id === bookingId)).toMatchObject({ agreedPrice: 110 });
      expect((await app.repos.products.findById(productId))?.status).toBe('booked');
      expect(await notificationTexts(app, seller)).toContain(
        `${buyer.name} accepted the offer of $110 for Walnut sideboard`,
      );
      expect(await threadLines(app, productId, buyer.id)).toEqual([
        `${buyer.name} offered $95`,
        `${seller.name} countered with $110`,
        `${buyer.name} accepted the offer of $110`,
      ]);
      const again = await answerOffer(app, buyer, id, 'accept');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This offer is no longer open' });
    });

    it('refuses counters outside the offer and the asking price with 400', async () => {
      const id = await offerId(app, buyer, await listing(), 95);
      for (const amount of [95, 90, 120, 130]) {
        const response = await answerOffer(app, seller, id, 'counter', amount);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: 'A counter-offer must lie between the offer and the asking price',
        });
      }
    });

    it('refuses anyone but the side whose turn it is with 403, and a closed offer with 409', async () => {
      const stranger = await createUser(app, 'seller', 'stranger');
      const id = await offerId(app, buyer, await listing(), 95);
      for (const action of ['accept', 'decline', 'counter'] as const) {
        const response = await answerOffer(app, stranger, id, action, action === 'counter' ? 100 : undefined);
        expect(response.statusCode).toBe(403);
      }
      expect((await answerOffer(app, buyer, id, 'accept')).statusCode).toBe(403);
      expect((await answerOffer(app, buyer, id, 'counter', 100)).statusCode).toBe(403);
      expect((await answerOffer(app, seller, id, 'decline')).statusCode).toBe(200);
      expect(await notificationTexts(app, buyer)).toContain(
        `${seller.name} declined the offer of $95 for Walnut sideboard`,
      );
      for (const action of ['accept', 'decline', 'counter'] as const) {
        const response = await answerOffer(app, seller, id, action, action === 'counter' ? 100 : undefined);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: 'This offer is no longer open' });
      }
      const unknown = await answerOffer(app, seller, '00000000-0000-4000-8000-000000000000', 'accept');
      expect(unknown.statusCode).toBe(404);
    });

    it("accepting declines the item's pending booking and every other open offer, each told", async () => {
      const productId = await listing();
      const [other, booker] = await Promise.all([
        createUser(app, 'buyer', 'other'),
        createUser(app, 'buyer'),
      ]);
      const winning = await offerId(app, buyer, productId, 100);
      const losing = await offerId(app, other, productId, 90);
      await answerOffer(app, seller, losing, 'counter', 110);
      const bookingId = await bookProduct(app, booker, productId);

      expect((await answerOffer(app, seller, winning, 'accept')).statusCode).toBe(200);
      const { rows } = await app.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [
        bookingId,
      ]);
      expect(rows[0]?.status).toBe('declined');
      expect((await offersOf(app, other))[0]).toMatchObject({ _id: losing, status: 'declined' });
      expect(await notificationTexts(app, other)).toContain(
        'Your offer on Walnut sideboard was declined: the seller accepted another buyer',
      );
      expect(await notificationTexts(app, booker)).toContain(
        `${seller.name} declined your booking of Walnut sideboard: they accepted another offer`,
      );
      expect((await answerOffer(app, other, losing, 'accept')).statusCode).toBe(409);
    });
  });

  describe('GET /offers', () => {
    it("lists the caller's sent and received offers, newest first, paged, with the product", async () => {
      const trader = await createUser(app, 'seller', 'trader');
      const mine = await createProduct(app, trader, { resalePrice: 200, name: 'Teak bench' });
      const received = await offerId(app, buyer, mine, 150);
      const sentTo = await listing();
      const sent = await offerId(app, trader, sentTo, 80);
      await answerOffer(app, seller, sent, 'counter', 100);

      const all = await offersOf(app, trader);
      expect(all.map((offer) => offer._id)).toEqual([sent, received]);
      expect(all[0]).toMatchObject({
        direction: 'sent',
        productId: sentTo,
        productName: 'Walnut sideboard',
        productPicture: expect.any(String),
        productPrice: 120,
        amount: 80,
        counterAmount: 100,
        status: 'countered',
        sellerName: seller.name,
        bookingId: null,
      });
      expect(all[1]).toMatchObject({
        direction: 'received',
        amount: 150,
        counterAmount: null,
        status: 'pending',
      });
      expect((await offersOf(app, trader, '?box=received')).map((offer) => offer._id)).toEqual([received]);

      const first = await app.inject({
        method: 'GET',
        url: '/offers?limit=1',
        headers: bearer(trader.token),
      });
      const page = first.json();
      expect(page.offers.map((offer: { _id: string }) => offer._id)).toEqual([sent]);
      expect(page.nextCursor).toEqual(expect.any(String));
      const next = await offersOf(app, trader, `?limit=1&cursor=${page.nextCursor}`);
      expect(next.map((offer) => offer._id)).toEqual([received]);
      const bad = await app.inject({ method: 'GET', url: '/offers?cursor=x', headers: bearer(trader.token) });
      expect(bad.statusCode).toBe(400);
    });
  });
});
