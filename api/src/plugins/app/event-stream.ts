/**
 * The live side of notifications: `app.notifyUsers(notifications)` after a write commits, and the open
 * server-sent event streams of GET /events (`app.eventStreams`).
 *
 * A write announces only whom it concerns, on the event channel (topic `notification`, `{ userIds }`), which
 * reaches every API instance (LISTEN/NOTIFY on PostgreSQL). Each instance then lets the streams of those users
 * catch up from the database: every stream remembers the last id it sent and asks for `id > last`, in order.
 * Notification ids commit in increasing order (notifications-repository.ts), so catching up never skips one,
 * a lost channel message is repaired by the next one or by a resync, and a reconnect with Last-Event-ID replays
 * exactly what was missed.
 *
 * Besides notifications, a stream carries signals (`app.signalUsers`): `event: signal` without an id, whose
 * data is a typed event for one user, `{ type, version, ... }`, such as `conversation` (a conversation of theirs
 * changed). The shell puts every signal on the event bus as it is, so a new kind needs no shell release. They
 * are not stored: a client that reconnects reads the current state again.
 */
import { randomUUID } from 'node:crypto';
import type { NotificationEvent, Role, StreamSignal } from '@marketplace/shared/types';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicNotification, type StoredNotification } from './repositories/notifications-repository';
import { localUserStreams, redisUserStreams } from './user-streams';

/** Open streams per user (on all instances with Redis): a 6th closes that user's oldest. */
export const MAX_STREAMS_PER_USER = 5;

/** How long EventSource waits before reconnecting (sent as `retry:`). */
export const EVENTS_RETRY_MS = 2000;
const TOPIC = 'notification';
const SIGNAL_TOPIC = 'signal';
/** A user's streams past the cap, named by key, that their instances close. */
const CLOSE_TOPIC = 'stream-close';
/** Streams refreshed per Redis call at each keep-alive. */
const REFRESH_BATCH = 200;
/** The signals a stream carries: their types and data are the event bus's (shared/event-bus). */
export type Signal = StreamSignal;

/** Whose stream it is: the session it ends with, and the role and account it was opened for. */
export interface StreamOwner {
  userId: string;
  sessionId: string;
  role: Role;
  firebaseUid: string | null;
}

interface Stream extends StreamOwner {
  /** Unique over all instances: how the user's stream count names it. */
  key: string;
  lastId: bigint;
  reply: FastifyReply;
  running: boolean;
  again: boolean;
}

export interface EventStreams {
  /** Takes over the reply (after authentication) and keeps it open as an event stream. */
  open(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: StreamOwner & { lastEventId: string | undefined },
  ): Promise<void>;
  /** This instance's open streams and whose they are. */
  owners(): Array<StreamOwner & { key: string }>;
  /** Ends these streams of this instance. */
  close(keys: Iterable<string>): void;
  /** Open streams on this instance. */
  readonly size: number;
  /** The instance holds EVENTS_MAX_STREAMS streams: a new one must wait. */
  readonly full: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells every instance that these notifications were stored (call after the transaction committed). */
    notifyUsers: (notifications: readonly StoredNotification[]) => Promise<void>;
    /** Sends each user their signal (`event: signal`) on their open streams, on every instance. */
    signalUsers: (signalByUser: Readonly<Record<string, Signal>>) => Promise<void>;
    eventStreams: EventStreams;
  }
}

