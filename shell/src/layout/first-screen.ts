/**
 * The first screen the document server writes into a page's HTML (tooling/documents/html-document.js) lies over
 * the app while it starts. It goes once the page under it shows its own heading, so the visitor never sees the
 * page empty or moving; if the page shows none in time (an error, a page without a heading), it goes anyway.
 */

export const FIRST_SCREEN_ID = 'first-screen';
const HAND_OVER_LIMIT_MS = 6000;

export function handOverFirstScreen(root: HTMLElement, doc: Document = document): void {
  const screen = doc.getElementById(FIRST_SCREEN_ID);
  if (!screen) return;
  const pageShown = () => root.querySelector('h1') !== null;
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
