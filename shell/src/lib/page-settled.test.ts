type PageSettled = typeof import('./page-settled');

/** A fresh copy of the module: its one promise is per page load. */
function fresh(): PageSettled {
  let module: PageSettled | undefined;
  jest.isolateModules(() => {
    module = require('./page-settled');
  });
  return module as PageSettled;
}

let resources = 0;
const flush = () =>
  new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

beforeEach(() => {
  jest.useFakeTimers();
  resources = 0;
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'resource' ? new Array(resources) : []),
  });
});
afterEach(() => jest.useRealTimers());

async function settledAfter(ms: number, module: PageSettled, onCheck = () => {}): Promise<boolean> {
  let done = false;
  module.pageSettled().then(() => {
    done = true;
  });
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    onCheck();
    jest.advanceTimersByTime(100);
    await flush();
  }
  return done;
}

describe('pageSettled', () => {
  it('resolves once no resource has finished for 300 ms of a loaded page', async () => {
    const module = fresh();
    expect(await settledAfter(200, module)).toBe(false);
    expect(await settledAfter(400, module)).toBe(true);
  });

  it('waits while resources keep arriving, 4 s at the most', async () => {
    const module = fresh();
    const busy = () => {
      resources += 1;
    };
    expect(await settledAfter(3500, module, busy)).toBe(false);
    expect(await settledAfter(1500, module, busy)).toBe(true);
  });

  it('is one wait per page load: later callers get the same answer at once', async () => {
    const module = fresh();
    const first = module.pageSettled();
    expect(module.pageSettled()).toBe(first);
    await settledAfter(600, module);
    resources += 1; // a later route's chunk: no new wait
    let done = false;
    module.pageSettled().then(() => {
      done = true;
    });
    await flush();
    expect(done).toBe(true);
  });
});
