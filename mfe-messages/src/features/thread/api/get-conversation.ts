/** GET /conversations/{id}: the conversation's row, plus whether the caller can send and why not. */
import { apiClient } from '@marketplace/shared/api-client';
import type { ConversationDetail } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationKeys } from '../../../lib/conversation-keys';

export async function getConversation(id: string): Promise<ConversationDetail> {
  const { data } = await apiClient.get<ConversationDetail>(`/conversations/${encodeURIComponent(id)}`);
  return data;
}

export function getConversationQueryOptions(id: string) {
  return queryOptions({ queryKey: conversationKeys.detail(id), queryFn: () => getConversation(id) });
}

export function useConversation(id: string) {
  return useQuery(getConversationQueryOptions(id));
}
