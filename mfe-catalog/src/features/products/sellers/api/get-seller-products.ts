/** GET /sellers/{id}/products (public): the seller's listings that are not sold, newest first. */
import { publicApi } from '@marketplace/shared/public-api';
import { sellerKeys } from '@marketplace/shared/query-keys';
import type { Product } from '@marketplace/shared/types';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

export async function getSellerProducts(sellerId: string): Promise<Product[]> {
  return (await publicApi.get<Product[]>(`/sellers/${encodeURIComponent(sellerId)}/products`)).data;
}

export const getSellerProductsQueryOptions = (sellerId: string) =>
  queryOptions({ queryKey: sellerKeys.products(sellerId), queryFn: () => getSellerProducts(sellerId) });

export function useSellerProducts(sellerId: string) {
  return useSuspenseQuery(getSellerProductsQueryOptions(sellerId));
}
