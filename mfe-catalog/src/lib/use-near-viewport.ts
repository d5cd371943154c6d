import { type RefObject, useEffect, useState } from 'react';

/**
 * False until the element comes within `marginPx` below the viewport, into it, or has been scrolled past (a
 * jump to the end of the page), then true for good.
 * Content below the fold that would load more code and data waits for this: a visit that never scrolls down
 * does not pay for it, and the first paint does not share the network and the main thread with it.
 * Without IntersectionObserver it turns true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, marginPx: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom <= 0))
          setNear(true);
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, near]);
  return near;
}
