import type { RemoteRoute } from '@marketplace/shared/types';
import { pages } from '../../../pages.json';
import { SLIDE_SIZES } from './hero-content';
import { SLIDES } from './slides';

// The shell preloads the home page's first slide from the route list (pages.json); a preload that differs from the <img>
// (another file, other sizes) makes the browser download the image twice.
describe("the home page's preload in pages.json", () => {
  const home = (pages as RemoteRoute[]).find((route) => route.path === '/');

  it('names the first slide in both widths, as its srcset does', () => {
    const slide = SLIDES[0]?.id;
    expect(home?.preload).toEqual([
      {
        as: 'image',
        imageSrcSet: `src/assets/slide-${slide}-640.webp 640w, src/assets/slide-${slide}-1280.webp 1280w`,
        imageSizes: SLIDE_SIZES,
      },
    ]);
    expect(SLIDES[0]?.srcSet).toMatch(/ 640w, .* 1280w$/);
  });
});
