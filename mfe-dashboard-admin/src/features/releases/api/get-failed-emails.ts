/** GET /email/failed (admin): how many emails every try failed for, or SMTP refused for good. */
import { apiClient } from '@marketplace/shared/api-client';
import type { FailedEmailsResponse } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RELEASES_REFRESH_MS } from './get-releases';

export async function getFailedEmails(): Promise<FailedEmailsResponse> {
  const { data } = await apiClient.get<FailedEmailsResponse>('/email/failed');
  return data;
}

export function getFailedEmailsQueryOptions() {
  return queryOptions({
    queryKey: ['email', 'failed'] as const,
    queryFn: getFailedEmails,
    refetchInterval: RELEASES_REFRESH_MS,
  });
}

export function useFailedEmails() {
  return useQuery(getFailedEmailsQueryOptions());
}
