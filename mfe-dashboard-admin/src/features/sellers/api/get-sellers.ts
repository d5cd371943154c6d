/** GET /sellers (admin): every seller as a list row, with `verified`. */
import { apiClient } from '@marketplace/shared/api-client';
import type { UserRowsResponse } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getSellers(): Promise<UserRowsResponse> {
  const { data } = await apiClient.get<UserRowsResponse>('/sellers');
  return data;
}

export const SELLERS_QUERY_KEY = ['sellers'] as const;

export function getSellersQueryOptions() {
  return queryOptions({ queryKey: SELLERS_QUERY_KEY, queryFn: getSellers });
}

export function useSellers() {
  return useQuery(getSellersQueryOptions());
}
