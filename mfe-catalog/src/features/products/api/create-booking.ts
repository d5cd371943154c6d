/** POST /bookings: books a product; on success the product lists and My Orders are refetched. */

import { apiClient, apiErrorStatus } from '@marketplace/shared/api-client';
import { bookingKeys, productKeys } from '@marketplace/shared/query-keys';
import type { CreateBookingRequest, CreateResponse, Product } from '@marketplace/shared/types';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

export async function createBooking(request: CreateBookingRequest): Promise<CreateResponse> {
  const response = await apiClient.post<CreateResponse>('/bookings', request);
  return response.data;
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
      // 409: someone else booked it a moment ago. The card turns booked at once, and the lists refetch.
      if (apiErrorStatus(error) !== 409) return;
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
