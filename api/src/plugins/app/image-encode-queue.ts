/**
 * Bounds the picture encodings running at once (each holds a core for a fraction of a second) and how many may
 * wait: past the cap an upload is answered 503 at once instead of queueing without end.
 */
export class EncodeQueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many pictures are being processed right now; try again in a few seconds');
  }
}

export class ImageEncodeQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new EncodeQueueFullError(Math.max(1, Math.ceil(this.waiting.length / (this.concurrency * 2))));
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job, so `running` never drops below the work in flight.
      if (next) next();
      else this.running--;
    }
  }
}
