/** GET /products?email={sellerEmail}: the signed-in seller's own products, every status. */

import { apiClient } from '@marketplace/shared/api-client';
import { productKeys } from '@marketplace/shared/query-keys';
import type { SellerProduct } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** What Manage Product reads of a row of GET /products?email= (a SellerProduct: its status may be `sold`). */
export type ManagedProductRow = Pick<
  SellerProduct,
  '_id' | 'picture' | 'name' | 'resalePrice' | 'status' | 'advertised'
>;

export async function getSellerProducts(email: string): Promise<ManagedProductRow[]> {
  const { data } = await apiClient.get<ManagedProductRow[]>('/products', { params: { email } });
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
