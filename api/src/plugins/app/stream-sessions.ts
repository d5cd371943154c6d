/**
 * An open event stream lives as long as its session: every EVENTS_SESSION_CHECK_MS each instance checks the
 * sessions of its own streams in one query and ends the streams whose session was logged out, whose user was
 * deleted or given another role, or whose Firebase account is disabled or deleted (asked of Firebase at most every
 * ACCOUNT_RECHECK_SECONDS, as requests are). Each instance checks the database itself, so a Log Out on one
 * instance ends the session's streams on all of them, with or without a working event channel.
 */
import fp from 'fastify-plugin';
import { startPeriodicJob } from './periodic-job';

export default fp(
  async (app) => {
    const job = startPeriodicJob(app, 'stream-sessions', app.config.eventsSessionCheckMs, async () => {
      const owners = app.eventStreams.owners();
      if (owners.length === 0) return;
      const live = await app.repos.sessions.stillValid(owners);
      const accounts = new Map<string, Promise<boolean>>();
      const active = (uid: string) => {
        let check = accounts.get(uid);
        if (!check) {
          check = app.identity.accountActive(uid);
          accounts.set(uid, check);
        }
        return check;
      };
      const ended: string[] = [];
      for (const owner of owners) {
        if (!live.has(owner.sessionId)) ended.push(owner.key);
        else if (owner.firebaseUid && !(await active(owner.firebaseUid))) ended.push(owner.key);
      }
      app.eventStreams.close(ended);
    });
    app.decorate('streamSessions', job);
  },
  { name: 'stream-sessions', dependencies: ['event-stream', 'repositories', 'firebase-identity', 'env'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The check that ends the streams of ended sessions (runNow for tests). */
    streamSessions: import('./periodic-job').PeriodicJob;
  }
}
