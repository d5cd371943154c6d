/** Saved searches through the API, and their alerts: the matching of every filter, own listings, the throttle. */
import type { Product, SavedSearch, SavedSearchBody } from '@marketplace/shared/types';
import {
  bearer,
  buildTestApp,
  createProduct,
  createUser,
  storeImage,
  type TestUser,
} from '../../../test/helpers';
import type { App } from '../../app';

describe('saved searches', () => {
  let app: App;
  let seller: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    [seller, owner] = await Promise.all([createUser(app, 'seller'), createUser(app, 'buyer', 'owner')]);
  });
  afterAll(() => app.close());

  const saveSearch = (user: TestUser | null, payload: object) =>
    app.inject({ method: 'POST', url: '/saved-searches', headers: user ? bearer(user.token) : {}, payload });
  const searchesOf = async (user: TestUser): Promise<SavedSearch[]> =>
    (await app.inject({ method: 'GET', url: '/saved-searches', headers: bearer(user.token) })).json();
  async function alerts(user: TestUser): Promise<Array<{ text: string; link: string }>> {
    const { rows } = await app.db.query<{ text: string; link: string }>(
      "SELECT text, link FROM notifications WHERE user_id = $1 AND kind = 'saved-search-match' ORDER BY id",
      [user.id],
    );
    return rows;
  }

  it('keeps a search with its filters, lists it and deletes it for its owner only', async () => {
    const body = {
      q: 'oak table',
      categoryId: 1,
      minPrice: 10,
      maxPrice: 200,
      condition: 'good',
      location: 'Dhaka',
    };
    const created = await saveSearch(owner, body);
    expect(created.statusCode).toBe(201);
    const id = created.json().insertedId;
    expect(await searchesOf(owner)).toEqual([{ _id: id, ...body, createdAt: expect.any(String) }]);
    const other = await createUser(app, 'buyer');
    expect(await searchesOf(other)).toEqual([]);
    const forbidden = await app.inject({
      method: 'DELETE',
      url: `/saved-searches/${id}`,
      headers: bearer(other.token),
    });
    expect(forbidden.statusCode).toBe(403);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/saved-searches/${id}`,
      headers: bearer(owner.token),
    });
    expect(deleted.json()).toEqual({ deletedCount: 1 });
    const gone = await app.inject({
      method: 'DELETE',
      url: `/saved-searches/${id}`,
      headers: bearer(owner.token),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a search without words, a reversed price range, unknown fields (400) and the signed-out (401)', async () => {
    const noWords = await saveSearch(owner, { q: ' !?- ' });
    expect(noWords.statusCode).toBe(400);
    expect(noWords.json()).toEqual({ message: 'body/q must hold at least one word' });
    expect((await saveSearch(owner, { q: 'oak', minPrice: 50, maxPrice: 10 })).statusCode).toBe(400);
    expect((await saveSearch(owner, { q: 'oak', sort: 'price-asc' })).statusCode).toBe(400);
    expect((await saveSearch(owner, { q: 'oak', categoryId: 9 })).statusCode).toBe(400);
    expect((await saveSearch(null, { q: 'oak' })).statusCode).toBe(401);
  });

  it('keeps at most 20 per account (409)', async () => {
    const keen = await createUser(app, 'buyer', 'keen');
    for (let i = 0; i < 20; i++) expect((await saveSearch(keen, { q: `chair ${i}` })).statusCode).toBe(201);
    const over = await saveSearch(keen, { q: 'one more' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: 'You can keep at most 20 saved searches' });
  });

  it('alerts exactly the searches the search page would list the new listing for, never its own seller', async () => {
    const cases: Array<[SavedSearchBody, boolean]> = [
      [{ q: 'oak' }, true],
      [{ q: 'ÖAK' }, true],
      [{ q: 'wal' }, true],
      [{ q: 'wal oak' }, false],
      [{ q: 'oak chest' }, false],
      [{ q: 'varnished' }, true],
      [{ q: 'oak', categoryId: 1 }, true],
      [{ q: 'oak', categoryId: 2 }, false],
      [{ q: 'oak', minPrice: 100, maxPrice: 120 }, true],
      [{ q: 'oak', minPrice: 121 }, false],
      [{ q: 'oak', maxPrice: 119 }, false],
      [{ q: 'oak', condition: 'good' }, true],
      [{ q: 'oak', condition: 'excellent' }, false],
      [{ q: 'oak', location: 'Dhaka' }, true],
      [{ q: 'oak', location: 'Chittagong' }, false],
    ];
    const users: TestUser[] = [];
    for (const [body] of cases) {
      const user = await createUser(app, 'buyer');
      expect((await saveSearch(user, body)).statusCode).toBe(201);
      users.push(user);
    }
    expect((await saveSearch(seller, { q: 'oak' })).statusCode).toBe(201);

    const productId = await createProduct(app, seller, {
      name: 'Oak Walnut Table',
      description: 'Freshly varnished',
      resalePrice: 120,
      categoryId: 1,
      condition: 'good',
      location: 'Dhaka, Gulshan 2',
    });
    await app.savedSearchAlerts.runNow();

    for (const [i, [body, expected]] of cases.entries()) {
      const query = new URLSearchParams(
        Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]),
      );
      const listed: Product[] = (await app.inject({ method: 'GET', url: `/search?${query}` })).json();
      expect([body, listed.some((product) => product._id === productId)]).toEqual([body, expected]);
      expect([body, await alerts(users[i]!)]).toEqual([
        body,
        expected ? [{ text: `New match for "${body.q}": Oak Walnut Table`, link: `/search?${query}` }] : [],
      ]);
    }
    expect(await alerts(seller)).toEqual([]);
  });

  it('matches a listing posted over HTTP off the request, and throttles alerts to one an interval', async () => {
    const watcher = await createUser(app, 'buyer', 'watcher');
    expect((await saveSearch(watcher, { q: 'teak' })).statusCode).toBe(201);
    const picture = await storeImage(app);
    const post = (name: string) =>
      app.inject({
        method: 'POST',
        url: '/products',
        headers: bearer(seller.token),
        payload: {
          name,
          picture,
          resalePrice: 50,
          originalPrice: 90,
          yearsOfUse: '1 Year Use',
          location: 'Dhaka',
          categoryId: 2,
          condition: 'fair',
        },
      });
    const texts = async () => (await alerts(watcher)).map((alert) => alert.text);
    // The interval has passed for this search (as if an hour went by): moved back in the database's clock.
    const anHourLater = () =>
      app.db.query(
        "UPDATE saved_searches SET last_alert_at = last_alert_at - interval '61 minutes' WHERE user_id = $1",
        [watcher.id],
      );

    expect((await post('Teak Chair')).statusCode).toBe(201);
    await app.savedSearchAlerts.runNow();
    expect(await texts()).toEqual(['New match for "teak": Teak Chair']);

    await post('Teak Stool');
    await post('Teak Shelf');
    await app.savedSearchAlerts.runNow();
    expect(await texts()).toHaveLength(1);

    await anHourLater();
    await post('Teak Cabinet');
    await app.savedSearchAlerts.runNow();
    expect(await texts()).toEqual(['New match for "teak": Teak Chair', '3 new matches for "teak"']);

    // A match counted in the interval goes out on its own once the interval ends.
    await post('Teak Rack');
    await app.savedSearchAlerts.runNow();
    expect(await texts()).toHaveLength(2);
    await anHourLater();
    await app.savedSearchAlerts.runNow();
    expect((await texts()).at(-1)).toBe('New match for "teak": Teak Rack');
    await app.savedSearchAlerts.runNow();
    expect(await texts()).toHaveLength(3);
  });
});
