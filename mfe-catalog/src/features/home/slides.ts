/** The hero carousel's slides: images ship with the remote (two widths each). */
import { theme } from '@marketplace/ui/theme';
import bedroom640 from '../../assets/slide-bedroom-640.webp';
import bedroom1280 from '../../assets/slide-bedroom-1280.webp';
import dining640 from '../../assets/slide-dining-640.webp';
import dining1280 from '../../assets/slide-dining-1280.webp';
import livingRoom640 from '../../assets/slide-living-room-640.webp';
import livingRoom1280 from '../../assets/slide-living-room-1280.webp';

export interface Slide {
  id: string;
  src: string;
  srcSet: string;
  alt: string;
  caption: string;
}

/** Intrinsic size of the large file; the small one keeps the same 16:7 ratio. */
export const SLIDE_WIDTH = 1280;
export const SLIDE_HEIGHT = 560;
/** The slides' `sizes`; routes.json repeats it in the home page's preload, which must match the <img>. */
export const SLIDE_SIZES = `(min-width: ${theme.maxWidth}) ${theme.maxWidth}, 100vw`;

export const SLIDES: readonly Slide[] = [
  {
    id: 'living-room',
    src: livingRoom1280,
    srcSet: `${livingRoom640} 640w, ${livingRoom1280} 1280w`,
    alt: 'A teal three-seat sofa with cushions, a floor lamp, framed pictures and a potted plant',
    caption: 'Sofas and armchairs with years of comfort left',
  },
  {
    id: 'bedroom',
    src: bedroom1280,
    srcSet: `${bedroom640} 640w, ${bedroom1280} 1280w`,
    alt: 'A wooden double bed with white pillows and a blue cover, beside a bedside table and lamp',
    caption: 'Beds and bedside tables from sellers near you',
  },
  {
    id: 'dining',
    src: dining1280,
    srcSet: `${dining640} 640w, ${dining1280} 1280w`,
    alt: 'A dining table set for a meal with two wooden chairs under a pendant lamp',
    caption: 'Dining sets ready for the next family dinner',
  },
];
