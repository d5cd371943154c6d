/**
 * A job each instance runs on a timer, and at once when woken: one run at a time (a wake during a run runs it
 * again after), errors logged, and the app's close waits for the run in progress. Jobs must be safe to run on
 * several instances at once (their SQL takes rows with SKIP LOCKED or conditional UPDATEs).
 */
import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** Runs the job soon (after the current run, if one is in progress). */
  wake(): void;
  /** Runs the job now and resolves when this run (or the one it joined) has ended; for tests and scripts. */
  runNow(): Promise<void>;
}

export function startPeriodicJob(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  run: () => Promise<void>,
): PeriodicJob {
  let current: Promise<void> | null = null;
  let again = false;
  let closed = false;

  function start(): Promise<void> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        try {
          await run();
        } catch (error) {
          app.log.warn({ err: error, job: name }, 'background job failed');
        }
      } while (again && !closed);
    })().finally(() => {
      current = null;
    });
    return current;
  }

  const timer = setInterval(() => {
    if (!closed) void start();
  }, intervalMs);
  timer.unref();

  app.addHook('preClose', async () => {
    closed = true;
    clearInterval(timer);
    await current;
  });

  return {
    wake() {
      if (!closed) void start();
    },
    async runNow() {
      if (closed) return;
      // A run already in progress may have started before the caller's write: run once more after it.
      if (current) {
        again = true;
        await current;
        return;
      }
      await start();
    },
  };
}
