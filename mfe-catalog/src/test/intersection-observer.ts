/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none): tests install it, then say when an
 * observed element comes into view.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  /** The observer watching `element`; fails the test when there is none. */
  static observing(element: Element): FakeIntersectionObserver {
    const observer = FakeIntersectionObserver.instances.find((o) => o.observed.has(element));
    if (!observer) throw new Error('No IntersectionObserver watches this element');
    return observer;
  }

  observe(element: Element): void {
    this.observed.add(element);
  }

  unobserve(element: Element): void {
    this.observed.delete(element);
  }

  disconnect(): void {
    this.disconnected = true;
    this.observed.clear();
  }

  /**
   * Reports every observed element as in view or not, as the browser would after a scroll; `top` is where the
   * element is against the viewport's top (negative: scrolled past).
   */
  report(isIntersecting: boolean, top = isIntersecting ? 0 : 1000, height = 50): void {
    const boundingClientRect = { top, bottom: top + height, height } as DOMRectReadOnly;
    const entries = [...this.observed].map(
      (target) => ({ target, isIntersecting, boundingClientRect }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Installs the fake on window; returns the function that removes it again. */
export function installFakeIntersectionObserver(): () => void {
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
  return () => Reflect.deleteProperty(window, 'IntersectionObserver');
}
