/**
 * POST /bookings/{id}/pickup {start} | {askForOthers: true}: the seller of an accepted booking chooses one of the
 * buyer's proposed windows, or asks for others.
 */
import { apiClient } from '@marketplace/shared/api-client';
import { bookingKeys } from '@marketplace/shared/query-keys';
import type { ChoosePickupRequest, UpdateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function choosePickup(request: { bookingId: string; choice: ChoosePickupRequest }) {
  const { data } = await apiClient.post<UpdateResponse>(
    `/bookings/${encodeURIComponent(request.bookingId)}/pickup`,
    request.choice,
  );
  return data;
}

export function useChoosePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePickup,
    // After a 409 (chosen meanwhile, or proposed anew) the row on screen is out of date: refresh it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
