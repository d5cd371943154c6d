import { watchEntryOwners } from './entry-owners';

/** A PerformanceObserver the test feeds: each observer started, and the types it asked for. */
function fakeObserver(supportedEntryTypes: string[]) {
  const started: { deliver: (entries: object[]) => void; types: string[] }[] = [];
  class Observer {
    static supportedEntryTypes = supportedEntryTypes;
    readonly types: string[] = [];
    constructor(callback: (list: { getEntries(): object[] }) => void) {
      started.push({ deliver: (entries) => callback({ getEntries: () => entries }), types: this.types });
    }
    observe({ type }: { type: string }) {
      this.types.push(type);
    }
  }
  const deliver = (entries: object[]) => {
    for (const observer of started) observer.deliver(entries);
  };
  return { Observer: Observer as unknown as typeof PerformanceObserver, started, deliver };
}

const lcpEntry = (element: Element | null) => ({
  entryType: 'largest-contentful-paint',
  name: '',
  startTime: 812.4,
  duration: 0,
  element,
});

describe('performance entry owners', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<header><img alt="logo"></header><main data-remote="catalog"><img alt="sofa"><button>Save</button></main>';
  });

  it('names the remote an entry pointed into when it arrived, after a navigation took the element away', () => {
    const { Observer, deliver } = fakeObserver(['largest-contentful-paint', 'layout-shift', 'event']);
    const ownerOf = watchEntryOwners(Observer);
    deliver([lcpEntry(document.querySelector('main img'))]);
    document.body.innerHTML = '<main data-remote="auth"></main>';

    // web-vitals' own observer holds another object for the same entry, its element detached (null).
    expect(ownerOf(lcpEntry(null) as unknown as PerformanceEntry)).toBe('catalog');
  });

  it("names a shift's first element source and an interaction's target", () => {
    const { Observer, deliver } = fakeObserver(['layout-shift', 'event']);
    const ownerOf = watchEntryOwners(Observer);
    const shift = {
      entryType: 'layout-shift',
      name: '',
      startTime: 1200,
      duration: 0,
      sources: [{ node: document.createTextNode('x') }, { node: document.querySelector('main img') }],
    };
    const click = {
      entryType: 'event',
      name: 'click',
      startTime: 3000,
      duration: 96,
      target: document.querySelector('header img'),
    };
    deliver([shift, click]);
    document.body.innerHTML = '';

    expect(ownerOf(shift as unknown as PerformanceEntry)).toBe('catalog');
    expect(ownerOf(click as unknown as PerformanceEntry)).toBe('shell');
  });

  it('watches only the entry types the browser has; without an observer it reads the element at report time', () => {
    const { Observer, started } = fakeObserver(['largest-contentful-paint']);
    watchEntryOwners(Observer);
    expect(started.flatMap((observer) => observer.types)).toEqual(['largest-contentful-paint']);

    const ownerOf = watchEntryOwners(undefined);
    expect(ownerOf(lcpEntry(document.querySelector('main img')) as unknown as PerformanceEntry)).toBe(
      'catalog',
    );
    expect(ownerOf(undefined)).toBeUndefined();
  });

  it('keeps a bounded number of owners, the oldest dropped first', () => {
    const { Observer, deliver } = fakeObserver(['layout-shift']);
    const ownerOf = watchEntryOwners(Observer);
    const shiftAt = (startTime: number) => ({
      entryType: 'layout-shift',
      name: '',
      startTime,
      duration: 0,
      sources: [{ node: document.querySelector('main img') }],
    });
    deliver(Array.from({ length: 501 }, (_, index) => shiftAt(index)));
    document.body.innerHTML = '';

    expect(ownerOf(shiftAt(0) as unknown as PerformanceEntry)).toBe('shell');
    expect(ownerOf(shiftAt(500) as unknown as PerformanceEntry)).toBe('catalog');
  });
});
