/**
 * The live side of notifications: one EventSource on the API's `GET /events`, opened only while signed in.
 * EventSource cannot send headers, so the access token travels as the `token` query parameter. The browser
 * reconnects by itself after a dropped connection and sends `Last-Event-ID`, so nothing is missed. A refused
 * stream (expired token: the browser gives up for good) asks the shell for a fresh token and opens again.
 */
import type { NotificationRow } from '@marketplace/shared/types';

export interface StreamOptions {
  apiUrl: string;
  token: string;
  onNotification: (notification: NotificationRow) => void;
  /** The stream is (again) connected: anything stored meanwhile can be fetched. */
  onOpen?: () => void;
  /** The server refused the stream (the browser will not retry): get a new token; null stops trying. */
  refreshToken: () => Promise<string | null>;
  /** Delay before opening again after a refusal. */
  retryDelayMs?: number;
}

export function eventsUrl(apiUrl: string, token: string, lastEventId?: string): string {
  const url = new URL('events', apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`);
  url.searchParams.set('token', token);
  if (lastEventId) url.searchParams.set('lastEventId', lastEventId);
  return url.toString();
}

function parse(data: string): NotificationRow | null {
  try {
    const value = JSON.parse(data) as NotificationRow;
    return value && typeof value === 'object' && typeof value.text === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Opens the stream; the function returned closes it for good. */
export function openNotificationStream(options: StreamOptions): () => void {
  const { apiUrl, onNotification, onOpen, refreshToken, retryDelayMs = 2000 } = options;
  let token = options.token;
  let source: EventSource | null = null;
  let lastEventId: string | undefined;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const handle = (event: MessageEvent<string>) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    const notification = parse(event.data);
    if (notification) onNotification(notification);
  };

  const open = () => {
    if (closed) return;
    source = new EventSource(eventsUrl(apiUrl, token, lastEventId));
    source.addEventListener('notification', handle as EventListener);
    source.addEventListener('message', handle);
    source.addEventListener('open', () => onOpen?.());
    source.addEventListener('error', () => {
      // CONNECTING: the browser retries by itself. CLOSED: it was refused and will not.
      if (!source || source.readyState !== EventSource.CLOSED) return;
      source.close();
      retryTimer = setTimeout(async () => {
        const fresh = await refreshToken().catch(() => null);
        if (!fresh || closed) return;
        token = fresh;
        open();
      }, retryDelayMs);
    });
  };

  open();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
