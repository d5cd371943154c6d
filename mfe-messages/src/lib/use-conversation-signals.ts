/**
 * Keeps this remote's reads live. The shell puts the event stream's `conversation` signals on the bus (a message
 * or a read, with the conversation's id), and its `notification` events (a booking changed, which writes a
 * system line into that product's conversation, named by no id). Each refreshes the conversation list and lets
 * an open thread fetch what is new in it: `onChange` gets the conversation's id, or null when any may have changed.
 */
import { on } from '@marketplace/shared/event-bus';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { conversationKeys } from './conversation-keys';

export function useConversationSignals(onChange?: (conversationId: string | null) => void) {
  const queryClient = useQueryClient();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    const changed = (conversationId: string | null) => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list() });
      void queryClient.invalidateQueries({
        queryKey: conversationId
          ? conversationKeys.detail(conversationId)
          : [...conversationKeys.all, 'detail'],
      });
      onChangeRef.current?.(conversationId);
    };
    const unsubscribes = [
      on('conversation', (signal) => changed(signal.conversationId)),
      on('notification', () => changed(null)),
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [queryClient]);
}
