/** DELETE /sellers/{id} (admin): the list reloads when something was deleted. */

import { apiClient } from '@marketplace/shared/api-client';
import { bookingKeys, productKeys, userKeys } from '@marketplace/shared/query-keys';
import type { DeleteResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function deleteSeller(id: string): Promise<DeleteResponse> {
  const { data } = await apiClient.delete<DeleteResponse>(`/sellers/${encodeURIComponent(id)}`);
  return data;
}

export function useDeleteSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeller,
    onSuccess: (result) => {
      // Their products and bookings are deleted with them: those lists reload too.
      if (result.deletedCount > 0)
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: userKeys.all }),
          queryClient.invalidateQueries({ queryKey: productKeys.all }),
          queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        ]);
    },
  });
}
