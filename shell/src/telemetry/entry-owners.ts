/**
 * The remote owning each performance entry's element, read as the entry arrives. web-vitals reports a vital later
 * (LCP at the first input or when the page hides, CLS and INP when it hides): by then a single-page navigation may
 * have taken the element off the page, and a detached element is no longer the entry's `element`.
 */
import { remoteOfElement } from './attribution';

/** The entry kinds whose elements the vitals name: the LCP element, an interaction's target, a shift's node. */
type ElementEntry = PerformanceEntry & {
  element?: Element | null;
  target?: Node | null;
  sources?: readonly { node?: Node | null }[];
};

/** web-vitals' own threshold for the event entries it builds INP from. */
const EVENT_DURATION_THRESHOLD_MS = 40;
/** Owners kept, oldest dropped first: a long visit's layout shifts must not grow the page's memory. */
const KEPT = 500;

/**
 * Two observers of one entry may be handed different objects for it: the entry is known by what identifies it.
 */
const keyOf = (entry: PerformanceEntry) =>
  `${entry.entryType}|${entry.name}|${entry.startTime}|${entry.duration}`;

/** The node web-vitals' attribution build names: a shift's first source that is an element, else its first. */
function nodeOf(entry: ElementEntry): Node | null | undefined {
  if (entry.sources)
    return (entry.sources.find((source) => source.node?.nodeType === 1) ?? entry.sources[0])?.node;
  return entry.element ?? entry.target;
}

/** Starts watching; the function it returns names an entry's owner (read at arrival when it was seen then). */
export function watchEntryOwners(
  Observer: typeof PerformanceObserver | undefined = globalThis.PerformanceObserver,
): (entry: PerformanceEntry | undefined) => string | undefined {
  const owners = new Map<string, string>();
  const record = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries()) {
      owners.set(keyOf(entry), remoteOfElement(nodeOf(entry)));
      if (owners.size > KEPT) owners.delete(owners.keys().next().value as string);
    }
  };
  if (Observer) {
    const observer = new Observer(record);
    for (const type of ['largest-contentful-paint', 'layout-shift', 'first-input', 'event']) {
      if (!Observer.supportedEntryTypes.includes(type)) continue;
      const options = { type, buffered: true, durationThreshold: EVENT_DURATION_THRESHOLD_MS };
      observer.observe(options as PerformanceObserverInit);
    }
  }
  return (entry) => entry && (owners.get(keyOf(entry)) ?? remoteOfElement(nodeOf(entry)));
}
