/** GET /notifications: the signed-in user's latest notifications, newest first, and the unread count. */
import { apiClient } from '@marketplace/shared/api-client';
import { notificationKeys } from '@marketplace/shared/query-keys';
import type { NotificationsResponse } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getNotifications(): Promise<NotificationsResponse> {
  const { data } = await apiClient.get<NotificationsResponse>('/notifications');
  return data;
}

export function getNotificationsQueryOptions(email: string) {
  // The event stream keeps the list fresh: it is refetched when the stream (re)connects, never polled.
  return queryOptions({
    queryKey: notificationKeys.user(email),
    queryFn: getNotifications,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useNotifications(email: string) {
  return useQuery(getNotificationsQueryOptions(email));
}
