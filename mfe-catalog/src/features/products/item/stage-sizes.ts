/**
 * The large photo's laid-out width: the page's whole width up to 800 px (then 3/5 of a page at most 1200 px
 * wide beside the product's facts); a 360 px phone at pixel ratio 2 takes the 720 size. The product page's
 * gallery and its document's first screen both lay the photo out with it.
 */
export const STAGE_SIZES = '(max-width: 800px) calc(100vw - 24px), (max-width: 1200px) 58vw, 690px';
