/**
 * The navbar's bell (loaded only once someone is signed in): the unread count as a badge, a disclosure with
 * the list (text, time, link to the page that acts on it), opening it marks everything read. The live stream
 * adds arrivals to the list and tells the remotes through the event bus (`notification`), so their pages refresh.
 */
import { emit, getRuntimeSettings } from '@marketplace/shared/event-bus';
import { notificationKeys } from '@marketplace/shared/query-keys';
import type { Notification, NotificationsResponse } from '@marketplace/shared/types';
import { FOLDED_MENU_MEDIA } from '@marketplace/ui/disclosure-menu';
import { theme } from '@marketplace/ui/theme';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { createEventsTicket } from './api/create-events-ticket';
import { getNotificationsQueryOptions, useNotifications } from './api/get-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import { openNotificationStream } from './notification-stream';

/** On a phone the list spans the screen under the navbar (the bar is its positioned ancestor there). */
const Wrapper = styled.div`
  position: relative;
  flex: none;
  @media ${FOLDED_MENU_MEDIA} {
    position: static;
  }
`;

const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.border};
  border-radius: 50%;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.background};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${theme.colors.danger};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 20;
  width: min(360px, calc(100vw - 24px));
  max-height: min(70vh, 480px);
  overflow-y: auto;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.18);
  @media ${FOLDED_MENU_MEDIA} {
    top: calc(100% + 4px);
    left: ${theme.space(3)};
    right: ${theme.space(3)};
    width: auto;
  }
  h2 {
    margin: 0;
    padding: ${theme.space(3)} ${theme.space(4)};
    font-size: 1rem;
    border-bottom: 1px solid ${theme.colors.border};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: ${theme.space(3)} ${theme.space(4)};
    border-bottom: 1px solid ${theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
  li[data-new='true'] {
    background: #fff7e6;
  }
  a {
    display: block;
    color: ${theme.colors.text};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  time {
    display: block;
    margin-top: ${theme.space(1)};
    color: ${theme.colors.muted};
    font-size: 0.85rem;
  }
  p {
    margin: 0;
    padding: ${theme.space(4)};
    color: ${theme.colors.muted};
  }
`;

/** '2 min ago' for the last day, the date and time after that. */
export function timeAgo(iso: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const minutes = Math.floor((now - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Date(then).toLocaleString();
}

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15a2.5 2.5 0 0 0 5 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Where a notification leads: a seller's Booking Requests with its row highlighted, or the page as given. */
export function linkOf(notification: Pick<Notification, 'link' | 'bookingId'>): string {
  if (
    !notification.bookingId ||
    notification.link.includes('#') ||
    notification.link !== '/dashboard/bookings'
  )
    return notification.link;
  return `${notification.link}#${encodeURIComponent(notification.bookingId)}`;
}

/** Keeps the stream open while `email` is signed in: arrivals go into the list and onto the event bus. */
function useNotificationStream(email: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const queryKey = notificationKeys.user(email);
    return openNotificationStream({
      apiUrl: getRuntimeSettings().apiUrl,
      getTicket: createEventsTicket,
      onOpen: () => {
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
    });
  }, [email, queryClient]);
}

export default function NotificationBell({ email }: { email: string }) {
  useNotificationStream(email);
  const { data } = useNotifications(email);
  const notifications = data?.notifications ?? [];
  const markRead = useMarkNotificationsRead(email);
  const [open, setOpen] = useState(false);
  // What was unread when the list opened stays marked "new" while it is open.
  const [newIds, setNewIds] = useState<Set<string>>(new Set());
  const attempted = useRef(new Set<string>());
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const countId = useId();
  const unread = notifications.filter((row) => !row.read);
  // The server's count covers more than the latest rows the list holds.
  const unreadCount = Math.max(data?.unreadCount ?? 0, unread.length);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const toggle = () => {
    if (open) return close(false);
    setNewIds(new Set());
    attempted.current = new Set();
    setOpen(true);
  };

  // Opening marks everything read, and so does an arrival while the list is open (the user is looking at it).
  // Each id is tried once per opening, so a failing POST does not loop.
  useEffect(() => {
    if (!open) return;
    const ids = unread.map((row) => row._id).filter((id) => !attempted.current.has(id));
    if (ids.length === 0 && unreadCount > 0 && !attempted.current.has('*')) ids.push('*');
    if (ids.length === 0) return;
    for (const id of ids) attempted.current.add(id);
    setNewIds((current) => new Set([...current, ...ids]));
    markRead.mutate();
  }, [open, unread, unreadCount, markRead]);

  // A click or focus outside closes the list.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <Wrapper ref={wrapperRef} onKeyDown={onKeyDown}>
      <BellButton
        ref={buttonRef}
        type="button"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={unreadCount > 0 ? countId : undefined}
        onClick={toggle}
      >
        <BellIcon />
        {unreadCount > 0 ? (
          <Count id={countId} data-testid="notification-count">
            {unreadCount}
            <span
              style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              {' '}
              unread
            </span>
          </Count>
        ) : null}
      </BellButton>
      <Panel id={panelId} hidden={!open} role="region" aria-label="Notifications list">
        <h2>Notifications</h2>
        {notifications.length === 0 ? (
          <p>No notifications yet</p>
        ) : (
          <ul>
            {notifications.map((row) => (
              <li key={row._id} data-new={newIds.has(row._id) ? 'true' : undefined}>
                <Link to={linkOf(row)} onClick={() => close(false)}>
                  {row.text}
                </Link>
                <time dateTime={row.createdAt}>{timeAgo(row.createdAt)}</time>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </Wrapper>
  );
}
