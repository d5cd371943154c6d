/**
 * The API's scheduled work, run by every instance every MAINTENANCE_INTERVAL_MS: pending bookings past their
 * hold expire; quota rows past the hour, old sessions and spent events tickets go. Each job is safe to run on several instances at once (each booking
 * expires once). `app.runMaintenance()` runs one round now (tests, and the first round after start).
 */
import fp from 'fastify-plugin';
import { QUOTA_WINDOW_MS } from './quota';
import { sweepQuotaHits } from './quota-counters';

export interface MaintenanceRound {
  expiredBookings: number;
  quotaRowsDropped: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    runMaintenance: () => Promise<MaintenanceRound>;
  }
}

export default fp(
  async (app) => {
    let running: Promise<MaintenanceRound> | null = null;

    async function round(): Promise<MaintenanceRound> {
      const notifications = await app.repos.bookings.expireHolds(app.config.bookingHoldMs);
      await app.notifyUsers(notifications);
      const expiredBookings = new Set(notifications.map((notification) => notification.bookingId)).size;
      const quotaRowsDropped = await sweepQuotaHits(app.db, QUOTA_WINDOW_MS);
      await app.repos.sessions.sweep();
      await app.repos.notifications.sweepSpentTickets();
      if (expiredBookings > 0) app.log.info({ expiredBookings }, 'maintenance: holds expired');
      return { expiredBookings, quotaRowsDropped };
    }

    // One round at a time per instance: a slow round is not overtaken by the next tick.
    const runMaintenance = () => {
      running ??= round().finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('runMaintenance', runMaintenance);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        runMaintenance().catch((error: unknown) => app.log.error({ err: error }, 'maintenance round failed'));
      }, app.config.maintenanceIntervalMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running?.catch(() => {});
    });
  },
  { name: 'maintenance', dependencies: ['env', 'database', 'repositories', 'event-stream', 'quota'] },
);
