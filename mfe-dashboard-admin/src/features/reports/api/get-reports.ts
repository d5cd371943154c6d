/** GET /reports (admin): each reported product with its open reports, most recently reported first. */

import { apiClient } from '@marketplace/shared/api-client';
import { reportKeys } from '@marketplace/shared/query-keys';
import type { ReportsResponse } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getReports(): Promise<ReportsResponse> {
  const { data } = await apiClient.get<ReportsResponse>('/reports');
  return data;
}

export function getReportsQueryOptions() {
  return queryOptions({ queryKey: reportKeys.list(), queryFn: getReports });
}

export function useReports() {
  return useQuery(getReportsQueryOptions());
}
