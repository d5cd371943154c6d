/** GET /items/{id} (public): the product to edit, with every field of the form; null when it no longer exists. */
import { apiClient, apiErrorStatus } from '@marketplace/shared/api-client';
import { productKeys } from '@marketplace/shared/query-keys';
import type { ItemResponse } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getProduct(id: string): Promise<ItemResponse | null> {
  try {
    const { data } = await apiClient.get<ItemResponse>(`/items/${encodeURIComponent(id)}`);
    return data;
  } catch (error) {
    // A 404 is an answer (the product is gone), not a failure to retry.
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}

/** Under productKeys.all, so a save (which invalidates it) refreshes it. */
export function getProductQueryOptions(id: string) {
  return queryOptions({ queryKey: productKeys.item(id), queryFn: () => getProduct(id) });
}

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