export default fp(
  async (app) => {
    const byUser = new Map<string, Set<Stream>>();
    const byKey = new Map<string, Stream>();
    let count = 0;
    const userStreams = app.redis
      ? redisUserStreams(app.redis, app.config.redisKeyPrefix, app.config.eventsKeepAliveMs)
      : localUserStreams();

    function write(stream: Stream, chunk: string) {
      const raw = stream.reply.raw;
      if (!raw.writableEnded && !raw.destroyed) raw.write(chunk);
    }

    /** Sends what the stream's user has that the stream has not sent yet; one catch-up at a time per stream. */
    async function catchUp(stream: Stream): Promise<void> {
      if (stream.running) {
        stream.again = true;
        return;
      }
      stream.running = true;
      try {
        do {
          stream.again = false;
          const rows = await app.repos.notifications.listAfter(stream.userId, stream.lastId.toString());
          if (rows.length === 0) continue;
          const unreadCount = await app.repos.notifications.unreadCount(stream.userId);
          for (const row of rows) {
            const event: NotificationEvent = { ...publicNotification(row), unreadCount };
            write(stream, `id: ${row._id}\nevent: notification\ndata: ${JSON.stringify(event)}\n\n`);
            stream.lastId = BigInt(row._id);
          }
          if (rows.length === 500) stream.again = true;
        } while (stream.again && !stream.reply.raw.destroyed);
      } catch (error) {
        app.log.warn({ err: error }, 'event stream: catching up failed');
      } finally {
        stream.running = false;
      }
    }

    function wake(userIds: Iterable<string>) {
      for (const userId of userIds) {
        for (const stream of byUser.get(userId) ?? []) void catchUp(stream);
      }
    }

    const unsubscribe = app.eventChannel.subscribe(TOPIC, (payload) => {
      const userIds = (payload as { userIds?: unknown })?.userIds;
      if (Array.isArray(userIds)) wake(userIds.filter((id): id is string => typeof id === 'string'));
    });
    const stopResync = app.eventChannel.onResync(() => wake([...byUser.keys()]));

    const unsubscribeSignals = app.eventChannel.subscribe(SIGNAL_TOPIC, (payload) => {
      const signalByUser = (payload as { signalByUser?: unknown } | null)?.signalByUser;
      if (typeof signalByUser !== 'object' || signalByUser === null) return;
      for (const [userId, signal] of Object.entries(signalByUser)) {
        for (const stream of byUser.get(userId) ?? []) {
          write(stream, `event: signal\ndata: ${JSON.stringify(signal)}\n\n`);
        }
      }
    });

    app.decorate('signalUsers', async (signalByUser: Readonly<Record<string, Signal>>) => {
      if (Object.keys(signalByUser).length === 0) return;
      try {
        await app.eventChannel.publish(SIGNAL_TOPIC, { signalByUser });
      } catch (error) {
        // A lost signal only delays the screen: the next one, a notification or a reload shows the change.
        app.log.warn({ err: error }, 'event stream: could not send a signal');
      }
    });

    app.decorate('notifyUsers', async (notifications: readonly StoredNotification[]) => {
      if (notifications.length === 0) return;
      const userIds = [...new Set(notifications.map((notification) => notification.userId))];
      try {
        await app.eventChannel.publish(TOPIC, { userIds });
      } catch (error) {
        // Stored all the same: the user sees it in GET /notifications and on the stream's next catch-up.
        app.log.warn({ err: error }, 'event stream: could not announce new notifications');
      }
    });

    const keepAlive = setInterval(() => {
      for (const streams of byUser.values()) for (const stream of streams) write(stream, ': keep-alive\n\n');
      const open = [...byKey.values()];
      for (let start = 0; start < open.length; start += REFRESH_BATCH) {
        userStreams
          .refresh(open.slice(start, start + REFRESH_BATCH))
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'event stream: could not refresh the counts'),
          );
      }
    }, app.config.eventsKeepAliveMs);
    keepAlive.unref();

    function remove(stream: Stream) {
      const streams = byUser.get(stream.userId);
      if (!streams?.delete(stream)) return;
      byKey.delete(stream.key);
      count--;
      if (streams.size === 0) byUser.delete(stream.userId);
      userStreams
        .remove(stream.userId, stream.key)
        .catch((error: unknown) => app.log.warn({ err: error }, 'event stream: could not uncount a stream'));
    }

    function close(keys: Iterable<string>) {
      for (const key of keys) {
        const stream = byKey.get(key);
        if (!stream) continue;
        remove(stream);
        stream.reply.raw.end();
      }
    }

    const unsubscribeClose = app.eventChannel.subscribe(CLOSE_TOPIC, (payload) => {
      const keys = (payload as { keys?: unknown } | null)?.keys;
      if (Array.isArray(keys)) close(keys.filter((key): key is string => typeof key === 'string'));
    });

    /** Counts the new stream with the user's others; past the cap, the oldest close wherever they are open. */
    async function capUserStreams(stream: Stream): Promise<void> {
      let excess: string[];
      try {
        excess = await userStreams.add(stream.userId, stream.key, MAX_STREAMS_PER_USER);
      } catch (error) {
        app.log.warn({ err: error }, 'event stream: could not count the user streams');
        return;
      }
      const elsewhere = excess.filter((key) => !byKey.has(key));
      close(excess);
      if (elsewhere.length === 0) return;
      await app.eventChannel
        .publish(CLOSE_TOPIC, { keys: elsewhere })
        .catch((error: unknown) => app.log.warn({ err: error }, 'event stream: could not close old streams'));
    }

    app.decorate('eventStreams', {
      get size() {
        return count;
      },
      get full() {
        return count >= app.config.eventsMaxStreams;
      },
      owners: () =>
        [...byKey.values()].map(({ key, userId, sessionId, role, firebaseUid }) => ({
          key,
          userId,
          sessionId,
          role,
          firebaseUid,
        })),
      close,
      async open(request, reply, { lastEventId, ...owner }) {
        const { userId } = owner;
        const start = lastEventId ?? (await app.repos.notifications.latestId(userId));
        const stream: Stream = {
          ...owner,
          key: randomUUID(),
          lastId: BigInt(start),
          reply,
          running: false,
          again: false,
        };
        reply.hijack();
        const raw = reply.raw;
        // Headers set by hooks so far (CORS, helmet) go out with the stream's own.
        const headers: Record<string, string | string[] | number> = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) headers[name] = value as string | string[] | number;
        }
        raw.writeHead(200, {
          ...headers,
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          // nginx (the scale-out topology) must not buffer the stream.
          'x-accel-buffering': 'no',
        });
        raw.write(`retry: ${EVENTS_RETRY_MS}\n: connected\n\n`);
        let streams = byUser.get(userId);
        if (!streams) {
          streams = new Set();
          byUser.set(userId, streams);
        }
        streams.add(stream);
        byKey.set(stream.key, stream);
        count++;
        request.raw.once('close', () => remove(stream));
        raw.once('close', () => remove(stream));
        // One user cannot hold the instances' streams: past the limit, their oldest closes.
        await capUserStreams(stream);
        if (!byKey.has(stream.key)) return;
        // Replays what a reconnecting client missed, and anything stored while this stream was opening.
        await catchUp(stream);
      },
    } satisfies EventStreams);

    // Before the server waits for its connections to end: open streams would keep it (and tests) waiting.
    app.addHook('preClose', async () => {
      clearInterval(keepAlive);
      unsubscribe();
      unsubscribeSignals();
      unsubscribeClose();
      stopResync();
      close([...byKey.keys()]);
    });
  },
  { name: 'event-stream', dependencies: ['event-channel', 'repositories', 'env'] },
);
