/** POST /bookings/{id}/review { rating, text }: the signed-in party's review of a sold booking, once. */
import { apiClient } from '@marketplace/shared/api-client';
import { bookingKeys } from '@marketplace/shared/query-keys';
import type { CreateResponse, ReviewBody } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function sendReview({ bookingId, review }: { bookingId: string; review: ReviewBody }) {
  const response = await apiClient.post<CreateResponse>(
    `/bookings/${encodeURIComponent(bookingId)}/review`,
    review,
  );
  return response.data;
}

export function useSendReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReview,
    onSettled: (_data, _error, { bookingId }) =>
      queryClient.invalidateQueries({ queryKey: bookingKeys.reviews(bookingId) }),
  });
}
