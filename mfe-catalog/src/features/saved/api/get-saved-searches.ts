/** GET /saved-searches: the signed-in user's saved searches, newest first. */
import { apiClient } from '@marketplace/shared/api-client';
import { savedKeys } from '@marketplace/shared/query-keys';
import type { SavedSearch } from '@marketplace/shared/types';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

export async function getSavedSearches(): Promise<SavedSearch[]> {
  return (await apiClient.get<SavedSearch[]>('/saved-searches')).data;
}

export const getSavedSearchesQueryOptions = () =>
  queryOptions({ queryKey: savedKeys.searches(), queryFn: getSavedSearches });

export function useSavedSearches() {
  return useSuspenseQuery(getSavedSearchesQueryOptions());
}
