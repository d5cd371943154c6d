/**
 * Opens the configured driver (PGlite or pg) at registration, migrates, and closes it when the app closes.
 * `app.db` counts its writes on `app.dbWrites` (db/write-clock.ts), which the response cache reads.
 * `app.dbOutsideCache` is the same database without that count, only for tables no cached answer reads (the
 * telemetry sums, written on every page view: they must not empty the cache of every instance).
 */
import fp from 'fastify-plugin';
import type { Database } from '../../db/driver';
import { runMigrations } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';
import { type WriteClock, withWriteClock } from '../../db/write-clock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbWrites: WriteClock;
    dbOutsideCache: Database;
  }
}

export default fp(
  async (app) => {
    const opened = await openDatabase(app.config.database, (error) =>
      app.log.error({ err: error }, 'idle database connection failed'),
    );
    const { db, clock } = withWriteClock(opened);
    app.decorate('db', db);
    app.decorate('dbOutsideCache', opened);
    app.decorate('dbWrites', clock);
    app.addHook('onClose', async () => {
      await db.close();
    });
    const applied = await runMigrations(db);
    app.log.info({ driver: db.driver, applied }, 'database ready');
  },
  { name: 'database', dependencies: ['env'] },
);
