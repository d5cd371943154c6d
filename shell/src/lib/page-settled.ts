/**
 * When the first page has settled: loaded, and no resource finished for `QUIET_MS` (the routed remote's chunks
 * and its first data are in), or `MAX_WAIT_MS` after start at the latest. What a page does not need for its
 * first paint (Firebase confirming a stored session, the notifications bell) waits for it, so it does not
 * compete with what the page shows first. An idle callback alone is not enough: the browser is idle while it
 * waits for the remote's chunks.
 */
import { useEffect, useState } from 'react';

const QUIET_MS = 300;
const MAX_WAIT_MS = 4000;

let settled: Promise<void> | null = null;

function watchUntilSettled(done: () => void): void {
  const idle = (callback: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(callback, { timeout: 1000 })
      : setTimeout(callback, 0);
  const started = performance.now();
  let finished = -1;
  const check = () => {
    const now = performance.getEntriesByType?.('resource').length ?? 0;
    const quiet = now === finished && document.readyState === 'complete';
    if (quiet || performance.now() - started > MAX_WAIT_MS) {
      done();
      return;
    }
    finished = now;
    setTimeout(() => idle(check), QUIET_MS);
  };
  idle(check);
}

/** Resolves once, when the first page has settled; at once after that (later pages are client-side routes). */
export function pageSettled(): Promise<void> {
  settled ??= new Promise((resolve) => watchUntilSettled(resolve));
  return settled;
}

/** false until the first page has settled. */
export function usePageSettled(): boolean {
  const [isSettled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    pageSettled().then(() => {
      if (mounted) setSettled(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return isSettled;
}
