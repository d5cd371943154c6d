/** POST /notifications/read (no body): marks all the signed-in user's notifications read; the badge goes at once. */
import { apiClient } from '@marketplace/shared/api-client';
import { notificationKeys } from '@marketplace/shared/query-keys';
import type { NotificationsResponse, UpdateResponse } from '@marketplace/shared/types';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export async function markNotificationsRead(): Promise<UpdateResponse> {
  const { data } = await apiClient.post<UpdateResponse>('/notifications/read');
  return data;
}

export function useMarkNotificationsRead(email: string) {
  const queryClient = useQueryClient();
  const queryKey = notificationKeys.user(email);
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: () => {
      queryClient.setQueryData<NotificationsResponse>(queryKey, (current) =>
        current
          ? {
              unreadCount: 0,
              notifications: current.notifications.map((row) => (row.read ? row : { ...row, read: true })),
            }
          : current,
      );
    },
    // If the server did not store it, the badge comes back from the stored state.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
