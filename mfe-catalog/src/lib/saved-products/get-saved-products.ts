/**
 * GET /saved: the signed-in user's saved products with their current status. The Saved page shows them; the
 * hearts on public pages read which products are saved from the same answer, so the signed-in client (axios)
 * loads with the first read, not with those pages.
 */
import { savedKeys } from '@marketplace/shared/query-keys';
import type { SavedProduct } from '@marketplace/shared/types';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';

export async function getSavedProducts(): Promise<SavedProduct[]> {
  const { apiClient } = await import('@marketplace/shared/api-client');
  return (await apiClient.get<SavedProduct[]>('/saved')).data;
}

export const getSavedProductsQueryOptions = () =>
  queryOptions({ queryKey: savedKeys.products(), queryFn: getSavedProducts });

export function useSavedProducts() {
  return useSuspenseQuery(getSavedProductsQueryOptions());
}

const productIds = (saved: SavedProduct[]) => new Set(saved.map((product) => product.productId));

/** The ids of the products the signed-in user saved; empty while signed out (nothing is read then). */
export function useSavedProductIds(signedIn: boolean): ReadonlySet<string> {
  const { data } = useQuery({ ...getSavedProductsQueryOptions(), enabled: signedIn, select: productIds });
  return data ?? EMPTY;
}

const EMPTY: ReadonlySet<string> = new Set();
