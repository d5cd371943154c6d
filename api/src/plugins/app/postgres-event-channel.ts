/**
 * The event channel over PostgreSQL LISTEN/NOTIFY: publishes go through the app's pool (pg_notify), and a
 * dedicated listening connection reconnects by itself, then runs the `onResync` listeners.
 */
import pg from 'pg';
import { ChannelListeners, type ChannelLog, type EventChannel, encode } from './event-channel-messages';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5000;

/** The NOTIFY channel of a schema: a plain identifier of at most 63 bytes. */
export function channelName(schema: string | undefined): string {
  return `furniture_events${schema ? `_${schema}` : ''}`.slice(0, 63);
}

interface PostgresChannelOptions {
  url: string;
  schema?: string;
  /** Runs a statement on the app's pool (pg_notify). */
  notify: (channel: string, message: string) => Promise<void>;
  log: ChannelLog;
}

export function postgresChannel(options: PostgresChannelOptions): EventChannel & {
  start(): Promise<void>;
  close(): Promise<void>;
} {
  const channel = channelName(options.schema);
  const listeners = new ChannelListeners();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  function dispatch(message: pg.Notification) {
    if (message.channel === channel && message.payload) listeners.deliver(message.payload, options.log);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', dispatch);
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'event channel: listening connection failed; reconnecting');
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
  }

  function reconnect(failed: pg.Client) {
    if (closed || client !== failed) return;
    client = null;
    failed.end().catch(() => {});
    const attempt = () => {
      retryTimer = null;
      if (closed) return;
      connect().then(
        () => {
          retryMs = RECONNECT_MIN_MS;
          options.log.info({ channel }, 'event channel: listening again');
          listeners.resync();
        },
        (error: unknown) => {
          options.log.warn({ err: error }, 'event channel: reconnect failed');
          retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
          retryTimer = setTimeout(attempt, retryMs);
        },
      );
    };
    retryTimer = setTimeout(attempt, retryMs);
  }

  return {
    kind: 'postgres',
    start: connect,
    async publish(topic, payload) {
      await options.notify(channel, encode(topic, payload));
    },
    subscribe: listeners.subscribe,
    onResync: listeners.onResync,
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
