/**
 * Opens the configured driver (PGlite or pg) at registration, migrates, and closes it when the app closes.
 * `app.db` counts its writes on `app.dbWrites` (db/write-clock.ts), which the response cache reads.
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
  }
}

export default fp(
  async (app) => {
    const { db, clock } = withWriteClock(
      await openDatabase(app.config.database, (error) =>
        app.log.error({ err: error }, 'idle database connection failed'),
      ),
    );
    app.decorate('db', db);
    app.decorate('dbWrites', clock);
    app.addHook('onClose', async () => {
      await db.close();
    });
    const applied = await runMigrations(db);
    app.log.info({ driver: db.driver, applied }, 'database ready');
  },
  { name: 'database', dependencies: ['env'] },
);
