/** POST /conversations/{id}/read: the caller's unread count of the conversation goes to 0. */
import { apiClient } from '@marketplace/shared/api-client';
import type { UpdateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationKeys } from '../../../lib/conversation-keys';

export async function markRead(id: string): Promise<UpdateResponse> {
  const { data } = await apiClient.post<UpdateResponse>(`/conversations/${encodeURIComponent(id)}/read`);
  return data;
}

export function useMarkRead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRead(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.list() }),
        queryClient.invalidateQueries({ queryKey: conversationKeys.detail(id) }),
      ]),
  });
}
