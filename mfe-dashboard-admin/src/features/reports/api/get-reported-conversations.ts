/** GET /reports/conversations (admin): each reported conversation with its reports and its last messages. */
import { apiClient } from '@marketplace/shared/api-client';
import { reportKeys } from '@marketplace/shared/query-keys';
import type { ReportedConversationsResponse } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Under reportKeys.all, so whatever reloads the reports reloads these too. */
export const reportedConversationsKey = () => [...reportKeys.all, 'conversations'] as const;

export async function getReportedConversations(): Promise<ReportedConversationsResponse> {
  const { data } = await apiClient.get<ReportedConversationsResponse>('/reports/conversations');
  return data;
}

export function getReportedConversationsQueryOptions() {
  return queryOptions({ queryKey: reportedConversationsKey(), queryFn: getReportedConversations });
}

export function useReportedConversations() {
  return useQuery(getReportedConversationsQueryOptions());
}
