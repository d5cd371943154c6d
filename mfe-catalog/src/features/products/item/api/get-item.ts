/**
 * GET /items/{id} (public): one product with every field its page shows; 404 when unknown, deleted or malformed.
 * Read with the public reader (fetch): the page's first load needs no axios.
 */
import { apiErrorStatus } from '@marketplace/shared/api-errors';
import { publicApi } from '@marketplace/shared/public-api';
import { productKeys } from '@marketplace/shared/query-keys';
import type { ItemResponse } from '@marketplace/shared/types';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/** The product, or null when the API says it does not exist (an answer, so never retried as a failure). */
export async function getItem(productId: string): Promise<ItemResponse | null> {
  try {
    const response = await publicApi.get<ItemResponse>(`/items/${encodeURIComponent(productId)}`);
    return response.data;
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}

export function getItemQueryOptions(productId: string) {
  return queryOptions({ queryKey: productKeys.item(productId), queryFn: () => getItem(productId) });
}

export function useItem(productId: string) {
  return useSuspenseQuery(getItemQueryOptions(productId));
}
