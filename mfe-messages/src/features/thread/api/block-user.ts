/** POST /users/{id}/block and DELETE /users/{id}/block: neither person can then send to the other, or again. */
import { apiClient } from '@marketplace/shared/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationKeys } from '../../../lib/conversation-keys';

export interface BlockInput {
  userId: string;
  blocked: boolean;
}

export async function setBlocked({ userId, blocked }: BlockInput): Promise<void> {
  const url = `/users/${encodeURIComponent(userId)}/block`;
  if (blocked) await apiClient.post(url);
  else await apiClient.delete(url);
}

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBlocked,
    // Every conversation with that person changes whether it can send.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all, refetchType: 'active' }),
  });
}
