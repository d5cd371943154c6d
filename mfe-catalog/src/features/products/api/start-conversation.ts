/** POST /conversations: opens the caller's conversation with the seller about a product (or reuses it) and sends the first message. */
import { apiClient } from '@marketplace/shared/api-client';
import type { StartConversationRequest, StartConversationResponse } from '@marketplace/shared/types';
import { useMutation } from '@tanstack/react-query';

export async function startConversation(
  request: StartConversationRequest,
): Promise<StartConversationResponse> {
  const response = await apiClient.post<StartConversationResponse>('/conversations', request);
  return response.data;
}

export function useStartConversation() {
  return useMutation({ mutationFn: startConversation });
}
