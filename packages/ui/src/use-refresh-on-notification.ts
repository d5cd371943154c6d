/**
 * Refetches the given lists when the shell reports a notification on the event bus (a booking made, accepted,
 * cancelled, sold, ...), so an open page follows what the other party did without a reload.
 */
import { on } from '@marketplace/shared/event-bus';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export function useRefreshOnNotification(queryKeys: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  const keys = JSON.stringify(queryKeys);
  useEffect(
    () =>
      on('notification', () => {
        for (const queryKey of JSON.parse(keys) as unknown[][])
          void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient, keys],
  );
}
