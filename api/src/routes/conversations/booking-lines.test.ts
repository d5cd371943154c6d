/**
 * The thread tells the booking's story: each change of a booking on that product and buyer adds a system line
 * for both people; deletes leave the conversation readable and read-only.
 */
import type { Booking, ReceivedBooking } from '@marketplace/shared/types';
import { detail, openThread, send, thread } from '../../../test/conversation-helpers';
import {
  bearer,
  bookProduct,
  buildTestApp,
  createProduct,
  createUser,
  type TestUser,
} from '../../../test/helpers';
import type { App } from '../../app';

describe(`booking changes in the thread (${process.env.TEST_DB})`, () => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, buyer] = await Promise.all([createUser(app, 'seller', 'sam'), createUser(app, 'buyer', 'bea')]);
  });
  afterAll(() => app.close());

  const book = (who: TestUser, productId: string) => bookProduct(app, who, productId);
  const change = async (who: TestUser, bookingId: string, status: string) => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/bookings/${bookingId}`,
      headers: bearer(who.token),
      payload: { status },
    });
    expect(response.statusCode).toBe(200);
  };
  const systemLines = async (who: TestUser, id: string) =>
    (await thread(app, who, id)).messages
      .filter((message) => message.kind === 'system')
      .map((message) => message.text)
      .reverse();

  it('adds requested, accepted and sold lines that both people read, and links the booking rows to it', async () => {
    const productId = await createProduct(app, seller);
    const id = await openThread(app, buyer, productId, 'Is Saturday fine?');
    const bookingId = await book(buyer, productId);
    await change(seller, bookingId, 'accepted');
    const sold = await app.inject({
      method: 'PATCH',
      url: `/products/${productId}`,
      headers: bearer(seller.token),
      payload: { status: 'sold' },
    });
    expect(sold.statusCode).toBe(200);
    const expected = [
      `${buyer.name} requested to book this item`,
      `${seller.name} accepted the booking`,
      `${seller.name} marked this item as sold`,
    ];
    expect(await systemLines(buyer, id)).toEqual(expected);
    expect(await systemLines(seller, id)).toEqual(expected);
    const lines = (await thread(app, seller, id)).messages;
    expect(
      lines.every((line) => !line.text.includes('+8801711000000') && !line.text.includes(seller.email)),
    ).toBe(true);

    const orders = await app.inject({ method: 'GET', url: '/bookings', headers: bearer(buyer.token) });
    expect((orders.json() as Booking[]).find((row) => row._id === bookingId)?.conversationId).toBe(id);
    const received = await app.inject({
      method: 'GET',
      url: '/bookings/received',
      headers: bearer(seller.token),
    });
    expect((received.json() as ReceivedBooking[]).find((row) => row._id === bookingId)?.conversationId).toBe(
      id,
    );
  });

  it('opens the conversation with the booking when there was none, and tells declines and cancels', async () => {
    const productId = await createProduct(app, seller);
    const declined = await book(buyer, productId);
    await change(seller, declined, 'declined');
    const cancelled = await book(buyer, productId);
    await change(buyer, cancelled, 'cancelled');
    const orders = (
      await app.inject({ method: 'GET', url: '/bookings', headers: bearer(buyer.token) })
    ).json();
    const id = (orders as Booking[]).find((row) => row._id === declined)!.conversationId!;
    expect(await systemLines(seller, id)).toEqual([
      `${buyer.name} requested to book this item`,
      `${seller.name} declined the booking`,
      `${buyer.name} requested to book this item`,
      `${buyer.name} cancelled the booking`,
    ]);
    // Each line counts as unread for the other person only.
    expect((await detail(app, seller, id)).unreadCount).toBe(3);
    expect((await detail(app, buyer, id)).unreadCount).toBe(1);
  });

  it('tells an expired hold to both, as unread for both', async () => {
    const productId = await createProduct(app, seller);
    const id = await openThread(app, buyer, productId, 'Can I pick it up next week?');
    await book(buyer, productId);
    await app.repos.bookings.expireHolds(0);
    expect(await systemLines(seller, id)).toEqual([
      `${buyer.name} requested to book this item`,
      'The booking expired',
    ]);
    expect((await detail(app, buyer, id)).unreadCount).toBe(1);
    expect((await detail(app, seller, id)).unreadCount).toBe(3);
  });

  it('keeps a removed listing’s conversation readable and read-only', async () => {
    const productId = await createProduct(app, seller, { name: 'Old chair' });
    const id = await openThread(app, buyer, productId);
    await book(buyer, productId);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/products/${productId}`,
      headers: bearer(seller.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(await systemLines(buyer, id)).toEqual([
      `${buyer.name} requested to book this item`,
      'This listing was removed',
    ]);
    const view = await detail(app, buyer, id);
    expect(view).toMatchObject({
      product: { _id: productId, name: 'Old chair', status: 'removed' },
      canSend: false,
      readOnlyReason: 'This listing was removed',
    });
    const refused = await send(app, buyer, id, 'Still there?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This listing was removed' });
  });

  it('keeps a removed user’s messages, from Deleted user', async () => {
    const [leaving, admin] = await Promise.all([createUser(app, 'buyer', 'leo'), createUser(app, 'admin')]);
    const productId = await createProduct(app, seller);
    const id = await openThread(app, leaving, productId, 'I may buy it');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/buyers/${leaving.id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    const view = await detail(app, seller, id);
    expect(view.other).toEqual({ _id: null, name: 'Deleted user', img: '' });
    expect(view.readOnlyReason).toBe('This user’s account was removed');
    expect((await thread(app, seller, id)).messages.map((message) => message.text)).toEqual(['I may buy it']);
  });
});
