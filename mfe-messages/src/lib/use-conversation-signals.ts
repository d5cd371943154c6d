/**
 * Keeps this remote's reads live. The shell puts the event stream's `conversation` signals on the bus: a message,
 * a read, or a booking change's system line, each with the conversation's id. Each refreshes the conversation
 * list and lets an open thread fetch what is new in it (`onChange` gets the conversation's id). Signals sent
 * while the stream was closed (the page was still loading, or the stream dropped) are not replayed: when it
 * opens (`events-connected`) everything is read again (`onChange` gets null: any conversation may have changed).
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
      on('conversation', ({ conversationId }) => changed(conversationId)),
      on('events-connected', () => changed(null)),
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [queryClient]);
}
