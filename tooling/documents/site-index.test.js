/**
 * /robots.txt and the sitemap over real HTTP, read from a stand-in API on its own port that pages its rows as
 * the API does (`from`, `to`, `limit`, `next`).
 */
const http = require('node:http');
const { gunzipSync } = require('node:zlib');
const { SITEMAP_MAX_URLS, siteIndex } = require('./site-index');

const SITE = 'https://furniture.example';

function listen(handler) {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const urlOf = (server) => `http://127.0.0.1:${server.address().port}`;
const close = (server) => new Promise((resolve) => server.close(resolve));

/** `listings` rows with seq 1..n; sellers none. Records every read. */
function standInApi(listings) {
  const reads = [];
  let down = false;
  const server = listen((request, response) => {
    const url = new URL(request.url, 'http://api');
    reads.push(url.pathname + url.search);
    if (down) return response.destroy();
    const json = (body) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/sitemap/summary') return json({ listingSeqMax: listings, sellerSeqMax: 0 });
    const [from, to, limit] = ['from', 'to', 'limit'].map((key) => Number(url.searchParams.get(key)));
    const seqs = [];
    for (let seq = Math.max(from, 1); seq < Math.min(to, listings + 1) && seqs.length < limit; seq += 1)
      seqs.push(seq);
    const next = seqs.length === limit ? seqs.at(-1) + 1 : null;
    const items =
      url.pathname === '/sitemap/listings'
        ? seqs.map((seq) => ({ id: `p${seq}`, lastmod: '2026-12-01T00:00:00.000Z' }))
        : [];
    json({ items, next: next !== null && next < to ? next : null });
  });
  return {
    server,
    reads,
    setDown: (value) => {
      down = value;
    },
  };
}

async function siteFor(api) {
  const answer = siteIndex({ siteUrl: SITE, apiUrl: urlOf(await api.server), timeoutMs: 2000 });
  return listen(async (request, response) => {
    if (!(await answer(request, response, new URL(request.url, 'http://site'))))
      response.writeHead(404).end();
  });
}

describe('robots.txt and the sitemap', () => {
  it('names the sitemap in robots.txt, and lists a small site in one sitemap', async () => {
    const api = standInApi(3);
    const site = await siteFor(api);
    try {
      expect(await (await fetch(`${urlOf(site)}/robots.txt`)).text()).toContain(
        `Sitemap: ${SITE}/sitemap.xml`,
      );
      const xml = await (await fetch(`${urlOf(site)}/sitemap.xml`)).text();
      expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
        `${SITE}/`,
        `${SITE}/blog`,
        `${SITE}/item/p1`,
        `${SITE}/item/p2`,
        `${SITE}/item/p3`,
      ]);
    } finally {
      await Promise.all([close(site), close(await api.server)]);
    }
  });

  it('past the limit, indexes its files; each lists its window in seq order, gzipped for a crawler that asks', async () => {
    const listings = SITEMAP_MAX_URLS + 12_000;
    const api = standInApi(listings);
    const site = await siteFor(api);
    try {
      const index = await (await fetch(`${urlOf(site)}/sitemap.xml`)).text();
      expect(index).toContain(`<loc>${SITE}/sitemaps/listings-1.xml</loc>`);
      const response = await new Promise((resolve) =>
        http.get(
          `${urlOf(site)}/sitemaps/listings-1.xml`,
          { headers: { 'accept-encoding': 'gzip' } },
          resolve,
        ),
      );
      expect(response.headers['content-encoding']).toBe('gzip');
      const chunks = [];
      for await (const chunk of response) chunks.push(chunk);
      const locs = [
        ...gunzipSync(Buffer.concat(chunks))
          .toString()
          .matchAll(/<loc>([^<]+)<\/loc>/g),
      ];
      expect(locs).toHaveLength(listings - SITEMAP_MAX_URLS + 1);
      expect(locs[0][1]).toBe(`${SITE}/item/p${SITEMAP_MAX_URLS}`);
      expect(locs.at(-1)[1]).toBe(`${SITE}/item/p${listings}`);
      expect(
        api.reads.filter((read) => read.startsWith(`/sitemap/listings?from=${SITEMAP_MAX_URLS}`)),
      ).toHaveLength(1);
    } finally {
      await Promise.all([close(site), close(await api.server)]);
    }
  });

  it('answers 503 with Retry-After while the API is down', async () => {
    const api = standInApi(3);
    api.setDown(true);
    const site = await siteFor(api);
    try {
      const response = await fetch(`${urlOf(site)}/sitemap.xml`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
    } finally {
      await Promise.all([close(site), close(await api.server)]);
    }
  });
});
