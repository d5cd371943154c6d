/**
 * The hero's words and size, without its pictures: the home page's document (src/documents/home-document.ts)
 * writes the same first slide into the page's HTML, and a Node build cannot import the pictures.
 */
import { theme } from '@marketplace/ui/theme';

export const HERO_HEADING = 'The easiest way to buy & sell used furniture';

/** Intrinsic size of a slide's large file; the small one keeps the same 16:7 ratio. */
export const SLIDE_WIDTH = 1280;
export const SLIDE_HEIGHT = 560;
/** The slides' `sizes`; routes.json repeats it in the home page's preload, which must match the <img>. */
export const SLIDE_SIZES = `(min-width: ${theme.maxWidth}) ${theme.maxWidth}, 100vw`;
/** The hero's height at every width, in the page and in its first screen alike. */
export const HERO_HEIGHT = 'clamp(360px, 46vw, 560px)';
export const HERO_BACKGROUND = '#2b211b';
/** The shade behind the heading, darker where the words are; on a phone the words cover the picture. */
export const HERO_SHADE =
  'linear-gradient(90deg, rgb(31 26 23 / 0.78) 0%, rgb(31 26 23 / 0.45) 55%, rgb(31 26 23 / 0) 85%)';
export const HERO_SHADE_PHONE = 'rgb(31 26 23 / 0.6)';

export const SLIDE_TEXTS = [
  {
    id: 'living-room',
    alt: 'A teal three-seat sofa with cushions, a floor lamp, framed pictures and a potted plant',
    caption: 'Sofas and armchairs with years of comfort left',
  },
  {
    id: 'bedroom',
    alt: 'A wooden double bed with white pillows and a blue cover, beside a bedside table and lamp',
    caption: 'Beds and bedside tables from sellers near you',
  },
  {
    id: 'dining',
    alt: 'A dining table set for a meal with two wooden chairs under a pendant lamp',
    caption: 'Dining sets ready for the next family dinner',
  },
] as const;
