/** Opens the configured driver (PGlite or pg) at registration, migrates, and closes it when the app closes. */
import fp from 'fastify-plugin';
import type { Database } from '../../db/driver';
import { runMigrations } from '../../db/migrate';
import { openDatabase } from '../../db/open-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export default fp(
  async (app) => {
    const db = await openDatabase(app.config.database, (error) =>
      app.log.error({ err: error }, 'idle database connection failed'),
    );
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.close();
    });
    const applied = await runMigrations(db);
    app.log.info({ driver: db.driver, applied }, 'database ready');
  },
  { name: 'database', dependencies: ['env'] },
);
