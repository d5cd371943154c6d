/** Reads the config, builds the app, seeds an empty database, listens, and closes cleanly on SIGTERM/SIGINT. */
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { seedIfEmpty } from './db/demo-seed';

const FORCED_EXIT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.ready();
  if (config.seedOnEmpty) await seedIfEmpty(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // PGlite and the pg pool are closed in onClose; without that the process would not exit.
    setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, FORCED_EXIT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
