/** PATCH /bookings/{id} {status: 'cancelled'} (the booking's buyer, while pending or accepted). */
import { apiClient } from '@marketplace/shared/api-client';
import { bookingKeys, productKeys } from '@marketplace/shared/query-keys';
import type { UpdateBookingRequest, UpdateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function cancelBooking(id: string): Promise<UpdateResponse> {
  const body: UpdateBookingRequest = { status: 'cancelled' };
  const response = await apiClient.patch<UpdateResponse>(`/bookings/${encodeURIComponent(id)}`, body);
  return response.data;
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // The product is bookable again; after a 409 the row on screen is out of date: refresh both either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}
