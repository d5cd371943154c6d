/**
 * The route list's `preloadData` (the remote's pages.json) names the read each page makes first: the shell starts that
 * URL while the page's code loads and the page's reader takes it. A URL that drifted from the page's (another
 * page size, a default sort) would be read twice; a picture path that drifted would preload nothing.
 */
import { provideRuntimeSettings, resetBusForTests } from '@marketplace/shared/event-bus';
import type { RemoteRoute } from '@marketplace/shared/types';
import { pages } from '../pages.json';
import { getCategoryProducts } from './features/products/api/get-category-products';
import { getItem } from './features/products/item/api/get-item';
import { STAGE_SIZES } from './features/products/item/stage-sizes';
import { PRODUCT_CARD_SIZES } from './features/products/product-card-sizes';
import { DEFAULT_SORT } from './features/products/product-sort';
import { searchProducts } from './features/products/search/api/search-products';
import { parseSearchParams } from './features/products/search/search-params';
import { getSellerProducts } from './features/products/sellers/api/get-seller-products';
import { makeProduct } from './test/product-fixture';

const routes = pages as RemoteRoute[];
const preloadOf = (path: string) => routes.find((route) => route.path === path)?.preloadData;

/** The dotted path of the route list into an answer, as the shell walks it. */
function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce((value: unknown, key) => (value as Record<string, unknown>)?.[key], data);
}

let fetchMock: jest.Mock;
beforeEach(() => {
  resetBusForTests();
  provideRuntimeSettings({ apiUrl: 'http://api.test', imageUploadUrl: '', imageUploadKey: '' });
  fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: new Headers(),
    text: async () => '[]',
  }));
  globalThis.fetch = fetchMock;
});

it("names the category page's first read, and its first card's picture", async () => {
  const preload = preloadOf('/products/:categoryId');
  await getCategoryProducts(2, { q: '', sort: DEFAULT_SORT }, null);
  expect(fetchMock.mock.calls[0]?.[0]).toBe(`http://api.test${preload?.api.replace(':categoryId', '2')}`);
  const answer = [makeProduct({ picture: 'http://api.test/images/first' }), makeProduct()];
  expect(valueAt(answer, preload?.image ?? '')).toBe('http://api.test/images/first');
  // The shell preloads it by the card's own srcset and sizes: other sizes would fetch a second file.
  expect(preload?.imageSizes).toBe(PRODUCT_CARD_SIZES);
});

it("names the search's first read for a query alone (its {q} is the page's q)", async () => {
  const preload = preloadOf('/search');
  await searchProducts(parseSearchParams(new URLSearchParams('q=oak table')), null);
  const expected = new URL(`http://api.test${preload?.api}`);
  expected.searchParams.set('q', 'oak table');
  expect(fetchMock.mock.calls[0]?.[0]).toBe(expected.href);
  expect(preload?.image).toBe(preloadOf('/products/:categoryId')?.image);
  expect(preload?.imageSizes).toBe(PRODUCT_CARD_SIZES);
});

it("names the product page's first read, and its first photo", async () => {
  const preload = preloadOf('/item/:productId');
  await getItem('a b');
  expect(fetchMock.mock.calls[0]?.[0]).toBe(
    `http://api.test${preload?.api.replace(':productId', encodeURIComponent('a b'))}`,
  );
  const answer = makeProduct({ pictures: ['http://api.test/images/one', 'http://api.test/images/two'] });
  expect(valueAt(answer, preload?.image ?? '')).toBe('http://api.test/images/one');
  expect(preload?.imageSizes).toBe(STAGE_SIZES);
});

it("names a seller's listings, read beside the profile, and the first card's picture", async () => {
  const preload = preloadOf('/sellers/:sellerId');
  await getSellerProducts('a b');
  expect(fetchMock.mock.calls[0]?.[0]).toBe(
    `http://api.test${preload?.api.replace(':sellerId', encodeURIComponent('a b'))}`,
  );
  const answer = [makeProduct({ picture: 'http://api.test/images/first' }), makeProduct()];
  expect(valueAt(answer, preload?.image ?? '')).toBe('http://api.test/images/first');
  expect(preload?.imageSizes).toBe(PRODUCT_CARD_SIZES);
});
