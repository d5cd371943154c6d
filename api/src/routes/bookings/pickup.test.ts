/**
 * Pickup windows of an accepted booking: the buyer proposes, the seller chooses or asks for others, the .ics
 * (parsed back with ical.js) holds the chosen window, and the reminder two hours before goes out once.
 */
import type { Booking, ReceivedBooking } from '@marketplace/shared/types';
import ICAL from 'ical.js';
import {
  bearer,
  bookProduct,
  buildTestApp,
  createProduct,
  createUser,
  type TestUser,
} from '../../../test/helpers';
import { notificationTexts } from '../../../test/offer-helpers';
import type { App } from '../../app';

const HOUR = 3_600_000;
/** A window starting `hours` from now, lasting `minutes`, on the minute. */
function window(hours: number, minutes = 60) {
  const start = Math.ceil((Date.now() + hours * HOUR) / 60_000) * 60_000;
  return { start: new Date(start).toISOString(), end: new Date(start + minutes * 60_000).toISOString() };
}

describe(`pickup windows (${process.env.TEST_DB})`, () => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    [seller, buyer] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer')]);
  }, 120_000);
  afterAll(() => app.close());

  async function acceptedBooking(): Promise<string> {
    const productId = await createProduct(app, seller, { name: 'Oak wardrobe', location: 'Banani' });
    const id = await bookProduct(app, buyer, productId);
    const accepted = await app.inject({
      method: 'PATCH',
      url: `/bookings/${id}`,
      headers: bearer(seller.token),
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    return id;
  }
  const propose = (user: TestUser, id: string, times: object[]) =>
    app.inject({
      method: 'POST',
      url: `/bookings/${id}/pickup-times`,
      headers: bearer(user.token),
      payload: { times },
    });
  const choose = (user: TestUser, id: string, payload: object) =>
    app.inject({ method: 'POST', url: `/bookings/${id}/pickup`, headers: bearer(user.token), payload });
  const calendar = (user: TestUser, id: string) =>
    app.inject({ method: 'GET', url: `/bookings/${id}/pickup.ics`, headers: bearer(user.token) });

  it.each([
    ['29 minutes long', [window(24, 29)], 'Each pickup window must last from 30 minutes to 4 hours'],
    [
      '4 hours and a minute long',
      [window(24, 241)],
      'Each pickup window must last from 30 minutes to 4 hours',
    ],
    [
      'ending before it starts',
      [{ start: window(25).start, end: window(24).start }],
      'Each pickup window must last from 30 minutes to 4 hours',
    ],
    ['starting in the past', [window(-2)], 'Each pickup window must start within the next 14 days'],
    [
      'starting after 14 days',
      [window(14 * 24 + 1)],
      'Each pickup window must start within the next 14 days',
    ],
    ['twice the same start', [window(24), window(24)], 'Each pickup window must start at a different time'],
  ])('refuses a window %s with 400', async (_, times, message) => {
    const response = await propose(buyer, await acceptedBooking(), times);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses none, more than three, or malformed times with 400', async () => {
    const id = await acceptedBooking();
    for (const times of [
      [],
      [window(24), window(25), window(26), window(27)],
      [{ start: 'tomorrow', end: 'later' }],
    ]) {
      expect((await propose(buyer, id, times)).statusCode).toBe(400);
    }
  });

  it('refuses the seller and strangers with 403, and a pending booking with 409', async () => {
    const id = await acceptedBooking();
    expect((await propose(seller, id, [window(24)])).statusCode).toBe(403);
    expect((await propose(await createUser(app, 'buyer'), id, [window(24)])).statusCode).toBe(403);
    const pending = await bookProduct(app, buyer, await createProduct(app, seller));
    const early = await propose(buyer, pending, [window(24)]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Pickup times are agreed once the booking is accepted' });
  });

  it('proposes, asks for others, chooses one, and serves the chosen window as an .ics to both sides', async () => {
    const id = await acceptedBooking();
    expect((await choose(seller, id, { start: window(24).start })).statusCode).toBe(409);
    expect((await propose(buyer, id, [window(24), window(30)])).statusCode).toBe(200);
    expect(await notificationTexts(app, seller)).toContain(
      `${buyer.name} proposed 2 pickup times for Oak wardrobe: choose one`,
    );
    expect((await choose(seller, id, { askForOthers: true })).statusCode).toBe(200);
    expect(await notificationTexts(app, buyer)).toContain(
      `${seller.name} asked for other pickup times for Oak wardrobe`,
    );

    const [first, second] = [window(48, 90), window(50, 120)];
    expect((await propose(buyer, id, [first, second])).statusCode).toBe(200);
    expect((await choose(buyer, id, { start: second.start })).statusCode).toBe(403);
    const wrong = await choose(seller, id, { start: window(60).start });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Choose one of the proposed pickup times' });
    expect((await calendar(buyer, id)).statusCode).toBe(409);
    expect((await choose(seller, id, { start: second.start })).statusCode).toBe(200);
    expect((await choose(seller, id, { start: first.start })).statusCode).toBe(409);

    const orders: Booking[] = (
      await app.inject({ method: 'GET', url: '/bookings', headers: bearer(buyer.token) })
    ).json();
    expect(orders.find((order) => order._id === id)?.pickup).toEqual({
      proposed: [first, second],
      chosen: second,
    });
    const requests: ReceivedBooking[] = (
      await app.inject({ method: 'GET', url: '/bookings/received', headers: bearer(seller.token) })
    ).json();
    expect(requests.find((request) => request._id === id)?.pickup?.chosen).toEqual(second);

    expect((await calendar(await createUser(app, 'buyer'), id)).statusCode).toBe(403);
    const uids = new Set<string>();
    for (const [viewer, other] of [
      [buyer, `Seller: ${seller.name}`],
      [seller, `Buyer: ${buyer.name}`],
    ] as const) {
      const response = await calendar(viewer, id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const parsed = new ICAL.Component(ICAL.parse(response.body));
      const event = new ICAL.Event(parsed.getFirstSubcomponent('vevent')!);
      expect(event.startDate.toJSDate().toISOString()).toBe(second.start);
      expect(event.endDate.toJSDate().toISOString()).toBe(second.end);
      expect(event.startDate.zone.tzid).toBe('UTC');
      expect(event.summary).toBe('Pickup: Oak wardrobe');
      expect(event.location).toBe('Gulshan');
      expect(event.description).toContain(other);
      expect(event.description).toMatch(/Order: http/);
      const alarm = parsed.getFirstSubcomponent('vevent')!.getFirstSubcomponent('valarm')!;
      expect(alarm.getFirstPropertyValue('trigger')!.toString()).toBe('-PT2H');
      uids.add(event.uid);
    }
    expect(uids.size).toBe(1);
  });

  it('reminds both sides two hours before the pickup, once, however many rounds run', async () => {
    const id = await acceptedBooking();
    const soon = window(1.5);
    expect((await propose(buyer, id, [soon])).statusCode).toBe(200);
    expect((await choose(seller, id, { start: soon.start })).statusCode).toBe(200);
    await Promise.all([app.runMaintenance(), app.repos.pickups.remindDue(2 * HOUR)]);
    await app.runMaintenance();
    const reminders = async (user: TestUser) =>
      (await notificationTexts(app, user)).filter((text) => text.includes('Oak wardrobe at'));
    expect(await reminders(buyer)).toHaveLength(1);
    expect(await reminders(seller)).toHaveLength(1);
  });
});
