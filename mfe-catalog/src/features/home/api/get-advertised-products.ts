/**
 * GET /products/advertised (public): items sellers chose to advertise that are still available. Read with the
 * public reader (fetch), not the signed-in axios client: on a tall screen the row is in the first screen, and
 * the first load stays without axios.
 */

import { publicApi } from '@marketplace/shared/public-api';
import { productKeys } from '@marketplace/shared/query-keys';
import type { AdvertisedProductsResponse } from '@marketplace/shared/types';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

export async function getAdvertisedProducts(): Promise<AdvertisedProductsResponse> {
  const response = await publicApi.get<AdvertisedProductsResponse>('/products/advertised');
  // The server already filters; filtering again keeps a stale cache from showing a booked item.
  return response.data.filter((product) => product.status === 'available');
}

export function getAdvertisedProductsQueryOptions() {
  return queryOptions({ queryKey: productKeys.advertised(), queryFn: getAdvertisedProducts });
}

export function useAdvertisedProducts() {
  return useSuspenseQuery(getAdvertisedProductsQueryOptions());
}
