import {
  bearer,
  buildTestApp,
  createProduct,
  createUser,
  markSold,
  type TestUser,
} from '../../../test/helpers';
import type { App } from '../../app';

interface SitemapPageBody {
  items: { id: string; lastmod: string }[];
  next: number | null;
}

describe('the sitemap reads', () => {
  let app: App;
  let seller: TestUser;
  let idle: TestUser;

  beforeAll(async () => {
    app = await buildTestApp();
    seller = await createUser(app, 'seller');
    idle = await createUser(app, 'seller', 'idle');
  });
  afterAll(() => app.close());

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<SitemapPageBody>();
  };

  /** Every page of a window, followed by `next`, as the document server reads it. */
  async function all(kind: 'listings' | 'sellers', limit: number) {
    const { listingSeqMax, sellerSeqMax } = (
      await app.inject({ method: 'GET', url: '/sitemap/summary' })
    ).json();
    const to = (kind === 'listings' ? listingSeqMax : sellerSeqMax) + 1;
    const ids: string[] = [];
    let from: number | null = 0;
    let reads = 0;
    while (from !== null) {
      const page: SitemapPageBody = await get(`/sitemap/${kind}?from=${from}&to=${to}&limit=${limit}`);
      ids.push(...page.items.map((item) => item.id));
      from = page.next;
      reads += 1;
    }
    return { ids, reads };
  }

  it('lists every listing that is not sold, in keyset pages, and not a sold or deleted one', async () => {
    const kept = [
      await createProduct(app, seller),
      await createProduct(app, seller),
      await createProduct(app, seller),
    ];
    const sold = await createProduct(app, seller);
    await markSold(app, sold);
    const deleted = await createProduct(app, seller);
    const removal = await app.inject({
      method: 'DELETE',
      url: `/products/${deleted}`,
      headers: bearer(seller.token),
    });
    expect(removal.statusCode).toBe(200);

    const { ids, reads } = await all('listings', 2);
    expect(ids).toEqual(expect.arrayContaining(kept));
    expect(ids).not.toContain(sold);
    expect(ids).not.toContain(deleted);
    expect(new Set(ids).size).toBe(ids.length);
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it('pages the listings in seq order, past a seq with one digit more (9, then 10)', async () => {
    const seqMax = async () =>
      (await app.inject({ method: 'GET', url: '/sitemap/summary' })).json<{ listingSeqMax: number }>()
        .listingSeqMax;
    while ((await seqMax()) < 12) await createProduct(app, seller);
    const { ids } = await all('listings', 3);
    const { rows } = await app.db.query<{ id: string }>(
      `SELECT id FROM products WHERE status <> 'sold' ORDER BY seq`,
    );
    expect(ids).toEqual(rows.map((row) => row.id));
  });

  it('gives each listing the time it was made as lastmod', async () => {
    const id = await createProduct(app, seller);
    const page = await get('/sitemap/listings?from=0&to=1000000&limit=5000');
    const row = page.items.find((item) => item.id === id);
    expect(Date.now() - Date.parse(row?.lastmod ?? '')).toBeLessThan(60_000);
  });

  it('lists the sellers with a listing that is not sold, and not one without', async () => {
    const { ids } = await all('sellers', 1);
    expect(ids).toContain(seller.id);
    expect(ids).not.toContain(idle.id);
  });

  it('refuses a window it cannot read with 400 { message }', async () => {
    for (const query of ['from=-1&to=10', 'from=0', 'from=0&to=10&limit=5001', 'from=a&to=10']) {
      const response = await app.inject({ method: 'GET', url: `/sitemap/listings?${query}` });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });
});
