import type { Product } from '@marketplace/shared/types';
import { documentRequest, TEST_SITE_URL as SITE } from '../test/document-request';
import { renderDocument } from './product-document';

const PICTURE = 'https://api.example/images/0b6f4b1c-6a3e-4c55-9a51-8f4a2b7f1e10';

function listing(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p-1',
    name: 'Oak dining table',
    picture: PICTURE,
    pictures: [PICTURE],
    resalePrice: 1250.5,
    originalPrice: 2000,
    yearsOfUse: '2 years',
    location: 'Dhaka',
    categoryId: 3,
    condition: 'good',
    sellerName: 'Rahim',
    sellerId: 's-1',
    postedTime: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    status: 'available',
    advertised: false,
    sellerVerified: true,
    description: 'Seats six.',
    ...overrides,
  };
}

const request = (answer: Product | undefined, productId = 'p-1') =>
  documentRequest(`/item/${productId}`, { productId }, { answer });

describe("the product page's document", () => {
  it("gives the link preview's size: the photo scaled to 1,440 px, or its own size when narrower", async () => {
    const ogOf = async (pictureSize?: Product['pictureSize']) =>
      Object.fromEntries((await renderDocument(request(listing({ pictureSize })))).openGraph ?? []);
    expect(await ogOf({ width: 4032, height: 3024 })).toMatchObject({
      'og:image:width': '1440',
      'og:image:height': '1080',
    });
    expect(await ogOf({ width: 800, height: 1000 })).toMatchObject({
      'og:image:width': '800',
      'og:image:height': '1000',
    });
    expect(Object.keys(await ogOf())).not.toContain('og:image:width');
  });

  it('reads the one public item answer and carries the head link previews and search engines read', async () => {
    const call = request(listing());
    const document = await renderDocument(call);
    expect(call.reads).toEqual(['/items/p-1']);
    expect(document.status).toBe(200);
    expect(document.title).toBe('Oak dining table | Furniture Market');
    expect(document.description).toBe('$1,250.5, good condition, in Dhaka. Seats six.');
    expect(document.canonicalPath).toBe('/item/p-1');
    expect(document.twitterCard).toBe('summary_large_image');
    const og = Object.fromEntries(document.openGraph ?? []);
    expect(og).toMatchObject({
      'og:type': 'product',
      'og:title': 'Oak dining table',
      'og:image': `${PICTURE}/v1/1440.webp`,
      'og:image:alt': 'Oak dining table',
      'product:price:amount': '1250.50',
      'product:price:currency': 'USD',
    });
    expect(document.jsonLd).toMatchObject({
      '@type': 'Product',
      name: 'Oak dining table',
      image: [`${PICTURE}/v1/1440.webp`],
      offers: {
        price: '1250.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { '@type': 'Person', name: 'Rahim', url: `${SITE}/sellers/s-1` },
      },
    });
  });

  it('shows the photo sized, with the stored widths, and the name, price, location and seller', async () => {
    const markup = (await renderDocument(request(listing()))).firstScreen?.markup ?? '';
    expect(markup).toContain(`srcset="${PICTURE}/v1/160.webp 160w,`);
    expect(markup).toContain(`${PICTURE}/v1/1440.webp 1440w"`);
    expect(markup).toMatch(/width="800" height="600" alt="Oak dining table"/);
    expect(markup).toContain('<h1>Oak dining table</h1>');
    expect(markup).toContain('$1,250.5');
    expect(markup).toContain('<dd>Dhaka</dd>');
    expect(markup).toContain('<a href="/sellers/s-1">Rahim</a>');
  });

  it('says SoldOut once the listing is sold, and stays a page', async () => {
    const document = await renderDocument(request(listing({ status: 'sold' as Product['status'] })));
    expect(document.status).toBe(200);
    expect(document.jsonLd).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
  });

  it('is the not-found page for a listing the API does not know', async () => {
    const document = await renderDocument(request(undefined, 'gone'));
    expect(document.status).toBe(404);
    expect(document.noindex).toBe(true);
  });

  it('writes a name made of markup as text in the first screen', async () => {
    const name = '</title><script>alert(1)</script>';
    const markup = (await renderDocument(request(listing({ name, location: '<b>x</b>' })))).firstScreen
      ?.markup;
    expect(markup).not.toContain('<script>');
    expect(markup).toContain('<h1>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(markup).toContain('alt="&lt;/title&gt;');
    expect(markup).toContain('<dd>&lt;b&gt;x&lt;/b&gt;</dd>');
  });
});
