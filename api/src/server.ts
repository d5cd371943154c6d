/**
 * Reads the config, builds the app, seeds an empty database, listens, and shuts down gracefully on
 * SIGTERM/SIGINT: /health/ready answers 503 and the server stops accepting connections at once, the open event
 * streams end (their clients reconnect, through the balancer to another instance), the requests in flight and
 * those still arriving on open connections are answered, then the channel, Redis and the database close and the
 * process exits 0.
 */
import net from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { seedIfEmpty } from './db/demo-seed';
import { removeInternalAdminAccess, writeInternalAdminAccess } from './plugins/app/internal-admin';

const FORCED_EXIT_MS = 10_000;
/** Time for the connections accepted just before the server stopped listening to deliver their request. */
const SETTLE_MS = 500;

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.ready();
  if (config.seedOnEmpty) await seedIfEmpty(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.shutdown.begin();
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    // Stop listening first: the balancer's next connections are refused, which it safely retries elsewhere (even
    // a POST: nothing was sent). net's close, not http's: http's also closes the idle connections at once, and a
    // connection just accepted whose request is not read yet counts as idle: a POST on it would fail after it was
    // sent, which the balancer must not retry. The requests that still arrive are answered normally
    // (return503OnClosing: false) with `Connection: close`.
    net.Server.prototype.close.call(app.server);
    setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, FORCED_EXIT_MS).unref();
    // After SETTLE_MS the requests on the connections accepted before are read; close(): preClose ends the
    // event streams, the idle kept-alive connections close (a GET the balancer sent on one at that moment is
    // retried elsewhere), the requests in flight finish, then onClose closes the channel, Redis and the database.
    const settled = new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    settled
      .then(() => app.close())
      .then(
        () => {
          removeInternalAdminAccess(config.dataDir);
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.database.driver === 'pglite') {
    // While this process holds the PGlite folder, `npm run make-admin` comes through it (plugins/app/internal-admin.ts).
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? '[::1]' : '127.0.0.1';
    writeInternalAdminAccess(config.dataDir, {
      url: `http://${host}:${port}`,
      secret: app.internalAdmin.secret,
      pid: process.pid,
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
