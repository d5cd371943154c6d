import type { NotificationsResponse } from '@marketplace/shared/types';
import { bearer, buildTestApp, createProduct, createUser, type TestUser } from '../../../test/helpers';
import type { App } from '../../app';

describe('notifications', () => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
  });
  afterAll(() => app.close());

  const list = async (user: TestUser): Promise<NotificationsResponse> => {
    const response = await app.inject({ method: 'GET', url: '/notifications', headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const book = async (productId: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/bookings',
        headers: bearer(buyer.token),
        payload: { productId, phone: '1', meetLocation: 'Gulshan' },
      })
    ).json().insertedId as string;

  it('lists the signed-in user’s notifications newest first, with text, time, link, read flag and unread count', async () => {
    expect(await list(seller)).toEqual({ unreadCount: 0, notifications: [] });
    const first = await book(await createProduct(app, seller, { name: 'Blue Sofa' }));
    const second = await book(await createProduct(app, seller, { name: 'Red Sofa' }));

    const { unreadCount, notifications } = await list(seller);
    expect(unreadCount).toBe(2);
    expect(notifications).toEqual([
      {
        _id: expect.stringMatching(/^\d+$/),
        kind: 'booking-created',
        text: `${buyer.name} booked Red Sofa`,
        link: '/dashboard/bookings',
        read: false,
        createdAt: expect.any(String),
        bookingId: second,
      },
      expect.objectContaining({ text: `${buyer.name} booked Blue Sofa`, bookingId: first }),
    ]);
    expect(BigInt(notifications[0]!._id)).toBeGreaterThan(BigInt(notifications[1]!._id));
    expect(Date.parse(notifications[0]!.createdAt)).not.toBeNaN();
    // Each user sees their own only.
    expect((await list(buyer)).notifications).toEqual([]);
  });

  it('POST /notifications/read marks them read, and only the caller’s', async () => {
    await book(await createProduct(app, seller));
    await app.inject({
      method: 'PATCH',
      url: `/bookings/${(await list(seller)).notifications[0]!.bookingId}`,
      headers: bearer(seller.token),
      payload: { status: 'accepted' },
    });
    expect((await list(buyer)).unreadCount).toBe(1);

    const response = await app.inject({
      method: 'POST',
      url: '/notifications/read',
      headers: bearer(seller.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, modifiedCount: 3 });
    const after = await list(seller);
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((notification) => notification.read)).toBe(true);
    expect((await list(buyer)).unreadCount).toBe(1);

    const again = await app.inject({
      method: 'POST',
      url: '/notifications/read',
      headers: bearer(seller.token),
    });
    expect(again.json()).toEqual({ acknowledged: true, modifiedCount: 0 });
  });

  it('refuses a body on POST /notifications/read and anonymous callers', async () => {
    const withBody = await app.inject({
      method: 'POST',
      url: '/notifications/read',
      headers: bearer(seller.token),
      payload: { ids: ['1'] },
    });
    expect(withBody.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/notifications' })).statusCode).toBe(401);
  });
});
