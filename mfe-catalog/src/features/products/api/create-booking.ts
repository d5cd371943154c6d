/** POST /bookings: books a product; on success the product lists and My Orders are refetched. */

import { apiClient, apiErrorMessage, apiErrorStatus } from '@marketplace/shared/api-client';
import { bookingKeys, productKeys } from '@marketplace/shared/query-keys';
import type { CreateBookingRequest, CreateResponse, Product } from '@marketplace/shared/types';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

export async function createBooking(request: CreateBookingRequest): Promise<CreateResponse> {
  const response = await apiClient.post<CreateResponse>('/bookings', request);
  return response.data;
}

/** The API's 409 when the buyer already holds as many pending bookings as it allows: the product is still free. */
const HOLD_LIMIT = /^You can hold at most \d+ pending bookings/;

/** A 409 because someone else booked or bought the product first. */
export function productTaken(error: unknown): boolean {
  return apiErrorStatus(error) === 409 && !HOLD_LIMIT.test(apiErrorMessage(error));
}

/**
 * What the toast says when a booking fails: the spec's sentences for a product taken and for a failure on our
 * side, and the API's own message when it refused this buyer (an unverified address, a limit reached).
 */
export function bookingFailureText(error: unknown): string {
  if (productTaken(error)) return 'This product was just booked by someone else';
  const status = apiErrorStatus(error) ?? 0;
  return status >= 400 && status < 500 && status !== 401 ? apiErrorMessage(error) : 'Try Again';
}

/** Shows `productId` as booked in every product list in the cache (category pages and the advertised row). */
function showAsBooked(queryClient: QueryClient, productId: string): void {
  const mark = (product: Product): Product =>
    product._id === productId ? { ...product, status: 'booked' } : product;
  queryClient.setQueriesData<unknown>({ queryKey: productKeys.all }, (data: unknown) => {
    if (Array.isArray(data)) return (data as Product[]).map(mark);
    const pages = (data as { pages?: { items: Product[] }[] } | undefined)?.pages;
    if (!pages) return data;
    return { ...(data as object), pages: pages.map((page) => ({ ...page, items: page.items.map(mark) })) };
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onError: (error, request) => {
      // Someone else booked it a moment ago: the card turns booked at once, and the lists refetch.
      if (!productTaken(error)) return;
      showAsBooked(queryClient, request.productId);
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
    onSuccess: (result) => {
      if (!result.acknowledged) return;
      // Not awaited: the modal closes at once while the lists refetch behind it.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
