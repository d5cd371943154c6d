/** DELETE /buyers/{id} (admin): the list reloads when something was deleted. */
import { apiClient } from '@marketplace/shared/api-client';
import type { DeleteResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BUYERS_QUERY_KEY } from './get-buyers';

export async function deleteBuyer(id: string): Promise<DeleteResponse> {
  const { data } = await apiClient.delete<DeleteResponse>(`/buyers/${encodeURIComponent(id)}`);
  return data;
}

export function useDeleteBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBuyer,
    onSuccess: (result) => {
      if (result.deletedCount > 0) return queryClient.invalidateQueries({ queryKey: BUYERS_QUERY_KEY });
    },
  });
}
