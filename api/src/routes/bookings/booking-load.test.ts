/**
 * Many buyers booking at once over real HTTP (a listening server, not inject): no 5xx, no dropped connection,
 * and every acknowledged booking is stored, none more. 20 buyers for 5 s here; 100 buyers for 30 s in
 * `npm run test:stress -w api`.
 */
import { buildTestApp, createUser, type TestUser } from '../../../test/helpers';
import { freeReliabilityPort, STRESS } from '../../../test/reliability-port';
import type { App } from '../../app';

const BUYERS = STRESS ? 100 : 20;
const DURATION_MS = STRESS ? 30_000 : 5_000;
/** More products than the buyers can book in the time, picked at random: most calls win, some collide (409). */
const PRODUCTS = STRESS ? 30_000 : 4_000;

describe('bookings under load (HTTP)', () => {
  let app: App;
  let baseUrl: string;
  let seller: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    seller = await createUser(app, 'seller');
    await app.listen({ port: await freeReliabilityPort(), host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => app.close());

  async function createProducts(count: number): Promise<string[]> {
    const { rows } = await app.db.query<{ id: string }>(
      `INSERT INTO products (seller_id, category_id, name, picture, resale_price, original_price, years_of_use, location, condition)
       SELECT $1, 1 + g % 3, 'Load chair ' || g, 'http://img.test/chair.png', 10, 20, '1 Year Use', 'Dhaka', 'good'
       FROM generate_series(1, $2::int) AS g RETURNING id`,
      [seller.id, count],
    );
    return rows.map((row) => row.id);
  }

  function book(buyer: TestUser, productId: string) {
    return fetch(`${baseUrl}/bookings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ productId, phone: '+880 1711 000000', meetLocation: 'Banani' }),
    });
  }

  it(
    `keeps every acknowledged booking with ${BUYERS} buyers for ${DURATION_MS / 1000} s, and never answers 5xx`,
    async () => {
      const products = await createProducts(PRODUCTS);
      const buyers = await Promise.all(
        Array.from({ length: BUYERS }, (_, i) => createUser(app, 'buyer', `load${i}`)),
      );
      const acknowledged: string[] = [];
      const statuses: Record<number, number> = {};
      const failures: string[] = [];
      const deadline = Date.now() + DURATION_MS;

      await Promise.all(
        buyers.map(async (buyer) => {
          while (Date.now() < deadline) {
            const productId = products[Math.floor(Math.random() * products.length)]!;
            try {
              const response = await book(buyer, productId);
              const body = (await response.json()) as { insertedId?: string; message?: string };
              statuses[response.status] = (statuses[response.status] ?? 0) + 1;
              if (response.status === 201 && body.insertedId) acknowledged.push(body.insertedId);
              else if (response.status !== 409) failures.push(`${response.status} ${JSON.stringify(body)}`);
            } catch (error) {
              failures.push(`network: ${String(error)}`);
            }
          }
        }),
      );

      const { rows } = await app.db.query<{ id: string }>('SELECT id FROM bookings');
      const { rows: booked } = await app.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM products WHERE status = 'booked'",
      );
      const requests = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      console.log(
        `booking load (${process.env.TEST_DB}): ${BUYERS} buyers, ${DURATION_MS / 1000} s, ${requests} requests, ` +
          `${statuses[201] ?? 0} acknowledged (201), ${statuses[409] ?? 0} conflicts (409), ` +
          `${Object.entries(statuses)
            .filter(([s]) => Number(s) >= 500)
            .reduce((sum, [, n]) => sum + n, 0)} 5xx, ` +
          `${rows.length} stored`,
      );
      expect(failures.slice(0, 5)).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(BUYERS);
      expect(new Set(acknowledged).size).toBe(acknowledged.length);
      expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
      expect(booked[0]?.n).toBe(acknowledged.length);
    },
    DURATION_MS + 60_000,
  );

  it('lets exactly one of two buyers booking the same product at the same moment win; the other gets 409', async () => {
    const [first, second] = await Promise.all([
      createUser(app, 'buyer', 'racer'),
      createUser(app, 'buyer', 'racer'),
    ]);
    const products = await createProducts(20);
    for (const productId of products) {
      const responses = await Promise.all([book(first!, productId), book(second!, productId)]);
      const bodies = await Promise.all(responses.map((response) => response.json()));
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
      expect(bodies).toContainEqual({ message: 'This product is already booked' });
    }
    const { rows } = await app.db.query<{ product_id: string; n: number }>(
      'SELECT product_id, count(*)::int AS n FROM bookings WHERE product_id = ANY($1::uuid[]) GROUP BY product_id',
      [products],
    );
    expect(rows).toHaveLength(products.length);
    expect(rows.every((row) => row.n === 1)).toBe(true);
  });
});
