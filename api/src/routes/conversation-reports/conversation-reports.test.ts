import type { ReportedConversation } from '@marketplace/shared/types';
import { openThread, send } from '../../../test/conversation-helpers';
import { bearer, buildTestApp, createProduct, createUser, type TestUser } from '../../../test/helpers';
import type { App } from '../../app';

describe(`reported conversations (${process.env.TEST_DB})`, () => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, buyer, admin] = await Promise.all([
      createUser(app, 'seller', 'sam'),
      createUser(app, 'buyer', 'bea'),
      createUser(app, 'admin'),
    ]);
  });
  afterAll(() => app.close());

  const reported = async (): Promise<ReportedConversation[]> => {
    const response = await app.inject({
      method: 'GET',
      url: '/reports/conversations',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const report = (who: TestUser, id: string, reason: string) =>
    app.inject({
      method: 'POST',
      url: `/conversations/${id}/report`,
      headers: bearer(who.token),
      payload: { reason },
    });

  it('shows the admins each reported conversation with its reasons and last five messages', async () => {
    const productId = await createProduct(app, seller, { name: 'Bed' });
    const id = await openThread(app, buyer, productId, 'm1');
    for (let i = 2; i <= 7; i++) await send(app, i % 2 ? buyer : seller, id, `m${i}`);
    expect((await report(seller, id, '  Rude messages  ')).statusCode).toBe(201);
    const [entry] = (await reported()).filter((row) => row.conversation._id === id);
    expect(entry).toEqual({
      conversation: {
        _id: id,
        productName: 'Bed',
        buyer: { _id: buyer.id, name: buyer.name, email: buyer.email },
        seller: { _id: seller.id, name: seller.name, email: seller.email },
      },
      reports: [
        {
          _id: expect.any(String),
          reason: 'Rude messages',
          reporterName: seller.name,
          createdAt: expect.any(String),
        },
      ],
      lastMessages: ['m3', 'm4', 'm5', 'm6', 'm7'].map((text, index) => ({
        _id: expect.any(String),
        kind: 'user',
        text,
        senderName: index % 2 ? seller.name : buyer.name,
        createdAt: expect.any(String),
      })),
    });
  });

  it('lets only admins list and dismiss, and a dismissed conversation leaves the list', async () => {
    const id = await openThread(app, buyer, await createProduct(app, seller));
    await report(buyer, id, 'Spam');
    for (const who of [buyer, seller]) {
      const list = await app.inject({
        method: 'GET',
        url: '/reports/conversations',
        headers: bearer(who.token),
      });
      expect(list.statusCode).toBe(403);
      const dismiss = await app.inject({
        method: 'DELETE',
        url: `/reports/conversations/${id}`,
        headers: bearer(who.token),
      });
      expect(dismiss.statusCode).toBe(403);
    }
    const dismissed = await app.inject({
      method: 'DELETE',
      url: `/reports/conversations/${id}`,
      headers: bearer(admin.token),
    });
    expect(dismissed.json()).toEqual({ deletedCount: 1 });
    expect((await reported()).some((row) => row.conversation._id === id)).toBe(false);
    const again = await app.inject({
      method: 'DELETE',
      url: `/reports/conversations/${id}`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(404);
    // Dismissed: the admin may no longer read it.
    const read = await app.inject({
      method: 'GET',
      url: `/conversations/${id}/messages`,
      headers: bearer(admin.token),
    });
    expect(read.statusCode).toBe(403);
  });

  it('keeps the report after the admin deletes the offending user, who shows as removed', async () => {
    const offender = await createUser(app, 'buyer', 'otis');
    const id = await openThread(app, offender, await createProduct(app, seller), 'Give me your phone');
    await report(seller, id, 'Asks for my phone');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/buyers/${offender.id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    const [entry] = (await reported()).filter((row) => row.conversation._id === id);
    expect(entry!.conversation.buyer).toBeNull();
    expect(entry!.lastMessages).toEqual([
      expect.objectContaining({ text: 'Give me your phone', senderName: 'Deleted user' }),
    ]);
  });
});
