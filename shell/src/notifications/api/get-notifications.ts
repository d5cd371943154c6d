/** GET /notifications: the signed-in user's notifications, newest first (stored, so they survive a reload). */
import { apiClient } from '@marketplace/shared/api-client';
import type { NotificationRow } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getNotifications(): Promise<NotificationRow[]> {
  const { data } = await apiClient.get<NotificationRow[]>('/notifications');
  return data;
}

/** Per user, so a tab that signs out and in as someone else never shows the last user's list. */
export function notificationsQueryKey(email: string) {
  return ['notifications', email] as const;
}

export function getNotificationsQueryOptions(email: string) {
  // The event stream keeps the list fresh; a refetch happens only when the stream (re)connects.
  return queryOptions({
    queryKey: notificationsQueryKey(email),
    queryFn: getNotifications,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useNotifications(email: string) {
  return useQuery(getNotificationsQueryOptions(email));
}
