/**
 * The event channel over Redis pub/sub (REDIS_URL set): messages go out on the app's Redis connection and come
 * in on a second, subscribed one (a subscribed connection can do nothing else). After that connection was lost
 * and is back, it subscribes again itself and then runs the `onResync` listeners: messages may have been lost.
 */
import type { Redis } from 'ioredis';
import { ChannelListeners, type ChannelLog, type EventChannel, encode } from './event-channel-messages';

interface RedisChannelOptions {
  /** The app's Redis connection; publishes go through it, the subscriber is its duplicate. */
  connection: Redis;
  /** The pub/sub channel: one per deployment and schema. */
  name: string;
  log: ChannelLog;
}

/** One channel per deployment (the key prefix) and database schema. */
export function redisChannelName(keyPrefix: string, schema: string | undefined): string {
  return `${keyPrefix}events:${schema ?? 'public'}`;
}

export function redisChannel(options: RedisChannelOptions): EventChannel & {
  start(): Promise<void>;
  close(): Promise<void>;
} {
  const { connection, name, log } = options;
  const listeners = new ChannelListeners();
  // Subscribes by itself on every (re)connection, so the resync runs only once the subscription is back.
  // Named after the channel, so an operator (or a test) can tell it in CLIENT LIST.
  const subscriber = connection.duplicate({
    autoResubscribe: false,
    lazyConnect: true,
    connectionName: name,
  });
  let started = false;
  let closed = false;

  subscriber.on('message', (channel: string, message: string) => {
    if (channel === name) listeners.deliver(message, log);
  });
  subscriber.on('error', (error: Error) => {
    log.warn({ err: error }, 'event channel: Redis subscriber connection failed; reconnecting');
  });
  subscriber.on('ready', () => {
    if (!started || closed) return;
    subscriber.subscribe(name).then(
      () => {
        log.info({ channel: name }, 'event channel: listening again');
        listeners.resync();
      },
      (error: unknown) => log.warn({ err: error }, 'event channel: could not subscribe again'),
    );
  });

  return {
    kind: 'redis',
    async start() {
      await subscriber.connect();
      await subscriber.subscribe(name);
      started = true;
    },
    async publish(topic, payload) {
      await connection.publish(name, encode(topic, payload));
    },
    subscribe: listeners.subscribe,
    onResync: listeners.onResync,
    async close() {
      closed = true;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
