import type * as Queue from './telemetry-queue';

/** A fresh queue per test: the module keeps the page's state. */
function freshQueue(): typeof Queue {
  let queue: typeof Queue | undefined;
  jest.isolateModules(() => {
    queue = jest.requireActual('./telemetry-queue');
  });
  if (!queue) throw new Error('queue did not load');
  return queue;
}

describe('telemetry queue', () => {
  it('keeps what comes before the reporter, then hands each event straight over', () => {
    const queue = freshQueue();
    queue.captureForTelemetry({ kind: 'page-view', remote: 'catalog', route: '/' });
    const seen: unknown[] = [];
    queue.deliverCapturedEvents((event) => seen.push(event));
    queue.captureForTelemetry({ kind: 'page-view', remote: 'catalog', route: '/blog' });
    expect(seen).toEqual([
      { kind: 'page-view', remote: 'catalog', route: '/' },
      { kind: 'page-view', remote: 'catalog', route: '/blog' },
    ]);
  });

  it("reports one error once, by the first that meets it (the remote's boundary before the route's)", () => {
    const queue = freshQueue();
    const seen: unknown[] = [];
    queue.deliverCapturedEvents((event) => seen.push(event));
    const error = new Error('crash');
    queue.captureForTelemetry({ kind: 'error', source: 'boundary', remote: 'catalog', error });
    queue.captureForTelemetry({ kind: 'error', source: 'boundary', error });
    queue.captureForTelemetry({ kind: 'error', source: 'rejection', error: 'same text' });
    queue.captureForTelemetry({ kind: 'error', source: 'rejection', error: 'same text' });
    expect(seen).toEqual([
      { kind: 'error', source: 'boundary', remote: 'catalog', error },
      { kind: 'error', source: 'rejection', error: 'same text' },
      { kind: 'error', source: 'rejection', error: 'same text' },
    ]);
  });

  it('keeps nothing for a tab out of the sample, and at most 50 events before the reporter', () => {
    const stopped = freshQueue();
    stopped.captureForTelemetry({ kind: 'page-view', remote: 'catalog', route: '/' });
    stopped.stopCapturing();
    const none: unknown[] = [];
    stopped.deliverCapturedEvents((event) => none.push(event));
    expect(none).toEqual([]);

    const busy = freshQueue();
    for (let n = 0; n < 80; n += 1)
      busy.captureForTelemetry({ kind: 'page-view', remote: 'c', route: `/${n}` });
    const kept: unknown[] = [];
    busy.deliverCapturedEvents((event) => kept.push(event));
    expect(kept).toHaveLength(50);
  });
});
