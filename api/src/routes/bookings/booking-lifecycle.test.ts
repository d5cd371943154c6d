/** The sale's lifecycle through the API: every allowed and refused transition, who may make it, and what follows. */
import type { Booking, Product, ReceivedBooking } from '@marketplace/shared/types';
import { bearer, buildTestApp, createProduct, createUser, type TestUser } from '../../../test/helpers';
import type { App } from '../../app';

describe('the booking lifecycle', () => {
  let app: App;
  let seller: TestUser;
  let otherSeller: TestUser;
  let buyer: TestUser;
  let otherBuyer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, otherSeller, buyer, otherBuyer, admin] = await Promise.all([
      createUser(app, 'seller'),
      createUser(app, 'seller', 'other-seller'),
      createUser(app, 'buyer'),
      createUser(app, 'buyer', 'other-buyer'),
      createUser(app, 'admin'),
    ]);
  });
  afterAll(() => app.close());

  const book = (user: TestUser, productId: string) =>
    app.inject({
      method: 'POST',
      url: '/bookings',
      headers: bearer(user.token),
      payload: { productId, phone: '+880 1711 000000', meetLocation: 'Banani' },
    });
  const patchBooking = (user: TestUser, id: string, status: string) =>
    app.inject({ method: 'PATCH', url: `/bookings/${id}`, headers: bearer(user.token), payload: { status } });
  const markSold = (user: TestUser, productId: string) =>
    app.inject({
      method: 'PATCH',
      url: `/products/${productId}`,
      headers: bearer(user.token),
      payload: { status: 'sold' },
    });
  const productStatus = async (id: string) => (await app.repos.products.findById(id))?.status;
  const bookingStatus = async (id: string) =>
    (await app.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id])).rows[0]
      ?.status;
  const myOrders = async (user: TestUser): Promise<Booking[]> =>
    (await app.inject({ method: 'GET', url: '/bookings', headers: bearer(user.token) })).json();

  /** A product of `seller` booked by `buyer`, then taken through the given steps. */
  async function bookingIn(...steps: Array<'accepted' | 'declined' | 'cancelled' | 'sold'>) {
    const productId = await createProduct(app, seller, { name: `Chair ${Math.random()}` });
    const created = await book(buyer, productId);
    expect(created.statusCode).toBe(201);
    const id: string = created.json().insertedId;
    for (const step of steps) {
      const response =
        step === 'sold'
          ? await markSold(seller, productId)
          : await patchBooking(step === 'cancelled' ? buyer : seller, id, step);
      expect(response.statusCode).toBe(200);
    }
    return { id, productId };
  }

  describe('POST /bookings', () => {
    it('refuses to let a seller book their own product (403)', async () => {
      const productId = await createProduct(app, seller);
      const response = await book(seller, productId);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You cannot book your own product' });
      expect(await productStatus(productId)).toBe('available');
    });

    it('lets a seller book another seller’s product', async () => {
      const productId = await createProduct(app, otherSeller);
      expect((await book(seller, productId)).statusCode).toBe(201);
    });

    it('makes a pending booking and tells the seller', async () => {
      const { id, productId } = await bookingIn();
      expect(await bookingStatus(id)).toBe('pending');
      expect(await productStatus(productId)).toBe('booked');
      const [latest] = await app.repos.notifications.listLatest(seller.id, 1);
      expect(latest).toMatchObject({
        kind: 'booking-created',
        bookingId: id,
        link: '/dashboard/bookings',
        read: false,
      });
      expect(latest?.text).toContain(buyer.name);
    });
  });

  describe('PATCH /bookings/{id}', () => {
    it('lets the seller accept a pending booking; the buyer then sees the seller’s email and is told', async () => {
      const { id, productId } = await bookingIn();
      const response = await patchBooking(seller, id, 'accepted');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect(await productStatus(productId)).toBe('booked');
      const order = (await myOrders(buyer)).find((row) => row._id === id);
      expect(order).toMatchObject({
        status: 'accepted',
        productId,
        sellerName: seller.name,
        sellerEmail: seller.email,
      });
      const [latest] = await app.repos.notifications.listLatest(buyer.id, 1);
      expect(latest).toMatchObject({ kind: 'booking-accepted', bookingId: id, link: '/dashboard' });
    });

    it('hides the seller’s email while the booking is pending', async () => {
      const { id } = await bookingIn();
      const order = (await myOrders(buyer)).find((row) => row._id === id)!;
      expect(order.status).toBe('pending');
      expect(order.sellerName).toBe(seller.name);
      expect(order).not.toHaveProperty('sellerEmail');
    });

    it('lets the seller decline a pending booking; the product is bookable by anyone again', async () => {
      const { id, productId } = await bookingIn();
      expect((await patchBooking(seller, id, 'declined')).statusCode).toBe(200);
      expect(await bookingStatus(id)).toBe('declined');
      expect(await productStatus(productId)).toBe('available');
      expect((await app.repos.notifications.listLatest(buyer.id, 1))[0]?.kind).toBe('booking-declined');
      expect((await book(otherBuyer, productId)).statusCode).toBe(201);
      expect((await book(buyer, productId)).statusCode).toBe(409);
    });

    it.each([
      'pending',
      'accepted',
    ] as const)('lets the buyer cancel a %s booking; the product is available again and the seller is told', async (state) => {
      const { id, productId } = await bookingIn(...(state === 'accepted' ? (['accepted'] as const) : []));
      expect((await patchBooking(buyer, id, 'cancelled')).statusCode).toBe(200);
      expect(await bookingStatus(id)).toBe('cancelled');
      expect(await productStatus(productId)).toBe('available');
      expect((await app.repos.notifications.listLatest(seller.id, 1))[0]).toMatchObject({
        kind: 'booking-cancelled',
        bookingId: id,
        link: '/dashboard/bookings',
      });
      expect((await book(buyer, productId)).statusCode).toBe(201);
    });

    it.each([
      ['the buyer accepting', 'buyer', 'accepted'],
      ['the buyer declining', 'buyer', 'declined'],
      ['another seller accepting', 'otherSeller', 'accepted'],
      ['another buyer cancelling', 'otherBuyer', 'cancelled'],
      ['the seller cancelling', 'seller', 'cancelled'],
      ['an admin accepting', 'admin', 'accepted'],
      ['an admin cancelling', 'admin', 'cancelled'],
    ] as const)('refuses %s (403), changing nothing', async (_label, who, status) => {
      const users = { buyer, otherSeller, otherBuyer, seller, admin };
      const { id, productId } = await bookingIn();
      const response = await patchBooking(users[who], id, status);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(await bookingStatus(id)).toBe('pending');
      expect(await productStatus(productId)).toBe('booked');
    });

    it.each([
      [[], 'seller', 'accepted', 200, ''],
      [['accepted'], 'seller', 'accepted', 409, 'This booking is already accepted'],
      [['accepted'], 'seller', 'declined', 409, 'You cannot decline this booking: it was already accepted'],
      [['declined'], 'seller', 'declined', 409, 'This booking is already declined'],
      [['declined'], 'seller', 'accepted', 409, 'You cannot accept this booking: the seller declined it'],
      [['declined'], 'buyer', 'cancelled', 409, 'You cannot cancel this booking: the seller declined it'],
      [['cancelled'], 'seller', 'accepted', 409, 'You cannot accept this booking: the buyer cancelled it'],
      [['cancelled'], 'seller', 'declined', 409, 'You cannot decline this booking: the buyer cancelled it'],
      [['cancelled'], 'buyer', 'cancelled', 409, 'This booking is already cancelled'],
      [
        ['accepted', 'sold'],
        'buyer',
        'cancelled',
        409,
        'You cannot cancel this booking: the product was sold',
      ],
      [
        ['accepted', 'sold'],
        'seller',
        'declined',
        409,
        'You cannot decline this booking: the product was sold',
      ],
      [
        ['accepted', 'sold'],
        'seller',
        'accepted',
        409,
        'You cannot accept this booking: the product was sold',
      ],
    ] as const)('from %j, %s asking for %s answers %i %s', async (steps, who, status, code, message) => {
      const { id } = await bookingIn(...steps);
      const before = await bookingStatus(id);
      const response = await patchBooking(who === 'seller' ? seller : buyer, id, status);
      expect(response.statusCode).toBe(code);
      if (message) {
        expect(response.json()).toEqual({ message });
        expect(await bookingStatus(id)).toBe(before);
      }
    });

    it('refuses every transition of a removed booking (409) and answers 404 for an unknown one', async () => {
      const { id, productId } = await bookingIn();
      await app.inject({ method: 'DELETE', url: `/products/${productId}`, headers: bearer(seller.token) });
      expect(await bookingStatus(id)).toBe('removed');
      const cancel = await patchBooking(buyer, id, 'cancelled');
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json()).toEqual({ message: 'You cannot cancel this booking: its listing was removed' });
      expect((await patchBooking(seller, id, 'accepted')).statusCode).toBe(409);
      expect(
        (await patchBooking(seller, '3b241101-e2bb-4255-8caf-4136c566a962', 'accepted')).statusCode,
      ).toBe(404);
    });

    it('refuses a status this call does not set (400)', async () => {
      const { id } = await bookingIn();
      for (const status of ['sold', 'removed', 'pending', 'ACCEPTED', '']) {
        const response = await patchBooking(seller, id, status);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(
          /^body\/status must be one of: accepted, declined, cancelled/,
        );
      }
    });
  });

  describe('PATCH /products/{id} { status: "sold" }', () => {
    it('marks a product with an accepted booking sold; the booking is sold and the buyer told', async () => {
      const { id, productId } = await bookingIn('accepted');
      const response = await markSold(seller, productId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect(await productStatus(productId)).toBe('sold');
      const order = (await myOrders(buyer)).find((row) => row._id === id);
      expect(order).toMatchObject({ status: 'sold', sellerEmail: seller.email });
      expect((await app.repos.notifications.listLatest(buyer.id, 1))[0]).toMatchObject({
        kind: 'booking-sold',
        bookingId: id,
      });
    });

    it.each([
      [
        'available',
        [] as const,
        false,
        'This product has no accepted booking: only a booked product can be marked sold',
      ],
      [
        'with a pending booking',
        [] as const,
        true,
        'Accept the booking first: only a product with an accepted booking can be marked sold',
      ],
      ['already sold', ['accepted', 'sold'] as const, true, 'This product is already sold'],
      [
        'freed by a cancellation',
        ['cancelled'] as const,
        true,
        'This product has no accepted booking: only a booked product can be marked sold',
      ],
    ])('answers 409 for a product %s', async (_label, steps, booked, message) => {
      const productId = booked ? (await bookingIn(...steps)).productId : await createProduct(app, seller);
      const before = await productStatus(productId);
      const response = await markSold(seller, productId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message });
      expect(await productStatus(productId)).toBe(before);
    });

    it.each([
      ['the buyer', 'buyer'],
      ['another seller', 'otherSeller'],
      ['an admin', 'admin'],
    ] as const)('refuses %s (403)', async (_label, who) => {
      const users = { buyer, otherSeller, admin };
      const { id, productId } = await bookingIn('accepted');
      expect((await markSold(users[who], productId)).statusCode).toBe(403);
      expect(await bookingStatus(id)).toBe('accepted');
    });

    it('takes a sold product out of its category list and the advertised row, keeps it in Manage Product', async () => {
      const productId = await createProduct(app, seller, { categoryId: 3, name: 'Sold Sideboard' });
      await app.inject({
        method: 'PATCH',
        url: `/products/${productId}/advertise`,
        headers: bearer(seller.token),
        payload: { advertised: true },
      });
      const ids = async (url: string) =>
        ((await app.inject({ method: 'GET', url })).json() as Product[]).map((product) => product._id);
      // Read (and cached) before the sale: the write must drop the cached answers.
      expect(await ids('/products/3')).toContain(productId);
      expect(await ids('/products/advertised')).toContain(productId);
      const created = await book(buyer, productId);
      await patchBooking(seller, created.json().insertedId, 'accepted');
      expect((await markSold(seller, productId)).statusCode).toBe(200);

      expect(await ids('/products/3')).not.toContain(productId);
      expect(await ids('/products/3?sort=price-asc')).not.toContain(productId);
      expect(await ids('/products/advertised')).not.toContain(productId);
      const mine: Product[] = (
        await app.inject({
          method: 'GET',
          url: `/products?email=${seller.email}`,
          headers: bearer(seller.token),
        })
      ).json();
      expect(mine.find((product) => product._id === productId)).toMatchObject({
        status: 'sold',
        advertised: false,
      });
      const again = await book(otherBuyer, productId);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This product is already sold' });
    });
  });

  describe('GET /bookings/received', () => {
    it('lists the bookings on the seller’s own products, newest first, with the buyer’s contact and the status', async () => {
      const fresh = await createUser(app, 'seller', 'receiver');
      const first = await createProduct(app, fresh, { name: 'First Lamp', resalePrice: 15 });
      const second = await createProduct(app, fresh, {
        name: 'Second Lamp',
        picture: 'http://img.test/lamp.png',
      });
      const a = (await book(buyer, first)).json().insertedId;
      const b = (await book(otherBuyer, second)).json().insertedId;
      await patchBooking(fresh, a, 'accepted');

      const response = await app.inject({
        method: 'GET',
        url: '/bookings/received',
        headers: bearer(fresh.token),
      });
      expect(response.statusCode).toBe(200);
      const rows: ReceivedBooking[] = response.json();
      expect(rows).toEqual([
        {
          _id: b,
          productId: second,
          productName: 'Second Lamp',
          price: 120,
          img: 'http://img.test/lamp.png',
          name: otherBuyer.name,
          email: otherBuyer.email,
          phone: '+880 1711 000000',
          meetLocation: 'Banani',
          bookingDate: expect.any(String),
          status: 'pending',
          buyerId: otherBuyer.id,
          conversationId: expect.any(String),
          pickup: { proposed: [], chosen: null },
        },
        expect.objectContaining({
          _id: a,
          productId: first,
          price: 15,
          name: buyer.name,
          email: buyer.email,
          status: 'accepted',
        }),
      ]);
      expect(Object.keys(rows[0]!).sort()).toEqual([
        '_id',
        'bookingDate',
        'buyerId',
        'conversationId',
        'email',
        'img',
        'meetLocation',
        'name',
        'phone',
        'pickup',
        'price',
        'productId',
        'productName',
        'status',
      ]);
    });

    it('refuses buyers (403), lets an admin name the seller, and refuses a seller naming another', async () => {
      const buyerCall = await app.inject({
        method: 'GET',
        url: '/bookings/received',
        headers: bearer(buyer.token),
      });
      expect(buyerCall.statusCode).toBe(403);
      const { id } = await bookingIn();
      const adminCall = await app.inject({
        method: 'GET',
        url: `/bookings/received?sellerEmail=${seller.email}`,
        headers: bearer(admin.token),
      });
      expect(adminCall.statusCode).toBe(200);
      expect((adminCall.json() as ReceivedBooking[]).map((row) => row._id)).toContain(id);
      const nosy = await app.inject({
        method: 'GET',
        url: `/bookings/received?sellerEmail=${seller.email}`,
        headers: bearer(otherSeller.token),
      });
      expect(nosy.statusCode).toBe(403);
    });
  });

  describe('deleting keeps what a buyer booked', () => {
    it.each([
      'seller',
      'admin',
    ] as const)('deleting a booked product (by its %s) keeps the booking as removed and tells the buyer', async (who) => {
      const { id, productId } = await bookingIn('accepted');
      const response = await app.inject({
        method: 'DELETE',
        url: `/products/${productId}`,
        headers: bearer((who === 'seller' ? seller : admin).token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deletedCount: 1 });
      expect(await app.repos.products.findById(productId)).toBeNull();
      const order = (await myOrders(buyer)).find((row) => row._id === id);
      expect(order).toMatchObject({
        status: 'removed',
        productId,
        productName: expect.stringMatching(/^Chair/),
      });
      expect(order).not.toHaveProperty('sellerEmail');
      expect((await app.repos.notifications.listLatest(buyer.id, 1))[0]).toMatchObject({
        kind: 'booking-removed',
        bookingId: id,
        link: '/dashboard',
      });
    });

    it('keeps a sold, declined or cancelled booking as it was when its product is deleted', async () => {
      const sold = await bookingIn('accepted', 'sold');
      const declined = await bookingIn('declined');
      for (const { productId } of [sold, declined]) {
        await app.inject({ method: 'DELETE', url: `/products/${productId}`, headers: bearer(seller.token) });
      }
      expect(await bookingStatus(sold.id)).toBe('sold');
      expect(await bookingStatus(declined.id)).toBe('declined');
    });

    it('deleting a seller keeps the bookings on their products as removed, and the buyer still sees them', async () => {
      const leaving = await createUser(app, 'seller', 'leaving');
      const productId = await createProduct(app, leaving, { name: 'Leaving Lamp' });
      const id = (await book(buyer, productId)).json().insertedId;
      const response = await app.inject({
        method: 'DELETE',
        url: `/sellers/${leaving.id}`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(200);
      const order = (await myOrders(buyer)).find((row) => row._id === id);
      expect(order).toMatchObject({
        status: 'removed',
        productName: 'Leaving Lamp',
        sellerName: leaving.name,
      });
      expect((await app.repos.notifications.listLatest(buyer.id, 1))[0]?.kind).toBe('booking-removed');
    });

    it('deleting a buyer frees the products they held and tells the sellers', async () => {
      const leaving = await createUser(app, 'buyer', 'leaving');
      const productId = await createProduct(app, seller);
      const id = (await book(leaving, productId)).json().insertedId;
      const response = await app.inject({
        method: 'DELETE',
        url: `/buyers/${leaving.id}`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(200);
      expect(await productStatus(productId)).toBe('available');
      expect((await app.repos.notifications.listLatest(seller.id, 1))[0]).toMatchObject({
        kind: 'booking-cancelled',
        bookingId: id,
      });
      expect((await book(otherBuyer, productId)).statusCode).toBe(201);
    });
  });
});
