/** DELETE /sellers/{id} (admin): the list reloads when something was deleted. */
import { apiClient } from '@marketplace/shared/api-client';
import type { DeleteResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SELLERS_QUERY_KEY } from './get-sellers';

export async function deleteSeller(id: string): Promise<DeleteResponse> {
  const { data } = await apiClient.delete<DeleteResponse>(`/sellers/${encodeURIComponent(id)}`);
  return data;
}

export function useDeleteSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeller,
    onSuccess: (result) => {
      if (result.deletedCount > 0) return queryClient.invalidateQueries({ queryKey: SELLERS_QUERY_KEY });
    },
  });
}
