/**
 * The reviews of a sold booking, for either party (My Orders and Booking Requests): reads whether the caller
 * has reviewed it and both reviews once published (GET /bookings/{id}/reviews), sends the caller's review
 * (POST /bookings/{id}/review) and thanks them with a toast. The form itself is SaleReviews.
 */
import { apiClient } from '@marketplace/shared/api-client';
import { apiErrorMessage } from '@marketplace/shared/api-errors';
import { bookingKeys } from '@marketplace/shared/query-keys';
import type {
  BookingReviews as BookingReviewsState,
  CreateResponse,
  ReviewBody,
} from '@marketplace/shared/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { SaleReviews } from './SaleReviews';

const reviewsUrl = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}`;

async function getSaleReviews(bookingId: string): Promise<BookingReviewsState> {
  return (await apiClient.get<BookingReviewsState>(`${reviewsUrl(bookingId)}/reviews`)).data;
}

async function sendReview({ bookingId, review }: { bookingId: string; review: ReviewBody }) {
  return (await apiClient.post<CreateResponse>(`${reviewsUrl(bookingId)}/review`, review)).data;
}

export function BookingReviews({ bookingId, subjectName }: { bookingId: string; subjectName: string }) {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: bookingKeys.reviews(bookingId),
    queryFn: () => getSaleReviews(bookingId),
  });
  const send = useMutation({
    mutationFn: sendReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.reviews(bookingId) }),
  });
  return (
    <SaleReviews
      subjectName={subjectName}
      state={data}
      onSubmit={async (review) => {
        try {
          await send.mutateAsync({ bookingId, review });
        } catch (error) {
          throw new Error(apiErrorMessage(error));
        }
        toast.success('Thank you for your review');
      }}
    />
  );
}
