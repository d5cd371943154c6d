/**
 * The live side of notifications: one EventSource on the API's `GET /events`, opened only while signed in.
 * EventSource cannot send headers, so the stream opens with a ticket from `POST /events/ticket` (through the
 * API client, which holds the access token). A ticket opens one stream only, so the browser's own reconnect
 * (with the spent ticket in its URL) would always be refused: after any error the stream is closed here and
 * reopened with a new ticket and `lastEventId`, so nothing is missed, waiting longer after each failure in a
 * row (an API that is down is not asked every second). The same
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
  /** Delay before asking for a new ticket after the first error; it doubles with each error in a row. */
  retryDelayMs?: number;
  /** The longest delay between two tries. */
  maxRetryDelayMs?: number;
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
  const {
    apiUrl,
    getTicket,
    onNotification,
    onSignal,
    onOpen,
    retryDelayMs = 1000,
    maxRetryDelayMs = 30_000,
  } = options;
  let source: EventSource | null = null;
  let lastEventId: string | undefined;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failuresInARow = 0;

  const retryLater = () => {
    if (closed) return;
    const delay = Math.min(retryDelayMs * 2 ** failuresInARow, maxRetryDelayMs);
    failuresInARow += 1;
    retryTimer = setTimeout(() => void open(), delay);
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
    current.addEventListener('open', () => {
      failuresInARow = 0;
      onOpen?.();
    });
    current.addEventListener('error', () => {
      if (source !== current) return;
      current.close();
      source = null;
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
