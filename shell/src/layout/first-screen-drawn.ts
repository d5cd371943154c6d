/**
 * The app's start-up waits for the document's first screen (tooling/documents) to be on the screen with its
 * photos: scripts that have already arrived (a fast connection, a warm cache) would otherwise run their long
 * start-up tasks before the browser draws its first frame, and the visitor would see the page only once React
 * has drawn it again. The wait has a limit, so a slow photo never holds the app back for long.
 */

import { FIRST_SCREEN_ID } from './first-screen';

/** How long the start-up waits for the first screen's photos to arrive before it goes on without them. */
const PHOTO_WAIT_LIMIT_MS = 500;

function arrived(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** The next task after the browser's next frame: what was drawn by then is on the screen. */
function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves in a task of its own: at once without a first screen (or a hidden one), after it has been drawn otherwise. */
export function firstScreenDrawn(doc: Document = document): Promise<void> {
  const screen = doc.getElementById(FIRST_SCREEN_ID);
  if (!screen || screen.hidden) return new Promise((resolve) => setTimeout(resolve, 0));
  // A guarded page's first photo is lazy (hidden, it must not load) and high priority: shown, it is the one.
  const photos = [...screen.querySelectorAll('img')].filter(
    (image) => image.getAttribute('loading') !== 'lazy' || image.getAttribute('fetchpriority') === 'high',
  );
  const limit = new Promise<void>((resolve) => setTimeout(resolve, PHOTO_WAIT_LIMIT_MS));
  return Promise.race([Promise.all(photos.map(arrived)), limit]).then(afterNextFrame);
}
