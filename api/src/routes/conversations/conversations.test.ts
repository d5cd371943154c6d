import type { NotificationsResponse } from '@marketplace/shared/types';
import { ask, conversationsOf, detail, openThread, send, thread } from '../../../test/conversation-helpers';
import {
  bearer,
  buildTestApp,
  createProduct,
  createUser,
  markSold,
  type TestUser,
} from '../../../test/helpers';
import type { App } from '../../app';

describe(`conversations (${process.env.TEST_DB})`, () => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, buyer, stranger, admin] = await Promise.all([
      createUser(app, 'seller', 'sam'),
      createUser(app, 'buyer', 'bea'),
      createUser(app, 'buyer', 'stan'),
      createUser(app, 'admin'),
    ]);
  });
  afterAll(() => app.close());

  describe('POST /conversations', () => {
    it('opens one conversation per product and buyer, and reuses it', async () => {
      const productId = await createProduct(app, seller, { name: 'Wardrobe' });
      const first = await ask(app, buyer, productId, '  Does it come apart?  ');
      expect(first.statusCode).toBe(201);
      const { _id } = first.json();
      expect(await openThread(app, buyer, productId, 'Is the price firm?')).toBe(_id);
      const { messages } = await thread(app, buyer, _id);
      expect(messages.map((message) => [message.text, message.kind, message.mine])).toEqual([
        ['Is the price firm?', 'user', true],
        ['Does it come apart?', 'user', true],
      ]);
      const sellerView = await thread(app, seller, _id);
      expect(sellerView.messages.every((message) => !message.mine)).toBe(true);
    });

    it('refuses one’s own listing (403), an unknown product (404) and a new conversation about a sold one (409)', async () => {
      const productId = await createProduct(app, seller);
      const own = await ask(app, seller, productId);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ message: 'You cannot message yourself about your own listing' });
      const unknown = await ask(app, buyer, 'a3bb189e-8bf9-3888-9912-ace4e6543002');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Product not found' });
      await markSold(app, productId);
      const sold = await ask(app, buyer, productId);
      expect(sold.statusCode).toBe(409);
      expect(sold.json()).toEqual({ message: 'This product is already sold' });
    });

    it.each([
      ['', 'body/text must NOT have fewer than 1 characters'],
      ['   ', 'body/text must not be blank'],
      ['x'.repeat(2001), 'body/text must NOT have more than 2000 characters'],
    ])('answers 400 for the text %#', async (text, message) => {
      const productId = await createProduct(app, seller);
      const response = await ask(app, buyer, productId, text);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('takes 2,000 characters, and answers 401 without a token', async () => {
      const productId = await createProduct(app, seller);
      expect((await ask(app, buyer, productId, 'y'.repeat(2000))).statusCode).toBe(201);
      const anonymous = await app.inject({
        method: 'POST',
        url: '/conversations',
        payload: { productId, text: 'hi' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('reading and writing', () => {
    it('lets only its buyer and its seller read and write (403 for others)', async () => {
      const productId = await createProduct(app, seller);
      const id = await openThread(app, buyer, productId);
      expect((await send(app, seller, id, 'Yes, in three parts')).statusCode).toBe(201);
      for (const url of [`/conversations/${id}`, `/conversations/${id}/messages`]) {
        const response = await app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          message: 'Only the buyer and the seller of this conversation may read it',
        });
      }
      expect((await send(app, stranger, id, 'hello')).statusCode).toBe(403);
      const read = await app.inject({
        method: 'POST',
        url: `/conversations/${id}/read`,
        headers: bearer(stranger.token),
      });
      expect(read.statusCode).toBe(403);
      const unknown = await send(app, buyer, 'a3bb189e-8bf9-3888-9912-ace4e6543002', 'x');
      expect(unknown.statusCode).toBe(404);
    });

    it('lets an admin read a conversation only once it is reported, and never write in it', async () => {
      const productId = await createProduct(app, seller);
      const id = await openThread(app, buyer, productId);
      const before = await app.inject({
        method: 'GET',
        url: `/conversations/${id}/messages`,
        headers: bearer(admin.token),
      });
      expect(before.statusCode).toBe(403);
      const report = await app.inject({
        method: 'POST',
        url: `/conversations/${id}/report`,
        headers: bearer(seller.token),
        payload: { reason: 'Asks for my phone' },
      });
      expect(report.statusCode).toBe(201);
      const after = await thread(app, admin, id);
      expect(after.messages.map((message) => message.text)).toEqual(['Does it come apart?']);
      expect((await send(app, admin, id, 'Admin here')).statusCode).toBe(403);
      const strangerReport = await app.inject({
        method: 'POST',
        url: `/conversations/${id}/report`,
        headers: bearer(stranger.token),
        payload: { reason: 'x' },
      });
      expect(strangerReport.statusCode).toBe(403);
    });

    it('lists conversations newest activity first with unread counts, and marks one read', async () => {
      const [reader, other] = await Promise.all([
        createUser(app, 'buyer', 'rita'),
        createUser(app, 'seller', 'otto'),
      ]);
      const [p1, p2] = [
        await createProduct(app, other, { name: 'Desk' }),
        await createProduct(app, other, { name: 'Lamp' }),
      ];
      const c1 = await openThread(app, reader, p1, 'About the desk');
      const c2 = await openThread(app, reader, p2, 'About the lamp');
      await send(app, other, c1, 'Desk answer 1\nsecond line');
      await send(app, other, c1, 'Desk answer 2');
      await send(app, other, c2, 'Lamp answer');
      const list = await conversationsOf(app, reader);
      expect(list.unreadTotal).toBe(3);
      expect(list.hasMore).toBe(false);
      expect(
        list.conversations.map((row) => [row.product.name, row.unreadCount, row.lastMessage.text]),
      ).toEqual([
        ['Lamp', 1, 'Lamp answer'],
        ['Desk', 2, 'Desk answer 2'],
      ]);
      expect(list.conversations[0]).toMatchObject({
        role: 'buyer',
        other: { _id: other.id, name: other.name },
        product: { _id: p2, price: 120, status: 'available' },
      });
      const sellerList = await conversationsOf(app, other);
      expect(sellerList.unreadTotal).toBe(2);
      expect(sellerList.conversations.map((row) => row.role)).toEqual(['seller', 'seller']);

      const read = await app.inject({
        method: 'POST',
        url: `/conversations/${c1}/read`,
        headers: bearer(reader.token),
      });
      expect(read.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect((await conversationsOf(app, reader)).unreadTotal).toBe(1);
      expect((await detail(app, reader, c1)).unreadCount).toBe(0);
      const unread = await app.inject({
        method: 'GET',
        url: '/conversations/unread',
        headers: bearer(reader.token),
      });
      expect(unread.json()).toEqual({ unreadTotal: 1 });

      const firstPage = await conversationsOf(app, reader, '?limit=1');
      expect(firstPage.hasMore).toBe(true);
      const secondPage = await conversationsOf(
        app,
        reader,
        `?limit=1&before=${firstPage.conversations[0]!._id}`,
      );
      expect(secondPage.conversations.map((row) => row._id)).toEqual([c1]);
      expect(secondPage.hasMore).toBe(false);
    });

    it('pages a thread back, newest first, before a message of that thread only', async () => {
      const productId = await createProduct(app, seller);
      const id = await openThread(app, buyer, productId, 'm0');
      for (let i = 1; i < 7; i++) await send(app, i % 2 ? seller : buyer, id, `m${i}`);
      const first = await thread(app, buyer, id, '?limit=3');
      expect(first.messages.map((message) => message.text)).toEqual(['m6', 'm5', 'm4']);
      expect(first.hasMore).toBe(true);
      const second = await thread(app, buyer, id, `?limit=3&before=${first.messages[2]!._id}`);
      expect(second.messages.map((message) => message.text)).toEqual(['m3', 'm2', 'm1']);
      const last = await thread(app, buyer, id, `?limit=3&before=${second.messages[2]!._id}`);
      expect(last).toEqual({ messages: [expect.objectContaining({ text: 'm0' })], hasMore: false });
      const elsewhere = await openThread(app, stranger, productId);
      const wrong = await app.inject({
        method: 'GET',
        url: `/conversations/${id}/messages?before=${(await thread(app, stranger, elsewhere)).messages[0]!._id}`,
        headers: bearer(buyer.token),
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: 'querystring/before must be a message of this conversation' });
    });

    it('rings the bell once per conversation with unread messages, and reading it clears that', async () => {
      const [asker, owner] = await Promise.all([
        createUser(app, 'buyer', 'ann'),
        createUser(app, 'seller', 'ole'),
      ]);
      const productId = await createProduct(app, owner, { name: 'Sofa' });
      const id = await openThread(app, asker, productId, 'one');
      await send(app, asker, id, 'two');
      await send(app, asker, id, 'three');
      const bell = async () =>
        (
          await app.inject({ method: 'GET', url: '/notifications', headers: bearer(owner.token) })
        ).json() as NotificationsResponse;
      const rung = await bell();
      expect(rung.unreadCount).toBe(1);
      expect(rung.notifications).toEqual([
        expect.objectContaining({
          kind: 'message',
          text: `New message from ${asker.name} about Sofa`,
          link: `/dashboard/messages/${id}`,
          read: false,
        }),
      ]);
      await app.inject({ method: 'POST', url: `/conversations/${id}/read`, headers: bearer(owner.token) });
      expect((await bell()).unreadCount).toBe(0);
      await send(app, asker, id, 'four');
      const again = await bell();
      expect(again.unreadCount).toBe(1);
      expect(again.notifications).toHaveLength(2);
    });
  });
});
