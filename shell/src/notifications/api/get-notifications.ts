/** GET /notifications: the signed-in user's latest notifications, newest first, and the unread count. */
import { apiClient } from '@marketplace/shared/api-client';
import type { NotificationsResponse } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getNotifications(): Promise<NotificationsResponse> {
  const { data } = await apiClient.get<NotificationsResponse>('/notifications');
  return data;
}

/** Per user, so a tab that signs out and in as someone else never shows the last user's list. */
export function notificationsQueryKey(email: string) {
  return ['notifications', email] as const;
}

export function getNotificationsQueryOptions(email: string) {
  // The event stream keeps the list fresh: it is refetched when the stream (re)connects, never polled.
  return queryOptions({
    queryKey: notificationsQueryKey(email),
    queryFn: getNotifications,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useNotifications(email: string) {
  return useQuery(getNotificationsQueryOptions(email));
}
