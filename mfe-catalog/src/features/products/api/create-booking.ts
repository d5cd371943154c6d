/** POST /bookings: books a product; on success the product lists and My Orders are refetched. */

import { apiClient } from '@marketplace/shared/api-client';
import { bookingKeys, productKeys } from '@marketplace/shared/query-keys';
import type { CreateBookingRequest, CreateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function createBooking(request: CreateBookingRequest): Promise<CreateResponse> {
  const response = await apiClient.post<CreateResponse>('/bookings', request);
  return response.data;
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (result) => {
      if (!result.acknowledged) return;
      // Not awaited: the modal closes at once while the lists refetch behind it.
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}
