/** GET /products?email={sellerEmail}: the signed-in seller's own products, every status. */
import { apiClient } from '@marketplace/shared/api-client';
import type { ManagedProductRow } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getSellerProducts(email: string): Promise<ManagedProductRow[]> {
  const { data } = await apiClient.get<ManagedProductRow[]>('/products', { params: { email } });
  return data;
}

/** Under the 'products' key, so adding a product (which invalidates 'products') refreshes this list too. */
export function sellerProductsQueryKey(email: string) {
  return ['products', 'seller', email] as const;
}

export function getSellerProductsQueryOptions(email: string) {
  return queryOptions({
    queryKey: sellerProductsQueryKey(email),
    queryFn: () => getSellerProducts(email),
  });
}

export function useSellerProducts(email: string) {
  return useQuery(getSellerProductsQueryOptions(email));
}
