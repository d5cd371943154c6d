/**
 * Keeps this remote's reads live. The shell puts the event stream's `conversation` signals on the bus: a message,
 * a read, or a booking change's system line, each with the conversation's id. Each refreshes the conversation
 * list and lets an open thread fetch what is new in it (`onChange` gets the conversation's id).
 */
import { on } from '@marketplace/shared/event-bus';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { conversationKeys } from './conversation-keys';

export function useConversationSignals(onChange?: (conversationId: string) => void) {
  const queryClient = useQueryClient();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    return on('conversation', ({ conversationId }) => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list() });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(conversationId) });
      onChangeRef.current?.(conversationId);
    });
  }, [queryClient]);
}
