/** POST /notifications/read: marks the signed-in user's notifications read; the badge goes at once. */
import { apiClient } from '@marketplace/shared/api-client';
import type { MarkNotificationsReadRequest, NotificationRow } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsQueryKey } from './get-notifications';

export async function markNotificationsRead(request: MarkNotificationsReadRequest = {}): Promise<void> {
  await apiClient.post('/notifications/read', request);
}

export function useMarkNotificationsRead(email: string) {
  const queryClient = useQueryClient();
  const queryKey = notificationsQueryKey(email);
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: () => {
      queryClient.setQueryData<NotificationRow[]>(queryKey, (rows) =>
        rows?.map((row) => (row.read ? row : { ...row, read: true })),
      );
    },
    // If the server did not store it, the badge comes back from the stored state.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
