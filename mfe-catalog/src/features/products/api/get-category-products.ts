/**
 * GET /products/{categoryId}?limit=&cursor=&q=&sort= (public): one page of a category; the next cursor is in
 * X-Next-Cursor. Read with the public reader (fetch): the page's first load needs no axios.
 */

import { PRODUCT_PAGE_SIZE } from '@marketplace/shared/constants';
import { publicApi } from '@marketplace/shared/public-api';
import { type CategoryListFilters, productKeys } from '@marketplace/shared/query-keys';
import {
  type CategoryId,
  type CategoryProductsResponse,
  NEXT_CURSOR_HEADER,
  type Product,
  type ProductPageQuery,
} from '@marketplace/shared/types';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';

export interface ProductPage {
  items: Product[];
  nextCursor: string | null;
}

export async function getCategoryProducts(
  categoryId: CategoryId,
  filters: CategoryListFilters,
  cursor: string | null,
): Promise<ProductPage> {
  const params: ProductPageQuery = { limit: PRODUCT_PAGE_SIZE, sort: filters.sort };
  if (filters.q) params.q = filters.q;
  if (cursor) params.cursor = cursor;
  const response = await publicApi.get<CategoryProductsResponse>(`/products/${categoryId}`, { params });
  const next = response.headers.get(NEXT_CURSOR_HEADER);
  return { items: response.data, nextCursor: next || null };
}

export function getCategoryProductsQueryOptions(categoryId: CategoryId, filters: CategoryListFilters) {
  return infiniteQueryOptions({
    queryKey: productKeys.category(categoryId, filters),
    queryFn: ({ pageParam }) => getCategoryProducts(categoryId, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useCategoryProducts(categoryId: CategoryId, filters: CategoryListFilters) {
  return useSuspenseInfiniteQuery(getCategoryProductsQueryOptions(categoryId, filters));
}
