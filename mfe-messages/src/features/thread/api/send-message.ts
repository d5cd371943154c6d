/** POST /conversations/{id}/messages { text }: then the new message is fetched into the thread. */
import { apiClient } from '@marketplace/shared/api-client';
import type { CreateResponse, SendMessageRequest } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationKeys } from '../../../lib/conversation-keys';
import { fetchNewest } from './get-messages';

export async function sendMessage(id: string, body: SendMessageRequest): Promise<CreateResponse> {
  const { data } = await apiClient.post<CreateResponse>(
    `/conversations/${encodeURIComponent(id)}/messages`,
    body,
  );
  return data;
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendMessage(id, { text }),
    // The send is done once the message is in the thread (the box then empties); the list beside it refreshes
    // on its own time, or the box would keep the sent text until that read and its pictures came back.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list() });
      return fetchNewest(queryClient, id);
    },
    // A refusal may mean the conversation changed (a block, a removed listing): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: conversationKeys.detail(id) }),
  });
}
