/**
 * One-click unsubscribe (RFC 8058) and the preferences behind it: a POST with the signed link switches that
 * kind off for that person without sign-in; a GET only shows the button; a forged link or one changed to name
 * another person or kind is refused and changes nothing.
 */
import { bearer, buildTestApp, createUser, type TestUser } from '../../../test/helpers';
import type { App } from '../../app';

const ONE_CLICK = {
  payload: 'List-Unsubscribe=One-Click',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
};

describe('email preferences and one-click unsubscribe', () => {
  let app: App;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    [alice, bob] = await Promise.all([createUser(app, 'buyer'), createUser(app, 'seller')]);
  });
  afterAll(() => app.close());

  const preferencesOf = async (user: TestUser) =>
    (await app.inject({ method: 'GET', url: '/email-preferences', headers: bearer(user.token) })).json();

  it('has every kind on until switched off, and PUT changes only the kinds it names', async () => {
    expect(await preferencesOf(alice)).toEqual({
      bookingUpdates: true,
      messages: true,
      priceDrops: true,
      savedSearchMatches: true,
      reviews: true,
    });
    const put = await app.inject({
      method: 'PUT',
      url: '/email-preferences',
      headers: bearer(alice.token),
      payload: { priceDrops: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ priceDrops: false, bookingUpdates: true });
    const back = await app.inject({
      method: 'PUT',
      url: '/email-preferences',
      headers: bearer(alice.token),
      payload: { priceDrops: true },
    });
    expect(back.json().priceDrops).toBe(true);
  });

  it('refuses an empty or unknown change with 400', async () => {
    for (const payload of [{}, { newsletters: false }, { messages: 'no' }]) {
      const response = await app.inject({
        method: 'PUT',
        url: '/email-preferences',
        headers: bearer(alice.token),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('shows a page with a button on GET and changes nothing', async () => {
    const token = app.emailOutbox.tokens.sign(bob.id, 'bookingUpdates');
    const page = await app.inject({ method: 'GET', url: `/email/unsubscribe/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(page.body).toContain('Booking updates emails');
    expect((await preferencesOf(bob)).bookingUpdates).toBe(true);
  });

  it('switches that kind off for that person on the one-click POST, without sign-in', async () => {
    const token = app.emailOutbox.tokens.sign(bob.id, 'bookingUpdates');
    const response = await app.inject({ method: 'POST', url: `/email/unsubscribe/${token}`, ...ONE_CLICK });
    expect(response.statusCode).toBe(200);
    expect(await preferencesOf(bob)).toMatchObject({ bookingUpdates: false, messages: true });
    expect((await preferencesOf(alice)).bookingUpdates).toBe(true);
    const again = await app.inject({ method: 'POST', url: `/email/unsubscribe/${token}`, ...ONE_CLICK });
    expect(again.statusCode).toBe(200);
  });

  it('turns every kind off from a digest link', async () => {
    const carol = await createUser(app, 'buyer');
    const token = app.emailOutbox.tokens.sign(carol.id, 'all');
    await app.inject({ method: 'POST', url: `/email/unsubscribe/${token}`, ...ONE_CLICK });
    expect(Object.values(await preferencesOf(carol))).toEqual([false, false, false, false, false]);
  });

  it('refuses a forged link, and one changed to name another person or kind, changing nothing', async () => {
    const [, , signature] = app.emailOutbox.tokens.sign(alice.id, 'messages').split('.');
    const forged = [
      `${alice.id}.messages.${'A'.repeat(signature!.length)}`,
      `${bob.id}.messages.${signature}`,
      `${alice.id}.reviews.${signature}`,
      `${alice.id}.all.${signature}`,
      'not-a-token',
    ];
    for (const token of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({
          method,
          url: `/email/unsubscribe/${token}`,
          ...(method === 'POST' ? ONE_CLICK : {}),
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'This unsubscribe link is not valid' });
      }
    }
    expect(Object.values(await preferencesOf(alice)).every(Boolean)).toBe(true);
    expect((await preferencesOf(bob)).messages).toBe(true);
  });

  it('refuses a POST without List-Unsubscribe=One-Click with 400', async () => {
    const token = app.emailOutbox.tokens.sign(alice.id, 'reviews');
    for (const payload of ['', 'List-Unsubscribe=Yes', 'other=1']) {
      const response = await app.inject({
        method: 'POST',
        url: `/email/unsubscribe/${token}`,
        payload,
        headers: ONE_CLICK.headers,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await preferencesOf(alice)).reviews).toBe(true);
  });
});
