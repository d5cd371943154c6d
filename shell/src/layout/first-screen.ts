/**
 * The first screen the document server writes into a page's HTML (tooling/documents/html-document.js) lies over
 * the app while it starts. It goes once the page under it shows what it shows (the page's own heading, or what
 * the document names in `data-hand-over`, say the first card), so the visitor never sees the page empty or
 * moving; at once when the app shows something else (another page, as a guard sending a visitor to Log In; an
 * error; a heading of its own); and if the page shows none of it in time, it goes anyway.
 *
 * While it waits for the named element, the app may already show the page's heading under it: from then on the
 * app is what assistive technology reads and what the keyboard and a click reach (the first screen is
 * aria-hidden and inert), so nothing is there twice.
 */

export const FIRST_SCREEN_ID = 'first-screen';
const HAND_OVER_LIMIT_MS = 6000;

export function handOverFirstScreen(root: HTMLElement, doc: Document = document): void {
  const screen = doc.getElementById(FIRST_SCREEN_ID);
  if (!screen) return;
  const shownWhen = validSelector(screen.dataset.handOver, root) ?? 'h1';
  const path = doc.location.pathname;
  const heading = screen.querySelector('h1')?.textContent?.trim();
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** True when the first screen must go; marks it as only a picture once the app draws the same page under it. */
  function look(): boolean {
    if (doc.location.pathname !== path || root.querySelector(shownWhen) !== null) return true;
    if (root.querySelector('[role="alert"]') !== null) return true;
    const appHeading = root.querySelector('h1')?.textContent?.trim();
    if (appHeading === undefined) return false;
    if (appHeading !== heading) return true;
    screen?.setAttribute('aria-hidden', 'true');
    screen?.setAttribute('inert', '');
    return false;
  }
  const observer = new MutationObserver(() => {
    if (look()) handOver();
  });
  function handOver() {
    observer.disconnect();
    clearTimeout(timer);
    screen?.remove();
  }
  observer.observe(root, { childList: true, subtree: true });
  timer = setTimeout(handOver, HAND_OVER_LIMIT_MS);
  if (look()) handOver();
}

/** The selector a document named, if the browser can read it (one it cannot would throw at every look). */
function validSelector(selector: string | undefined, root: HTMLElement): string | undefined {
  if (!selector) return undefined;
  try {
    root.querySelector(selector);
    return selector;
  } catch {
    return undefined;
  }
}
