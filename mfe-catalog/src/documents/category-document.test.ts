import type { Product } from '@marketplace/shared/types';
import { documentRequest } from '../test/document-request';
import { makeProduct } from '../test/product-fixture';
import { renderDocument } from './category-document';

const stored = (id: number) => `https://api.example/images/0b6f4b1c-6a3e-4c55-9a51-8f4a2b7f1e${10 + id}`;

const products = (count: number): Product[] =>
  Array.from({ length: count }, (_, index) =>
    makeProduct({ _id: `p-${index}`, name: `Bed ${index}`, picture: stored(index % 10) }),
  );

const request = (categoryId: string, answer?: unknown, query = '') =>
  documentRequest(`/products/${categoryId}`, { categoryId }, { answer, query });

describe("a category list's document", () => {
  it('reads the first page and one product more in one read, with the sort and search the URL asks for', async () => {
    const plain = request('1', products(3));
    await renderDocument(plain);
    expect(plain.reads).toEqual(['/products/1?limit=13&sort=date-desc']);
    const filtered = request('2', products(3), 'q=+oak+bed+&sort=price-asc');
    await renderDocument(filtered);
    expect(filtered.reads).toEqual(['/products/2?limit=13&sort=price-asc&q=oak+bed']);
    const unknownSort = request('2', products(3), 'sort=cheapest');
    await renderDocument(unknownSort);
    expect(unknownSort.reads).toEqual(['/products/2?limit=13&sort=date-desc']);
  });

  it('draws the heading, the filter bar as a working form, the count and twelve cards', async () => {
    const document = await renderDocument(request('1', products(13), 'q=bed&sort=price-desc'));
    const markup = document.firstScreen?.markup ?? '';
    expect(document.noindex).toBe(true);
    expect(markup).toContain('<h1>BedRoom Furniture</h1>');
    expect(markup).toContain('<form role="search" action="/products/1" method="get">');
    expect(markup).toContain('<input id="doc-q" name="q" type="search" maxlength="100" value="bed">');
    expect(markup).toContain('<option value="price-desc" selected>Price: high to low</option>');
    expect(markup).toContain('<p role="status">Showing 12 products (more available)</p>');
    expect(markup.match(/<article class="doc-card"/g)).toHaveLength(12);
    expect(document.handOverWhen).toBe('article');
  });

  it('says nothing more is available when the page holds everything', async () => {
    const markup = (await renderDocument(request('1', products(1)))).firstScreen?.markup ?? '';
    expect(markup).toContain('<p role="status">Showing 1 product</p>');
  });

  it('loads no photo while hidden: the first is lazy and high priority, the others lazy; each card offers Report', async () => {
    const markup = (await renderDocument(request('1', products(3)))).firstScreen?.markup ?? '';
    const photos = [...markup.matchAll(/<article class="doc-card"[^>]*>(<img [^>]*>)/g)].map(
      ([, img]) => img,
    );
    expect(photos[0]).toMatch(/ loading="lazy" fetchpriority="high">$/);
    expect(photos.slice(1).every((img) => img?.endsWith(' loading="lazy">'))).toBe(true);
    expect(markup).not.toMatch(/<img (?![^>]*loading="lazy")/);
    expect(markup.match(/<span class="doc-report">Report<\/span>/g)).toHaveLength(3);
  });

  it("says the list is empty as the page does, and hands over on the page's heading", async () => {
    const empty = await renderDocument(request('3', [], 'q=<b>teak</b>'));
    expect(empty.firstScreen?.markup).toContain(
      '<p class="doc-empty" role="status">No products match &quot;&lt;b&gt;teak&lt;/b&gt;&quot;.</p>',
    );
    expect(empty.firstScreen?.markup).not.toContain('<ul class="doc-cards">');
    expect(empty.handOverWhen).toBeUndefined();
  });

  it('is the not-found document, without a read, for a category that does not exist', async () => {
    const call = request('9', products(1));
    expect((await renderDocument(call)).status).toBe(404);
    expect(call.reads).toEqual([]);
  });
});
