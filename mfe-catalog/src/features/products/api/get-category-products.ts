/** GET /products/{categoryId}?limit=&cursor=&q=&sort=: one page of a category; the next cursor is in X-Next-Cursor. */

import { apiClient } from '@marketplace/shared/api-client';
import { PRODUCT_PAGE_SIZE } from '@marketplace/shared/constants';
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
  const response = await apiClient.get<CategoryProductsResponse>(`/products/${categoryId}`, { params });
  const next = response.headers[NEXT_CURSOR_HEADER];
  return { items: response.data, nextCursor: typeof next === 'string' && next ? next : null };
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
