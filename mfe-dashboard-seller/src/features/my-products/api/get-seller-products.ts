/** GET /products?email={sellerEmail}: the signed-in seller's own products, every status. */

import { apiClient } from '@marketplace/shared/api-client';
import { productKeys } from '@marketplace/shared/query-keys';
import type { SellerProductRow } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getSellerProducts(email: string): Promise<SellerProductRow[]> {
  const { data } = await apiClient.get<SellerProductRow[]>('/products', { params: { email } });
  return data;
}

export function getSellerProductsQueryOptions(email: string) {
  return queryOptions({
    queryKey: productKeys.seller(email),
    queryFn: () => getSellerProducts(email),
  });
}

export function useSellerProducts(email: string) {
  return useQuery(getSellerProductsQueryOptions(email));
}
