import { emit, getRuntimeSettings } from '@marketplace/shared/event-bus';
import { notificationKeys } from '@marketplace/shared/query-keys';
import type { NotificationsResponse } from '@marketplace/shared/types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createEventsTicket } from './api/create-events-ticket';
import { getNotificationsQueryOptions } from './api/get-notifications';
import { openNotificationStream } from './notification-stream';

/** Keeps the stream open while `email` is signed in: arrivals go into the list, they and signals onto the bus. */
export function useNotificationStream(email: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const queryKey = notificationKeys.user(email);
    return openNotificationStream({
      apiUrl: getRuntimeSettings().apiUrl,
      getTicket: createEventsTicket,
      onOpen: () => {
        // Signals sent while the stream was closed are gone: pages that live by them read their state again.
        emit({ type: 'events-connected', version: 1 });
        // A notification stored before the stream opened (the page was loading) never comes over it: once the
        // list is read again, the newest unread one goes onto the bus, so pages open now refresh once.
        void queryClient.fetchQuery({ ...getNotificationsQueryOptions(email), staleTime: 0 }).then(
          ({ notifications }) => {
            const newestUnread = notifications.find((row) => !row.read);
            if (newestUnread) emit({ type: 'notification', version: 1, notification: newestUnread });
          },
          () => {},
        );
      },
      onNotification: ({ unreadCount, ...notification }) => {
        queryClient.setQueryData<NotificationsResponse>(queryKey, (current) => {
          const rows = current?.notifications ?? [];
          if (rows.some((row) => row._id === notification._id)) return current;
          return { unreadCount, notifications: [notification, ...rows] };
        });
        emit({ type: 'notification', version: 1, notification });
      },
      onSignal: emit,
    });
  }, [email, queryClient]);
}
