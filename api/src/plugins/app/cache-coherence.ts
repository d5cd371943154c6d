/**
 * Keeps the response caches of every instance coherent: a write on one instance drops every instance's cached
 * answers. The writing instance's own cache drops at once (its write clock); the others hear it on the event
 * channel (topic `cache-invalidate`: Redis pub/sub or PostgreSQL NOTIFY), and drop everything on a resync
 * (messages may have been lost). A write request is acknowledged only once every other live instance confirmed
 * it dropped its cache (topic `cache-ack`; instances learn of each other from a heartbeat, `cache-peer`), or
 * after ACK_TIMEOUT_MS when one does not answer: so a client's next read on another instance never gets the
 * old answer, and a dead instance delays writes by at most that (measured in cache-coherence.test.ts).
 * On PGlite no other process can share the database, so nothing is announced.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const CACHE_INVALIDATE_TOPIC = 'cache-invalidate';

/** A write's answer waits at most this long for the other instances' confirmations. */
const ACK_TIMEOUT_MS = 100;
const HEARTBEAT_MS = 1000;
/** An instance not heard of for this long is taken as gone (nobody waits for it). */
const PEER_EXPIRY_MS = 3500;

const TOPIC_ACK = 'cache-ack';
const TOPIC_PEER = 'cache-peer';

export default fp(
  async (app) => {
    if (app.eventChannel.kind === 'in-process') return;
    const channel = app.eventChannel;
    const cache = app.responseCache;
    /** Tells this instance's messages from the others'. */
    const self = randomUUID();
    let announcedVersion = app.dbWrites.version;
    let lastAnnouncement: Promise<void> = Promise.resolve();
    let scheduled = false;
    let sent = 0;
    /** Other instance -> when last heard of, and the highest of our announcements it confirmed. */
    const peers = new Map<string, { seenAt: number; confirmed: number }>();
    const waiting = new Set<{ seq: number; check: () => void }>();

    function livePeers() {
      const now = Date.now();
      for (const [id, peer] of peers) if (now - peer.seenAt > PEER_EXPIRY_MS) peers.delete(id);
      return [...peers.values()];
    }

    function peer(id: string) {
      let known = peers.get(id);
      if (!known) {
        known = { seenAt: Date.now(), confirmed: 0 };
        peers.set(id, known);
      }
      known.seenAt = Date.now();
      return known;
    }

    /** Resolves once every live instance confirmed announcement `seq`, or after ACK_TIMEOUT_MS. */
    function confirmations(seq: number): Promise<void> {
      return new Promise((resolve) => {
        const entry = {
          seq,
          check: () => {
            if (livePeers().some((known) => known.confirmed < seq)) return;
            finish();
          },
        };
        const finish = () => {
          clearTimeout(timer);
          waiting.delete(entry);
          resolve();
        };
        const timer = setTimeout(finish, ACK_TIMEOUT_MS);
        waiting.add(entry);
        entry.check();
      });
    }

    /** Publishes once for every write not yet announced; resolves when the latest announcement is confirmed. */
    function announce(): Promise<void> {
      const version = app.dbWrites.version;
      if (version > announcedVersion) {
        announcedVersion = version;
        const seq = ++sent;
        lastAnnouncement = channel
          .publish(CACHE_INVALIDATE_TOPIC, { from: self, seq })
          .then(() => confirmations(seq))
          .catch((error) => {
            // The others keep their answers until the TTL: logged, and the write still succeeded.
            app.log.warn({ err: error }, 'cache coherence: could not announce a write');
          });
      }
      return lastAnnouncement;
    }

    // Writes outside a write request (a GET /jwt that creates the user row, the seed): announced on the next turn.
    app.dbWrites.onWrite(() => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        void announce();
      });
    });

    // A write request's answer waits for its announcement (a GET never waits).
    app.addHook(
      'onSend',
      (
        request: FastifyRequest,
        _reply: FastifyReply,
        payload: unknown,
        done: (error: null, payload: unknown) => void,
      ) => {
        if (request.method === 'GET' || request.method === 'HEAD') return done(null, payload);
        announce().then(() => done(null, payload));
      },
    );

    const warn = (error: unknown) =>
      app.log.warn({ err: error }, 'cache coherence: channel message not sent');
    const stops = [
      channel.subscribe(CACHE_INVALIDATE_TOPIC, (payload) => {
        const { from, seq } = (payload ?? {}) as { from?: unknown; seq?: unknown };
        if (from === self) return;
        cache.invalidate();
        // A script (make-admin) sends no seq and waits for nobody.
        if (typeof from === 'string' && typeof seq === 'number') {
          peer(from);
          channel.publish(TOPIC_ACK, { to: from, from: self, seq }).catch(warn);
        }
      }),
      channel.subscribe(TOPIC_ACK, (payload) => {
        const { to, from, seq } = (payload ?? {}) as { to?: unknown; from?: unknown; seq?: unknown };
        if (to !== self || typeof from !== 'string' || typeof seq !== 'number') return;
        const known = peer(from);
        known.confirmed = Math.max(known.confirmed, seq);
        for (const entry of waiting) entry.check();
      }),
      channel.subscribe(TOPIC_PEER, (payload) => {
        const { from, leaving } = (payload ?? {}) as { from?: unknown; leaving?: unknown };
        if (typeof from !== 'string' || from === self) return;
        if (leaving === true) peers.delete(from);
        else if (!peers.has(from)) {
          // A newcomer has nothing cached yet; it needs to confirm only what is announced from now on.
          peer(from).confirmed = sent;
          channel.publish(TOPIC_PEER, { from: self }).catch(warn);
        } else peer(from);
        for (const entry of waiting) entry.check();
      }),
      channel.onResync(() => cache.invalidate()),
    ];
    channel.publish(TOPIC_PEER, { from: self }).catch(warn);
    const heartbeat = setInterval(
      () => channel.publish(TOPIC_PEER, { from: self }).catch(warn),
      HEARTBEAT_MS,
    );
    heartbeat.unref();

    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      // Nobody should wait for an instance that is going away.
      await channel.publish(TOPIC_PEER, { from: self, leaving: true }).catch(warn);
    });
    app.addHook('onClose', async () => {
      for (const stop of stops) stop();
      for (const entry of waiting) entry.check();
    });
  },
  { name: 'cache-coherence', dependencies: ['response-cache', 'event-channel', 'database'] },
);
