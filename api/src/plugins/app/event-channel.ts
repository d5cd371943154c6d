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
import fp from 'fastify-plugin';
import { ChannelListeners, type EventChannel, encode } from './event-channel-messages';
import { postgresChannel } from './postgres-event-channel';
import { redisChannel, redisChannelName } from './redis-event-channel';

declare module 'fastify' {
  interface FastifyInstance {
    eventChannel: EventChannel;
  }
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
