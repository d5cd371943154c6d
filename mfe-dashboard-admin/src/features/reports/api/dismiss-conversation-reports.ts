/** DELETE /reports/conversations/{id} (admin): dismisses every report of one conversation. */
import { apiClient } from '@marketplace/shared/api-client';
import type { DeleteResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportedConversationsKey } from './get-reported-conversations';

export async function dismissConversationReports(conversationId: string): Promise<DeleteResponse> {
  const { data } = await apiClient.delete<DeleteResponse>(
    `/reports/conversations/${encodeURIComponent(conversationId)}`,
  );
  return data;
}

export function useDismissConversationReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissConversationReports,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportedConversationsKey() }),
  });
}
