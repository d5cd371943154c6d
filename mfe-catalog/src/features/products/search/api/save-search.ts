/**
 * POST /saved-searches: keeps the search's words and filters for the signed-in user (alerts on new matches).
 * The signed-in client (axios) loads on the first save, not with the public search page.
 */
import { savedKeys } from '@marketplace/shared/query-keys';
import type { CreateResponse, SavedSearchBody } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function saveSearch(body: SavedSearchBody): Promise<CreateResponse> {
  const { apiClient } = await import('@marketplace/shared/api-client');
  return (await apiClient.post<CreateResponse>('/saved-searches', body)).data;
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.searches() }),
  });
}
