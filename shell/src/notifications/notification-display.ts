/** How a notification reads in the bell's list: when it arrived, and the page it leads to. */
import { SELLER_BOOKINGS_PATH } from '@marketplace/shared/constants';
import type { Notification } from '@marketplace/shared/types';

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

/** Where a notification leads: a seller's Booking Requests with its row highlighted, or the page as given. */
export function linkOf(notification: Pick<Notification, 'link' | 'bookingId'>): string {
  if (
    !notification.bookingId ||
    notification.link.includes('#') ||
    notification.link !== SELLER_BOOKINGS_PATH
  )
    return notification.link;
  return `${notification.link}#${encodeURIComponent(notification.bookingId)}`;
}
