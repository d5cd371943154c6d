/**
 * The first screen the document server writes into a page's HTML (tooling/documents/html-document.js) lies over
 * the app while it starts. It goes once the page under it shows what it shows (the page's own heading, or what
 * the document names in `data-hand-over`, say the first card), so the visitor never sees the page empty or
 * moving; at once when the app goes to another page (a guard sending a visitor to Log In); and if the page shows
 * none of it in time (an error), it goes anyway.
 */

export const FIRST_SCREEN_ID = 'first-screen';
const HAND_OVER_LIMIT_MS = 6000;

export function handOverFirstScreen(root: HTMLElement, doc: Document = document): void {
  const screen = doc.getElementById(FIRST_SCREEN_ID);
  if (!screen) return;
  const shownWhen = validSelector(screen.dataset.handOver, root) ?? 'h1';
  const path = doc.location.pathname;
  const pageShown = () => doc.location.pathname !== path || root.querySelector(shownWhen) !== null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (pageShown()) handOver();
  });
  function handOver() {
    observer.disconnect();
    clearTimeout(timer);
    screen?.remove();
  }
  observer.observe(root, { childList: true, subtree: true });
  timer = setTimeout(handOver, HAND_OVER_LIMIT_MS);
  if (pageShown()) handOver();
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
