/**
 * Two actions on one booking that exclude each other, sent at the same moment over real HTTP to the built server
 * (a child process): exactly one wins (200), the other gets 409 with the reason, and the stored state is the
 * winner's. The seller declines while the buyer cancels a pending booking; the seller marks the product sold
 * while the buyer cancels the accepted booking. Repeated ROUNDS times each (more in `npm run test:stress`).
 */
import type { Booking, NotificationsResponse, Product } from '@marketplace/shared/types';
import { createVerifiedFirebaseAccount, uniqueEmail } from '../../../test/helpers';
import { freeReliabilityPort, STRESS } from '../../../test/reliability-port';
import {
  killHard,
  type ServerProcess,
  serverData,
  startServer,
  uploadPicture,
} from '../../../test/server-process';

const ROUNDS = STRESS ? 200 : 25;

describe(`exclusive booking changes at the same moment, over HTTP (${process.env.TEST_DB})`, () => {
  let server: ServerProcess;
  let cleanUp: () => Promise<void>;
  let sellerAuth: Record<string, string>;
  let buyerAuth: Record<string, string>;
  let buyerEmail: string;

  async function signUp(role: 'buyer' | 'seller'): Promise<{ auth: Record<string, string>; email: string }> {
    const email = uniqueEmail(`race-${role}`);
    const { idToken } = await createVerifiedFirebaseAccount(email);
    const created = await fetch(`${server.baseUrl}/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Racing ${role}`, email, role, img: '' }),
    });
    expect(created.status).toBe(201);
    const { accessToken } = (await (
      await fetch(`${server.baseUrl}/jwt`, { headers: { authorization: `Bearer ${idToken}` } })
    ).json()) as { accessToken: string };
    return { auth: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, email };
  }

  const call = (method: string, url: string, auth: Record<string, string>, body?: object) =>
    fetch(`${server.baseUrl}${url}`, {
      method,
      headers: auth,
      body: body ? JSON.stringify(body) : undefined,
    });

  async function json<T>(response: Response, status: number): Promise<T> {
    const body = (await response.json()) as T;
    if (response.status !== status)
      throw new Error(`expected ${status}, got ${response.status} ${JSON.stringify(body)}`);
    return body;
  }

  beforeAll(async () => {
    const data = await serverData('races');
    cleanUp = data.cleanUp;
    server = await startServer(await freeReliabilityPort(), data.env);
    const [seller, buyer] = await Promise.all([signUp('seller'), signUp('buyer')]);
    sellerAuth = seller.auth;
    buyerAuth = buyer.auth;
    buyerEmail = buyer.email;
  });
  afterAll(async () => {
    if (server) await killHard(server);
    await cleanUp?.();
  });

  /** A new product of the seller, booked by the buyer (and accepted when asked): its id and the booking's. */
  async function bookedProduct(accepted: boolean): Promise<{ productId: string; bookingId: string }> {
    const product = await json<{ insertedId: string }>(
      await call('POST', '/products', sellerAuth, {
        name: 'Contested Chair',
        picture: await uploadPicture(server.baseUrl),
        resalePrice: 10,
        originalPrice: 20,
        yearsOfUse: '1 Year Use',
        location: 'Dhaka',
        categoryId: 1,
        condition: 'good',
      }),
      201,
    );
    const booking = await json<{ insertedId: string }>(
      await call('POST', '/bookings', buyerAuth, {
        productId: product.insertedId,
        phone: '1',
        meetLocation: 'Mirpur',
      }),
      201,
    );
    if (accepted) {
      await json(
        await call('PATCH', `/bookings/${booking.insertedId}`, sellerAuth, { status: 'accepted' }),
        200,
      );
    }
    return { productId: product.insertedId, bookingId: booking.insertedId };
  }

  async function state(productId: string, bookingId: string) {
    const orders = await json<Booking[]>(await call('GET', `/bookings?email=${buyerEmail}`, buyerAuth), 200);
    const products = await json<Product[]>(await call('GET', '/products', sellerAuth), 200);
    return {
      booking: orders.find((order) => order._id === bookingId)?.status,
      product: products.find((product) => product._id === productId)?.status,
    };
  }

  const unread = async (auth: Record<string, string>) =>
    (await json<NotificationsResponse>(await call('GET', '/notifications', auth), 200)).unreadCount;

  it(
    `decline against cancel of a pending booking: exactly one winner, ${ROUNDS} times`,
    async () => {
      const wins = { declined: 0, cancelled: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const { productId, bookingId } = await bookedProduct(false);
        const [sellerUnread, buyerUnread] = [await unread(sellerAuth), await unread(buyerAuth)];
        const [decline, cancel] = await Promise.all([
          call('PATCH', `/bookings/${bookingId}`, sellerAuth, { status: 'declined' }),
          call('PATCH', `/bookings/${bookingId}`, buyerAuth, { status: 'cancelled' }),
        ]);
        const bodies = [await decline.json(), await cancel.json()];
        expect([decline.status, cancel.status].sort()).toEqual([200, 409]);
        const winner = decline.status === 200 ? 'declined' : 'cancelled';
        wins[winner]++;
        expect(bodies).toContainEqual({
          message:
            winner === 'declined'
              ? 'You cannot cancel this booking: the seller declined it'
              : 'You cannot decline this booking: the buyer cancelled it',
        });
        expect(await state(productId, bookingId)).toEqual({ booking: winner, product: 'available' });
        // Only the winner's change told anyone.
        expect([await unread(sellerAuth), await unread(buyerAuth)]).toEqual(
          winner === 'declined' ? [sellerUnread, buyerUnread + 1] : [sellerUnread + 1, buyerUnread],
        );
      }
      console.log(
        `decline vs cancel (${process.env.TEST_DB}): ${ROUNDS} rounds, wins ${JSON.stringify(wins)}, 0 double wins`,
      );
    },
    120_000 + ROUNDS * 2_000,
  );

  it(
    `mark sold against cancel of an accepted booking: exactly one winner, ${ROUNDS} times`,
    async () => {
      const wins = { sold: 0, cancelled: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const { productId, bookingId } = await bookedProduct(true);
        const [sold, cancel] = await Promise.all([
          call('PATCH', `/products/${productId}`, sellerAuth, { status: 'sold' }),
          call('PATCH', `/bookings/${bookingId}`, buyerAuth, { status: 'cancelled' }),
        ]);
        const bodies = [await sold.json(), await cancel.json()];
        expect([sold.status, cancel.status].sort()).toEqual([200, 409]);
        const winner = sold.status === 200 ? 'sold' : 'cancelled';
        wins[winner]++;
        expect(bodies).toContainEqual({
          message:
            winner === 'sold'
              ? 'You cannot cancel this booking: the product was sold'
              : 'This product has no accepted booking: only a booked product can be marked sold',
        });
        expect(await state(productId, bookingId)).toEqual(
          winner === 'sold'
            ? { booking: 'sold', product: 'sold' }
            : { booking: 'cancelled', product: 'available' },
        );
      }
      console.log(
        `mark sold vs cancel (${process.env.TEST_DB}): ${ROUNDS} rounds, wins ${JSON.stringify(wins)}, 0 double wins`,
      );
      expect(server.output()).not.toMatch(/"level":(50|60)/);
    },
    120_000 + ROUNDS * 2_000,
  );
});
