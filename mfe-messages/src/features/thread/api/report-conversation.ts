/** POST /conversations/{id}/report { reason }: the admins see it in Reported Items. */
import { apiClient } from '@marketplace/shared/api-client';
import type { ReportConversationRequest } from '@marketplace/shared/types';
import { useMutation } from '@tanstack/react-query';

export async function reportConversation(id: string, body: ReportConversationRequest): Promise<void> {
  await apiClient.post(`/conversations/${encodeURIComponent(id)}/report`, body);
}

export function useReportConversation(id: string) {
  return useMutation({ mutationFn: (reason: string) => reportConversation(id, { reason }) });
}
