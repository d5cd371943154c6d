/**
 * The live side of notifications: one EventSource on the API's `GET /events`, opened only while signed in.
 * EventSource cannot send headers, so the stream opens with a ticket from `POST /events/ticket` (through the
 * API client, which holds the access token). The browser reconnects by itself after a dropped connection (an
 * API restart) and sends `Last-Event-ID`, so nothing is missed. A refused stream (the ticket expired before a
 * reconnect: the browser then gives up for good) gets a new ticket and reopens with `lastEventId`. The same
 * stream carries signals (`event: signal`): typed events for the bus, whatever their kind, so a remote's new
 * kind of live event needs no change here.
 */
import { isStreamSignal } from '@marketplace/shared/event-bus';
import type { NotificationEvent, StreamSignal } from '@marketplace/shared/types';

export interface StreamOptions {
  apiUrl: string;
  /** A fresh ticket for `GET /events?ticket=`. */
  getTicket: () => Promise<string>;
  onNotification: (notification: NotificationEvent) => void;
  /** A signal arrived (its data checked to be a bus event of its own type). */
  onSignal?: (signal: StreamSignal) => void;
  /** The stream is (again) connected: what was stored meanwhile can be fetched. */
  onOpen?: () => void;
  /** Delay before asking for a new ticket after a refusal or a failed ticket request. */
  retryDelayMs?: number;
}

export function eventsUrl(apiUrl: string, ticket: string, lastEventId?: string): string {
  const url = new URL('events', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`);
  url.searchParams.set('ticket', ticket);
  if (lastEventId) url.searchParams.set('lastEventId', lastEventId);
  return url.toString();
}

function parse(data: string): NotificationEvent | null {
  try {
    const value = JSON.parse(data) as NotificationEvent;
    return value && typeof value === 'object' && typeof value.text === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Opens the stream; the function returned closes it for good. */
export function openNotificationStream(options: StreamOptions): () => void {
  const { apiUrl, getTicket, onNotification, onSignal, onOpen, retryDelayMs = 2000 } = options;
  let source: EventSource | null = null;
  let lastEventId: string | undefined;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const retryLater = () => {
    if (!closed) retryTimer = setTimeout(() => void open(), retryDelayMs);
  };

  const handle = (event: MessageEvent<string>) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    const notification = parse(event.data);
    if (notification) onNotification(notification);
  };

  const handleSignal = (event: MessageEvent<string>) => {
    try {
      const signal: unknown = JSON.parse(event.data);
      if (isStreamSignal(signal)) onSignal?.(signal);
    } catch {
      // Not JSON: ignored, like an unreadable notification.
    }
  };

  async function open() {
    let ticket: string;
    try {
      ticket = await getTicket();
    } catch {
      return retryLater();
    }
    if (closed) return;
    const current = new EventSource(eventsUrl(apiUrl, ticket, lastEventId));
    source = current;
    current.addEventListener('notification', handle as EventListener);
    current.addEventListener('signal', handleSignal as EventListener);
    current.addEventListener('open', () => onOpen?.());
    current.addEventListener('error', () => {
      // CONNECTING: the browser retries by itself. CLOSED: it was refused and will not.
      if (current.readyState !== EventSource.CLOSED) return;
      current.close();
      retryLater();
    });
  }

  void open();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
