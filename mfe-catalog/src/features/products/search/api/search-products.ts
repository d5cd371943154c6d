/**
 * GET /search?q=&categoryId=&minPrice=&maxPrice=&location=&condition=&sort=&limit=&cursor= (public): one page of
 * results, read with the public reader (fetch): the page's first load needs no axios.
 */

import { PRODUCT_PAGE_SIZE } from '@marketplace/shared/constants';
import { publicApi } from '@marketplace/shared/public-api';
import { productKeys } from '@marketplace/shared/query-keys';
import { NEXT_CURSOR_HEADER, type SearchQuery, type SearchResponse } from '@marketplace/shared/types';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ProductPage } from '../../api/get-category-products';
import type { SearchFilters } from '../search-params';

export async function searchProducts(filters: SearchFilters, cursor: string | null): Promise<ProductPage> {
  const params: SearchQuery = { limit: PRODUCT_PAGE_SIZE, sort: filters.sort };
  if (filters.q) params.q = filters.q;
  if (filters.categoryId !== undefined) params.categoryId = filters.categoryId;
  if (filters.minPrice !== undefined) params.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) params.maxPrice = filters.maxPrice;
  if (filters.location) params.location = filters.location;
  if (filters.condition) params.condition = filters.condition;
  if (cursor) params.cursor = cursor;
  const response = await publicApi.get<SearchResponse>('/search', { params });
  const next = response.headers.get(NEXT_CURSOR_HEADER);
  return { items: response.data, nextCursor: next || null };
}

export function searchProductsQueryOptions(filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: productKeys.search(filters),
    queryFn: ({ pageParam }) => searchProducts(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useSearchProducts(filters: SearchFilters) {
  return useSuspenseInfiniteQuery(searchProductsQueryOptions(filters));
}
