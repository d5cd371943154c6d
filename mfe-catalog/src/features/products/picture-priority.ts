import type { ImagePriority } from '@marketplace/ui/responsive-image';

/** Cards in the first screen on a wide desktop (a row of four): their pictures load at once. */
const FIRST_SCREEN_CARDS = 4;

/**
 * How the picture of a grid's card at `index` loads: the first card's leads (a phone's first screen shows that
 * card only), the rest of the first row's come at once, the others when scrolled near.
 */
export function picturePriorityAt(index: number): ImagePriority {
  if (index === 0) return 'high';
  return index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy';
}
