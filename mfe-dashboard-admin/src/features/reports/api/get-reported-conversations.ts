/**
 * GET /reports/conversations (admin): each reported conversation with its reports and its last messages, most
 * recently reported first, a page at a time (the next page starts before the last conversation of the previous).
 */
import { apiClient } from '@marketplace/shared/api-client';
import { reportKeys } from '@marketplace/shared/query-keys';
import type { ReportedConversationsResponse } from '@marketplace/shared/types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** Under reportKeys.all, so whatever reloads the reports reloads these too. */
export const reportedConversationsKey = () => [...reportKeys.all, 'conversations'] as const;

export const REPORTED_CONVERSATIONS_PAGE = 30;

export async function getReportedConversations(before?: string): Promise<ReportedConversationsResponse> {
  const { data } = await apiClient.get<ReportedConversationsResponse>('/reports/conversations', {
    params: { limit: REPORTED_CONVERSATIONS_PAGE, ...(before ? { before } : {}) },
  });
  return data;
}

export function getReportedConversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: reportedConversationsKey(),
    queryFn: ({ pageParam }) => getReportedConversations(pageParam),
    initialPageParam: undefined as string | undefined,
    // A short page is the last one.
    getNextPageParam: (last) =>
      last.length < REPORTED_CONVERSATIONS_PAGE ? undefined : last.at(-1)?.conversation._id,
    select: (data) => data.pages.flat(),
  });
}

export function useReportedConversations() {
  return useInfiniteQuery(getReportedConversationsQueryOptions());
}
