/** DELETE /saved-searches/{id}: the owner deletes one of their saved searches. */
import { apiClient } from '@marketplace/shared/api-client';
import { savedKeys } from '@marketplace/shared/query-keys';
import type { DeleteResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function deleteSavedSearch(id: string): Promise<DeleteResponse> {
  return (await apiClient.delete<DeleteResponse>(`/saved-searches/${encodeURIComponent(id)}`)).data;
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}
