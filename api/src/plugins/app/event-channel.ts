/**
 * One publish/subscribe channel shared by every API instance on the same database: `app.eventChannel`.
 * - Redis (when REDIS_URL is set): pub/sub on `<REDIS_KEY_PREFIX>events:<schema>` (redis-event-channel.ts).
 * - PostgreSQL: LISTEN/NOTIFY on one channel (named after the schema, so two deployments or two test schemas on
 *   one server do not hear each other), through a dedicated connection that reconnects by itself. A message sent
 *   by any instance reaches every instance, this one included.
 * - PGlite (one process owns the database): an in-process emitter.
 * Messages are `{ topic, payload }` JSON, small (NOTIFY allows under 8000 bytes): say what changed, and let the
 * receiver read the rest from the database. After the listening connection was lost and is back, `onResync`
 * listeners run: messages may have been missed in between. Used by the event stream (notifications) and the
 * response cache (cache-coherence.ts).
 */
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import pg from 'pg';
import { redisChannel, redisChannelName } from './redis-event-channel';

export type ChannelListener = (payload: unknown) => void;

export interface EventChannel {
  readonly kind: 'redis' | 'postgres' | 'in-process';
  publish(topic: string, payload: unknown): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, listener: ChannelListener): () => void;
  /** Called after the channel was interrupted (messages may have been lost). */
  onResync(listener: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    eventChannel: EventChannel;
  }
}

const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5000;

/** The NOTIFY channel of a schema: a plain identifier of at most 63 bytes. */
export function channelName(schema: string | undefined): string {
  return `furniture_events${schema ? `_${schema}` : ''}`.slice(0, 63);
}

export type ChannelLog = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/** What every kind of channel does with what it receives: topic listeners, resync listeners, decoding. */
export class ChannelListeners {
  private readonly emitter = new EventEmitter();
  private readonly resyncListeners = new Set<() => void>();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  readonly subscribe = (topic: string, listener: ChannelListener): (() => void) => {
    this.emitter.on(topic, listener);
    return () => this.emitter.off(topic, listener);
  };
  readonly onResync = (listener: () => void): (() => void) => {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  };
  emit(topic: string, payload: unknown): void {
    this.emitter.emit(topic, payload);
  }
  /** A message as `encode` wrote it, to its topic's listeners; an unreadable one is logged and dropped. */
  deliver(message: string, log: ChannelLog): void {
    try {
      const { topic, payload } = JSON.parse(message) as { topic?: unknown; payload?: unknown };
      if (typeof topic === 'string') this.emit(topic, payload);
    } catch (error) {
      log.warn({ err: error }, 'event channel: unreadable message ignored');
    }
  }
  /** The connection was lost and is back: messages may have been missed. */
  resync(): void {
    for (const listener of this.resyncListeners) listener();
  }
}

export function encode(topic: string, payload: unknown): string {
  const message = JSON.stringify({ topic, payload });
  if (Buffer.byteLength(message) > MAX_PAYLOAD_BYTES) {
    throw new Error(`Event channel message too large for NOTIFY (${topic})`);
  }
  return message;
}

function inProcessChannel(): EventChannel & { close(): void } {
  const listeners = new ChannelListeners();
  return {
    kind: 'in-process',
    async publish(topic, payload) {
      const message = JSON.parse(encode(topic, payload)) as { payload: unknown };
      // Asynchronous like NOTIFY: a publisher never runs its listeners inside its own call.
      setImmediate(() => listeners.emit(topic, message.payload));
    },
    subscribe: listeners.subscribe,
    onResync: listeners.onResync,
    close() {},
  };
}

interface PostgresChannelOptions {
  url: string;
  schema?: string;
  /** Runs a statement on the app's pool (pg_notify). */
  notify: (channel: string, message: string) => Promise<void>;
  log: ChannelLog;
}

function postgresChannel(options: PostgresChannelOptions): EventChannel & {
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

export default fp(
  async (app) => {
    const database = app.config.database;
    const schema = database.driver === 'postgres' ? database.schema : undefined;
    if (app.redis) {
      const channel = redisChannel({
        connection: app.redis,
        name: redisChannelName(app.config.redisKeyPrefix, schema),
        log: app.log,
      });
      await channel.start();
      app.decorate('eventChannel', channel);
      app.addHook('onClose', () => channel.close());
    } else if (database.driver === 'postgres') {
      const channel = postgresChannel({
        url: database.url,
        schema: database.schema,
        notify: async (name, message) => {
          await app.db.query('SELECT pg_notify($1, $2)', [name, message]);
        },
        log: app.log,
      });
      await channel.start();
      app.decorate('eventChannel', channel);
      app.addHook('onClose', () => channel.close());
    } else {
      const channel = inProcessChannel();
      app.decorate('eventChannel', channel);
      app.addHook('onClose', async () => channel.close());
    }
  },
  { name: 'event-channel', dependencies: ['env', 'database', 'redis'] },
);
