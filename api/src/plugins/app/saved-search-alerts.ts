/**
 * `app.savedSearchAlerts`: matches queued new listings against the saved searches, off the request that
 * created them, and sends the alerts the throttle counted once their interval ends. Woken at once by
 * POST /products on this instance; every instance also polls, for listings queued by an instance that stopped.
 */
import fp from 'fastify-plugin';
import { type PeriodicJob, startPeriodicJob } from './periodic-job';

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchAlerts: PeriodicJob;
  }
}

export default fp(
  async (app) => {
    const interval = app.config.savedSearchAlertIntervalSeconds;
    const job = startPeriodicJob(app, 'saved-search-alerts', app.config.listingMatchPollMs, async () => {
      for (;;) {
        const notifications = await app.repos.savedSearches.matchNextListing(interval);
        if (notifications === null) break;
        await app.notifyUsers(notifications);
      }
      await app.notifyUsers(await app.repos.savedSearches.flushPendingAlerts(interval));
    });
    app.decorate('savedSearchAlerts', job);
  },
  { name: 'saved-search-alerts', dependencies: ['repositories', 'event-stream', 'env'] },
);
