/**
 * Keeps this remote's reads live: the shell puts the event stream's `conversation` signals on the bus, and each
 * one refreshes the conversation list (the row moves up, its unread count changes) and, through `onSignal`, lets
 * an open thread fetch what is new in it.
 */

import { on } from '@marketplace/shared/event-bus';
import type { ConversationSignal } from '@marketplace/shared/types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { conversationKeys } from './conversation-keys';

export function useConversationSignals(onSignal?: (signal: ConversationSignal) => void) {
  const queryClient = useQueryClient();
  const onSignalRef = useRef(onSignal);
  onSignalRef.current = onSignal;
  useEffect(
    () =>
      on('conversation', (signal) => {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.list() });
        void queryClient.invalidateQueries({ queryKey: conversationKeys.detail(signal.conversationId) });
        onSignalRef.current?.(signal);
      }),
    [queryClient],
  );
}
