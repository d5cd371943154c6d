/** POST /bookings/{id}/pickup-times {times}: the buyer of an accepted booking proposes one to three windows. */
import { apiClient } from '@marketplace/shared/api-client';
import { bookingKeys } from '@marketplace/shared/query-keys';
import type { PickupWindow, UpdateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function proposePickup(request: { bookingId: string; times: PickupWindow[] }) {
  const response = await apiClient.post<UpdateResponse>(
    `/bookings/${encodeURIComponent(request.bookingId)}/pickup-times`,
    { times: request.times },
  );
  return response.data;
}

export function useProposePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposePickup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
