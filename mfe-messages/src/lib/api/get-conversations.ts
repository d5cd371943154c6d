/** GET /conversations?before=: the caller's conversations, newest activity first, a page at a time. */
import { apiClient } from '@marketplace/shared/api-client';
import type { ConversationsResponse } from '@marketplace/shared/types';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { conversationKeys } from '../conversation-keys';

export async function getConversations(before?: string): Promise<ConversationsResponse> {
  const { data } = await apiClient.get<ConversationsResponse>('/conversations', {
    params: before ? { before } : undefined,
  });
  return data;
}

export function getConversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: conversationKeys.list(),
    queryFn: ({ pageParam }) => getConversations(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.conversations.at(-1)?._id : undefined),
  });
}

export function useConversations() {
  return useInfiniteQuery(getConversationsQueryOptions());
}
