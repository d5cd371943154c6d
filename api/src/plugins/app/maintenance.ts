/**
 * The API's scheduled work, run by every instance every MAINTENANCE_INTERVAL_MS: pending bookings past their
 * hold expire, and open offers past theirs; pickups two hours ahead are reminded; quota rows past the hour, old sessions, spent events tickets and uploads nobody used within 24 hours
 * go. Each job is safe to run on several instances at once (each booking
 * expires once). `app.runMaintenance()` runs one round now (tests, and the first round after start).
 */

import { PICKUP_REMINDER_BEFORE_MS } from '@marketplace/shared/schemas/offers';
import fp from 'fastify-plugin';
import { QUOTA_WINDOW_MS } from './quota';
import { sweepQuotaHits } from './quota-counters';

/** How long an upload may wait for a product or user to use it before the sweep deletes it. */
export const UNUSED_UPLOAD_GRACE_MS = 24 * 3_600_000;

export interface MaintenanceRound {
  expiredBookings: number;
  quotaRowsDropped: number;
  uploadsDeleted: number;
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
      const { notifications, conversations } = await app.repos.bookings.expireHolds(app.config.bookingHoldMs);
      await app.notifyUsers(notifications);
      await app.announceConversations(conversations);
      const expiredBookings = new Set(notifications.map((notification) => notification.bookingId)).size;
      const offersExpired = await app.repos.offers.expire();
      await app.notifyUsers(offersExpired.notifications);
      await app.announceConversations(offersExpired.conversations);
      await app.notifyUsers((await app.repos.pickups.remindDue(PICKUP_REMINDER_BEFORE_MS)).notifications);
      const quotaRowsDropped = await sweepQuotaHits(app.db, QUOTA_WINDOW_MS);
      await app.repos.sessions.sweep();
      const uploadsDeleted = await app.repos.images.sweepUnreferenced(
        `${app.config.publicUrl}/images/`,
        UNUSED_UPLOAD_GRACE_MS,
      );
      await app.repos.notifications.sweepSpentTickets();
      if (expiredBookings > 0) app.log.info({ expiredBookings }, 'maintenance: holds expired');
      return { expiredBookings, quotaRowsDropped, uploadsDeleted };
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
  {
    name: 'maintenance',
    dependencies: ['env', 'database', 'repositories', 'event-stream', 'conversation-signals', 'quota'],
  },
);
