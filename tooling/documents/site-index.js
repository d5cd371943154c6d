/**
 * /robots.txt and the sitemap, written with the `sitemap` library and streamed from the API's sitemap reads
 * (api/src/routes/sitemap), page by page. Listings and sellers are split into files by their `seq` windows of
 * SITEMAP_MAX_URLS, each window holding at most that many rows: /sitemap.xml is one sitemap while the whole
 * site fits in one, a sitemap index of /sitemaps/*.xml past that.
 */
const { Readable, Transform } = require('node:stream');
const { pipeline } = require('node:stream/promises');
const { createGzip } = require('node:zlib');
const { SitemapIndexStream, SitemapStream } = require('sitemap');

/** The protocol's limit of URLs in one sitemap file. */
const SITEMAP_MAX_URLS = 50_000;
/** Rows asked of the API per read. */
const API_PAGE = 5_000;
const FILE = /^\/sitemaps\/(listings|sellers)-(\d{1,9})\.xml$/;
/** How long the sitemap's answers may be reused by crawlers and caches: a new listing shows within a minute. */
const CACHE_CONTROL = 'public, max-age=30';

/** How much of the written sitemap is held before it goes on: one piece for gzip and the socket, not one per URL. */
const PIECE_BYTES = 64 * 1024;

/** The public pages that are not listings or sellers. */
const FIXED_PAGES = ['/', '/blog'];

/** Pages kept out of crawling: the signed-in site. */
const DISALLOWED = ['/dashboard', '/products/', '/login', '/signup', '/reset-password', '/search'];

function robotsTxt(siteUrl) {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Joins small writes into pieces of at least `bytes`. */
function inPieces(bytes) {
  let held = [];
  let heldBytes = 0;
  return new Transform({
    transform(chunk, _encoding, done) {
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes >= bytes) {
        this.push(Buffer.concat(held));
        held = [];
        heldBytes = 0;
      }
      done();
    },
    flush(done) {
      if (heldBytes > 0) this.push(Buffer.concat(held));
      done();
    },
  });
}

/**
 * @param {{ siteUrl: string, apiUrl: string, timeoutMs: number }} options
 */
function siteIndex({ siteUrl, apiUrl, timeoutMs }) {
  async function read(path) {
    const response = await fetch(`${apiUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return response.json();
  }

  /** Every row of one kind in [from, to), read in pages, the next page read while this one is written. */
  async function* rows(kind, from, to) {
    const pageFrom = (start) => {
      const page = read(`/sitemap/${kind}?from=${start}&to=${to}&limit=${API_PAGE}`);
      // Awaited below; a reader that stops early (the crawler went away) leaves it unawaited, and that is fine.
      page.catch(() => undefined);
      return page;
    };
    let pending = from < to ? pageFrom(from) : null;
    while (pending) {
      const page = await pending;
      pending = page.next !== null && page.next < to ? pageFrom(page.next) : null;
      for (const row of page.items) {
        const path = kind === 'listings' ? `/item/${row.id}` : `/sellers/${row.id}`;
        yield { url: `${siteUrl}${path}`, lastmod: row.lastmod };
      }
    }
  }

  async function* everything(summary) {
    for (const path of FIXED_PAGES) yield { url: `${siteUrl}${path}` };
    yield* rows('listings', 0, summary.listingSeqMax + 1);
    yield* rows('sellers', 0, summary.sellerSeqMax + 1);
  }

  function* indexItems(summary) {
    const files = (max) => Math.floor(max / SITEMAP_MAX_URLS) + 1;
    yield { url: `${siteUrl}/sitemaps/pages.xml` };
    for (let k = 0; k < files(summary.listingSeqMax); k += 1)
      yield { url: `${siteUrl}/sitemaps/listings-${k}.xml` };
    for (let k = 0; k < files(summary.sellerSeqMax); k += 1)
      yield { url: `${siteUrl}/sitemaps/sellers-${k}.xml` };
  }

  /**
   * The sitemap library writes each URL on its own: its output goes on in large pieces, gzipped here when the
   * crawler accepts it (gzip, the socket and the compression middleware each cost per write, not per byte).
   */
  async function stream(request, response, items, writer) {
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL,
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    const pieces = inPieces(PIECE_BYTES);
    await (gzip
      ? pipeline(Readable.from(items), writer, pieces, createGzip(), response)
      : pipeline(Readable.from(items), writer, pieces, response));
  }

  /** Answers /robots.txt and the sitemap's files; false for any other path. */
  return async function answer(request, response, url) {
    if (url.pathname === '/robots.txt') {
      response.writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': CACHE_CONTROL,
      });
      response.end(robotsTxt(siteUrl));
      return true;
    }
    const file = FILE.exec(url.pathname);
    const isIndex = url.pathname === '/sitemap.xml';
    if (!isIndex && !file && url.pathname !== '/sitemaps/pages.xml') return false;
    try {
      const summary = await read('/sitemap/summary');
      if (isIndex && summary.listingSeqMax + summary.sellerSeqMax + FIXED_PAGES.length < SITEMAP_MAX_URLS) {
        await stream(request, response, everything(summary), new SitemapStream());
      } else if (isIndex) {
        await stream(request, response, indexItems(summary), new SitemapIndexStream());
      } else if (file) {
        const from = Number(file[2]) * SITEMAP_MAX_URLS;
        await stream(request, response, rows(file[1], from, from + SITEMAP_MAX_URLS), new SitemapStream());
      } else {
        await stream(
          request,
          response,
          FIXED_PAGES.map((path) => ({ url: `${siteUrl}${path}` })),
          new SitemapStream(),
        );
      }
    } catch (error) {
      // Crawlers retry a 503 later; a half-written file cannot be taken back.
      if (!response.headersSent) {
        response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' });
        response.end('The sitemap is not available right now.');
      } else response.destroy(error);
    }
    return true;
  };
}

module.exports = { SITEMAP_MAX_URLS, robotsTxt, siteIndex };
