/** GET /bookings/{id}/reviews: whether the signed-in party has reviewed the sale, and both reviews once published. */
import { apiClient } from '@marketplace/shared/api-client';
import { bookingKeys } from '@marketplace/shared/query-keys';
import type { BookingReviews } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getSaleReviews(bookingId: string): Promise<BookingReviews> {
  const response = await apiClient.get<BookingReviews>(`/bookings/${encodeURIComponent(bookingId)}/reviews`);
  return response.data;
}

export const getSaleReviewsQueryOptions = (bookingId: string) =>
  queryOptions({ queryKey: bookingKeys.reviews(bookingId), queryFn: () => getSaleReviews(bookingId) });

export function useSaleReviews(bookingId: string) {
  return useQuery(getSaleReviewsQueryOptions(bookingId));
}
