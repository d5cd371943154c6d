/**
 * The navbar's bell (loaded only once someone is signed in): the unread count as a badge, a disclosure with
 * the list (text, time, link to the page that acts on it), opening it marks everything read. The live stream
 * adds arrivals to the list and tells the remotes through the event bus (`notification`), so their pages refresh.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useNotifications } from './api/get-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import { BellButton, Count, Panel, Wrapper } from './NotificationBell.styles';
import { linkOf, timeAgo } from './notification-display';
import { useNotificationStream } from './use-notification-stream';

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
