/** GET /buyers (admin): every buyer as a list row. */

import { apiClient } from '@marketplace/shared/api-client';
import { userKeys } from '@marketplace/shared/query-keys';
import type { UserRowsResponse } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getBuyers(): Promise<UserRowsResponse> {
  const { data } = await apiClient.get<UserRowsResponse>('/buyers');
  return data;
}

export function getBuyersQueryOptions() {
  return queryOptions({ queryKey: userKeys.buyers(), queryFn: getBuyers });
}

export function useBuyers() {
  return useQuery(getBuyersQueryOptions());
}
