/** GET /sellers (admin): every seller as a list row, with `verified`. */

import { apiClient } from '@marketplace/shared/api-client';
import { userKeys } from '@marketplace/shared/query-keys';
import type { UserRowsResponse } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getSellers(): Promise<UserRowsResponse> {
  const { data } = await apiClient.get<UserRowsResponse>('/sellers');
  return data;
}

export function getSellersQueryOptions() {
  return queryOptions({ queryKey: userKeys.sellers(), queryFn: getSellers });
}

export function useSellers() {
  return useQuery(getSellersQueryOptions());
}
