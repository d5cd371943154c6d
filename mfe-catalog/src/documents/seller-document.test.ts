import type { RemoteRoute, SellerStorefront, UserProfile } from '@marketplace/shared/types';
import { pages } from '../../pages.json';
import { documentRequest } from '../test/document-request';
import { makeProduct } from '../test/product-fixture';
import { renderDocument as blogDocument } from './blog-document';
import { renderDocument as homeDocument } from './home-document';
import { renderDocument as searchDocument } from './search-document';
import { renderDocument } from './seller-document';

const PROFILE: UserProfile = {
  _id: '3f0c6a52-8d1e-4b7a-9c2f-5e6d7a8b9c0d',
  name: 'Rahim <Furniture>',
  img: '',
  verified: true,
  memberSince: '2025-01-01T00:00:00.000Z',
  average: 4.7,
  count: 12,
};

/** A picture stored by the API: the document writes its sizes as a srcset. */
const stored = (id: number) => `https://api.example/images/0b6f4b1c-6a3e-4c55-9a51-8f4a2b7f1e${10 + id}`;

const STOREFRONT: SellerStorefront = {
  profile: PROFILE,
  listings: [0, 1, 2].map((index) =>
    makeProduct({
      _id: `p-${index}`,
      name: `Chair ${index}`,
      picture: stored(index),
      resalePrice: 1250.5,
      sellerName: PROFILE.name,
      sellerId: '3f0c6a52-8d1e-4b7a-9c2f-5e6d7a8b9c0d',
      sellerVerified: true,
      status: index === 2 ? 'booked' : 'available',
    }),
  ),
};

const request = (
  path: string,
  answer?: unknown,
  query = '',
  sellerId = '3f0c6a52-8d1e-4b7a-9c2f-5e6d7a8b9c0d',
) => documentRequest(path, { sellerId }, { answer, query });

const markupOf = async (answer: SellerStorefront) =>
  (await renderDocument(request('/sellers/3f0c6a52-8d1e-4b7a-9c2f-5e6d7a8b9c0d', answer))).firstScreen
    ?.markup ?? '';

/** The <img> tags of the cards, in order. */
const cardPhotos = (markup: string) =>
  [...markup.matchAll(/<article class="doc-card"[^>]*>(<img [^>]*>)/g)].map(([, img]) => img ?? '');

