/**
 * GET /users/{id}/reviews?limit=&cursor= (public): the published reviews about a user, newest first, a page at a
 * time; the next page's cursor is in X-Next-Cursor. Every page repeats the average and the count.
 */
import { publicApi } from '@marketplace/shared/public-api';
import { sellerKeys } from '@marketplace/shared/query-keys';
import { NEXT_CURSOR_HEADER, type UserReviews } from '@marketplace/shared/types';
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';

export const REVIEWS_PAGE_SIZE = 20;

export interface UserReviewsPage {
  page: UserReviews;
  nextCursor: string | null;
}

export async function getUserReviews(userId: string, cursor: string | null): Promise<UserReviewsPage> {
  const params: Record<string, string | number> = { limit: REVIEWS_PAGE_SIZE };
  if (cursor) params.cursor = cursor;
  const response = await publicApi.get<UserReviews>(`/users/${encodeURIComponent(userId)}/reviews`, {
    params,
  });
  return { page: response.data, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || null };
}

export const getUserReviewsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: sellerKeys.reviews(userId),
    queryFn: ({ pageParam }) => getUserReviews(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useUserReviews(userId: string) {
  return useSuspenseInfiniteQuery(getUserReviewsQueryOptions(userId));
}
