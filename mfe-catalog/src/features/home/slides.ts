/** The hero carousel's slides: images ship with the remote (two widths each), words in hero-content.ts. */
import bedroom640 from '../../assets/slide-bedroom-640.webp';
import bedroom1280 from '../../assets/slide-bedroom-1280.webp';
import dining640 from '../../assets/slide-dining-640.webp';
import dining1280 from '../../assets/slide-dining-1280.webp';
import livingRoom640 from '../../assets/slide-living-room-640.webp';
import livingRoom1280 from '../../assets/slide-living-room-1280.webp';
import { SLIDE_TEXTS } from './hero-content';

export interface Slide {
  id: string;
  src: string;
  srcSet: string;
  alt: string;
  caption: string;
}

const PICTURES: Record<(typeof SLIDE_TEXTS)[number]['id'], { small: string; large: string }> = {
  'living-room': { small: livingRoom640, large: livingRoom1280 },
  bedroom: { small: bedroom640, large: bedroom1280 },
  dining: { small: dining640, large: dining1280 },
};

export const SLIDES: readonly Slide[] = SLIDE_TEXTS.map(({ id, alt, caption }) => ({
  id,
  src: PICTURES[id].large,
  srcSet: `${PICTURES[id].small} 640w, ${PICTURES[id].large} 1280w`,
  alt,
  caption,
}));