describe("the seller profile's document", () => {
  it("carries the seller's name as title and profile, and the rating in the description", async () => {
    const call = request('/sellers/3f0c6a52-8d1e-4b7a-9c2f-5e6d7a8b9c0d', STOREFRONT);
    const document = await renderDocument(call);
    expect(call.reads).toEqual(['/sellers/3f0c6a52-8d1e-4b7a-9c2f-5e6d7a8b9c0d/storefront']);
    expect(document.title).toBe('Rahim <Furniture> | Furniture Market');
    expect(Object.fromEntries(document.openGraph ?? [])).toMatchObject({
      'og:type': 'profile',
      'og:title': 'Rahim <Furniture>',
    });
    expect(document.description).toContain('4.7 (12 reviews)');
    expect(document.canonicalPath).toBe('/sellers/3f0c6a52-8d1e-4b7a-9c2f-5e6d7a8b9c0d');
    expect(document.firstScreen?.markup).toContain('<h1>Rahim &lt;Furniture&gt;<span class="doc-verified"');
  });

  it('draws the header as the page does: picture, badge, member since and rating', async () => {
    const markup = await markupOf({ ...STOREFRONT, profile: { ...PROFILE, img: stored(9) } });
    const header = markup.slice(markup.indexOf('<header'), markup.indexOf('</header>'));
    expect(header).toMatch(
      /<img src="[^"]+\/v1\/1080\.jpg" srcset="[^"]+\/v1\/160\.webp 160w, [^"]+" sizes="96px" width="96" height="96" alt="Rahim &lt;Furniture&gt;">/,
    );
    expect(header).toContain('aria-label="Verified seller"');
    expect(header).toContain('<p>Member since January 2025</p>');
    expect(header).toContain('<p>4.7 (12 reviews)</p>');
    const unverified = await markupOf({ ...STOREFRONT, profile: { ...PROFILE, verified: false, count: 0 } });
    expect(unverified).toContain('<h1>Rahim &lt;Furniture&gt;</h1>');
    expect(unverified).toContain('<p>No reviews yet</p>');
    expect(unverified.slice(0, unverified.indexOf('</header>'))).not.toContain('<img');
  });

  it('draws the listings after their heading as cards, the first photo first, with the sizes the shell preloads', async () => {
    const document = await renderDocument(
      request('/sellers/3f0c6a52-8d1e-4b7a-9c2f-5e6d7a8b9c0d', STOREFRONT),
    );
    const markup = document.firstScreen?.markup ?? '';
    expect(markup.indexOf('</header>')).toBeLessThan(markup.indexOf('<h2>Listings</h2>'));
    expect(markup.indexOf('<h2>Listings</h2>')).toBeLessThan(markup.indexOf('<ul class="doc-cards">'));
    expect(
      [...markup.matchAll(/<h2 id="[^"]+"><a href="([^"]+)">([^<]+)<\/a><\/h2>/g)].map((m) => m.slice(1)),
    ).toEqual([0, 1, 2].map((index) => [`/item/p-${index}`, `Chair ${index}`]));
    const pageSizes = (pages as RemoteRoute[]).find(({ path }) => path === '/sellers/:sellerId')?.preloadData
      ?.imageSizes;
    const photos = cardPhotos(markup);
    expect(photos).toHaveLength(3);
    photos.forEach((img, index) => {
      expect(img).toContain(`src="${stored(index)}/v1/1080.jpg" srcset="${stored(index)}/v1/160.webp 160w,`);
      expect(img).toContain(`sizes="${pageSizes}" width="400" height="300" alt="Chair ${index}"`);
    });
    expect(photos.map((img) => /fetchpriority="high"|loading="lazy"/.exec(img)?.[0])).toEqual([
      'fetchpriority="high"',
      'loading="lazy"',
      'loading="lazy"',
    ]);
    expect(document.preloadImage).toEqual({
      href: `${stored(0)}/v1/1080.jpg`,
      srcSet: expect.stringContaining(`${stored(0)}/v1/720.webp 720w`),
      sizes: pageSizes,
    });
    expect(markup).toContain('<dd class="doc-price">$1,250.5</dd>');
    expect(markup).toContain(
      '<dd><a href="/sellers/3f0c6a52-8d1e-4b7a-9c2f-5e6d7a8b9c0d">Rahim &lt;Furniture&gt;</a><span class="doc-verified"',
    );
    expect(markup.match(/<a class="doc-buy" href="\/item\/p-\d">Buy Now<\/a>/g)).toHaveLength(2);
    expect(markup).toContain('<span class="doc-booked">Booked</span>');
    expect(markup).toContain('<span class="doc-buy" aria-disabled="true">Buy Now</span>');
  });

  it('writes its style as it is: nothing in it is escaped away', async () => {
    const markup = await markupOf(STOREFRONT);
    const style = /<style>([^<]*)<\/style>/.exec(markup)?.[1] ?? '';
    expect(style).toContain('.doc-cards li{display:flex}');
    expect(style).not.toMatch(/&[a-z#0-9]+;/);
  });

  it('writes a listing and a seller named with markup as text', async () => {
    const name = '</style><script>alert(1)</script>';
    const markup = await markupOf({
      profile: { ...PROFILE, name: '<img src=x onerror=alert(2)>' },
      listings: [
        makeProduct({ name, location: '<b>x</b>', sellerName: '"><script>', yearsOfUse: '<i>2</i>' }),
      ],
    });
    expect(markup).not.toMatch(/<script|<img src=x|<b>|<i>/);
    expect(markup).toContain('<h1>&lt;img src=x onerror=alert(2)&gt;');
    expect(markup).toContain('>&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;</a></h2>');
    expect(markup).toContain('alt="&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(markup).toContain('<dd>&lt;b&gt;x&lt;/b&gt;</dd>');
    expect(markup).toContain('&quot;&gt;&lt;script&gt;</a>');
    expect(markup).toContain('<dd>&lt;i&gt;2&lt;/i&gt;</dd>');
  });

  it('says so for a seller without listings, and preloads no photo', async () => {
    const document = await renderDocument(
      request('/sellers/3f0c6a52-8d1e-4b7a-9c2f-5e6d7a8b9c0d', { ...STOREFRONT, listings: [] }),
    );
    const markup = document.firstScreen?.markup ?? '';
    expect(markup).toContain('<h2>Listings</h2>\n<p>No listings right now</p>');
    expect(markup).not.toContain('doc-cards">');
    expect(document.preloadImage).toBeUndefined();
  });

  it('shows a picture hosted elsewhere as it is, without sizes', async () => {
    const photos = cardPhotos(await markupOf({ ...STOREFRONT, listings: [makeProduct()] }));
    expect(photos).toEqual([
      '<img src="https://img.test/oak-bed.webp" width="400" height="300" alt="Oak double bed" fetchpriority="high">',
    ]);
  });

  it('is the not-found page for an unknown seller', async () => {
    expect((await renderDocument(request('/sellers/nobody'))).status).toBe(404);
  });

  it('is the not-found page, without a read, for an id no user can have', async () => {
    const call = request('/sellers/nope', STOREFRONT, '', 'nope');
    expect((await renderDocument(call)).status).toBe(404);
    expect(call.reads).toEqual([]);
  });
});

describe('the documents of home, the blog and search', () => {
  it('give home and the blog titles and descriptions of their own, indexable', async () => {
    const home = await homeDocument(request('/'));
    const blog = await blogDocument(request('/blog'));
    expect(home.title).not.toBe(blog.title);
    expect(home.description).not.toBe(blog.description);
    expect([home.canonicalPath, blog.canonicalPath]).toEqual(['/', '/blog']);
    expect(home.noindex || blog.noindex).toBeFalsy();
  });

  it('keep search results out of the index', async () => {
    const search = await searchDocument(request('/search', undefined, 'q=oak+table'));
    expect(search.noindex).toBe(true);
    expect(search.title).toBe('oak table: search | Furniture Market');
  });
});
