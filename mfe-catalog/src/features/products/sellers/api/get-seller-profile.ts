/** GET /sellers/{id}/profile (public): name, picture, verified, member since, rating; null when unknown. */
import { apiErrorStatus } from '@marketplace/shared/api-errors';
import { publicApi } from '@marketplace/shared/public-api';
import { sellerKeys } from '@marketplace/shared/query-keys';
import type { UserProfile } from '@marketplace/shared/types';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

export async function getSellerProfile(sellerId: string): Promise<UserProfile | null> {
  try {
    return (await publicApi.get<UserProfile>(`/sellers/${encodeURIComponent(sellerId)}/profile`)).data;
  } catch (error) {
    if (apiErrorStatus(error) === 404 || apiErrorStatus(error) === 400) return null;
    throw error;
  }
}

export const getSellerProfileQueryOptions = (sellerId: string) =>
  queryOptions({ queryKey: sellerKeys.profile(sellerId), queryFn: () => getSellerProfile(sellerId) });

export function useSellerProfile(sellerId: string) {
  return useSuspenseQuery(getSellerProfileQueryOptions(sellerId));
}
