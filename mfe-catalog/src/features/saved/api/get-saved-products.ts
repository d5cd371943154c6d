/** GET /saved: the signed-in user's saved products with their current status. */
import { apiClient } from '@marketplace/shared/api-client';
import { savedKeys } from '@marketplace/shared/query-keys';
import type { SavedProduct } from '@marketplace/shared/types';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

export async function getSavedProducts(): Promise<SavedProduct[]> {
  return (await apiClient.get<SavedProduct[]>('/saved')).data;
}

export const getSavedProductsQueryOptions = () =>
  queryOptions({ queryKey: savedKeys.products(), queryFn: getSavedProducts });

export function useSavedProducts() {
  return useSuspenseQuery(getSavedProductsQueryOptions());
}
