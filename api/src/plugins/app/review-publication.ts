/**
 * `app.reviewPublication`: publishes the reviews whose window has passed, on a timer on every instance
 * (reviews-repository.ts makes each publication happen once), and tells their subjects.
 */
import fp from 'fastify-plugin';
import { type PeriodicJob, startPeriodicJob } from './periodic-job';

declare module 'fastify' {
  interface FastifyInstance {
    reviewPublication: PeriodicJob;
  }
}

export default fp(
  async (app) => {
    const job = startPeriodicJob(app, 'review-publication', app.config.reviewPublishIntervalMs, async () => {
      for (;;) {
        const notifications = await app.repos.reviews.publishDue(app.config.reviewWindowSeconds);
        await app.notifyUsers(notifications);
        if (notifications.length < 500) return;
      }
    });
    app.decorate('reviewPublication', job);
  },
  { name: 'review-publication', dependencies: ['repositories', 'event-stream', 'env'] },
);
