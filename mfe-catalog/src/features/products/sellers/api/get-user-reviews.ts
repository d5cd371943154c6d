/** GET /users/{id}/reviews (public): the published reviews about a user, newest first (the first page). */
import { publicApi } from '@marketplace/shared/public-api';
import { sellerKeys } from '@marketplace/shared/query-keys';
import type { UserReviews } from '@marketplace/shared/types';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

export async function getUserReviews(userId: string): Promise<UserReviews> {
  return (await publicApi.get<UserReviews>(`/users/${encodeURIComponent(userId)}/reviews?limit=20`)).data;
}

export const getUserReviewsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: sellerKeys.reviews(userId), queryFn: () => getUserReviews(userId) });

export function useUserReviews(userId: string) {
  return useSuspenseQuery(getUserReviewsQueryOptions(userId));
}
