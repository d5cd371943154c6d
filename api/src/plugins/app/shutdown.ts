/**
 * `app.shutdown`: the instance's own state for the balancer. `begin()` (server.ts, on SIGTERM) turns
 * GET /health/ready into 503 at once, before the server stops listening and drains; from then on every answer
 * carries `Connection: close`.
 */
import fp from 'fastify-plugin';

export interface ShutdownState {
  readonly begun: boolean;
  begin(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    shutdown: ShutdownState;
  }
}

export default fp(
  async (app) => {
    let begun = false;
    app.decorate('shutdown', {
      get begun() {
        return begun;
      },
      begin() {
        begun = true;
      },
    } satisfies ShutdownState);
    // A close without a signal (tests, scripts) is a shutdown too.
    app.addHook('preClose', async () => {
      begun = true;
    });
    // During the drain every answer closes its connection, so the balancer opens its next one to a listening
    // instance instead of sending it down a kept-alive connection this one is about to close.
    app.addHook('onRequest', async (_request, reply) => {
      if (begun) reply.header('connection', 'close');
    });
  },
  { name: 'shutdown' },
);
