/** POST /saved-searches: keeps the search's words and filters for the signed-in user (alerts on new matches). */
import { apiClient } from '@marketplace/shared/api-client';
import { savedKeys } from '@marketplace/shared/query-keys';
import type { CreateResponse, SavedSearchBody } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function saveSearch(body: SavedSearchBody): Promise<CreateResponse> {
  return (await apiClient.post<CreateResponse>('/saved-searches', body)).data;
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}
