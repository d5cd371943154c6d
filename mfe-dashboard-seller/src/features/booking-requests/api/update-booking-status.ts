/** PATCH /bookings/{id} {status: 'accepted' | 'declined'} (the product's seller); 409 when the state forbids it. */
import { apiClient } from '@marketplace/shared/api-client';
import { bookingKeys, productKeys } from '@marketplace/shared/query-keys';
import type { UpdateBookingRequest, UpdateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface UpdateBookingStatusInput {
  id: string;
  status: 'accepted' | 'declined';
}

export async function updateBookingStatus({ id, status }: UpdateBookingStatusInput): Promise<UpdateResponse> {
  const body: UpdateBookingRequest = { status };
  const { data } = await apiClient.patch<UpdateResponse>(`/bookings/${encodeURIComponent(id)}`, body);
  return data;
}

export function useUpdateBookingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingStatus,
    // A decline makes the product available again; a 409 means the list on screen is out of date: refresh both.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}
