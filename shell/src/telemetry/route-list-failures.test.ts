import type * as Failures from './route-list-failures';
import type * as Queue from './telemetry-queue';

/** A fresh queue per test: the module keeps the page's state. */
function fresh(): { queue: typeof Queue; failures: typeof Failures } {
  let modules: { queue: typeof Queue; failures: typeof Failures } | undefined;
  jest.isolateModules(() => {
    modules = {
      queue: jest.requireActual('./telemetry-queue'),
      failures: jest.requireActual('./route-list-failures'),
    };
  });
  if (!modules) throw new Error('modules did not load');
  return modules;
}

describe('route list failures', () => {
  it("reports a remote whose routes.json did not load as that remote's load failure", () => {
    const { queue, failures } = fresh();
    const seen: Queue.CapturedEvent[] = [];
    queue.deliverCapturedEvents((event) => seen.push(event));
    failures.reportRouteListFailures([
      { remote: 'catalog', list: { version: 1, remote: 'catalog', routes: [] } },
      { remote: 'seller', list: null, error: 'routes.json answered 503' },
    ]);
    expect(seen).toHaveLength(1);
    const [failure] = seen;
    expect(failure).toMatchObject({ kind: 'error', source: 'load', remote: 'seller' });
    const error = (failure as { error: Error }).error;
    expect(error.message).toBe('The route list of "seller" could not be loaded: routes.json answered 503');
    expect(error.name).toBe('RouteListUnavailableError');
  });

  it('reports a failure kept from the offline copy too (the list is old, the remote did not answer)', () => {
    const { queue, failures } = fresh();
    const seen: Queue.CapturedEvent[] = [];
    failures.reportRouteListFailures([
      { remote: 'auth', list: { version: 1, remote: 'auth', routes: [] }, error: 'Failed to fetch' },
    ]);
    queue.deliverCapturedEvents((event) => seen.push(event));
    expect(seen).toEqual([expect.objectContaining({ source: 'load', remote: 'auth' })]);
  });
});
