/**
 * The card's laid-out width in the grid of cards (ProductGrid, a seller's page: columns of at least 260 px in
 * a page at most 1200 px wide, 12-16 px gutters): one column below 568 px, two below 844, three below 1120.
 * A full-width card on a 360 px phone at pixel ratio 2 is 672 device pixels: the 720 size. ProductCard and the
 * seller page's document both lay the photo out with it.
 */
export const PRODUCT_CARD_SIZES =
  '(max-width: 567px) calc(100vw - 24px), (max-width: 843px) calc(50vw - 24px), (max-width: 1119px) calc(33vw - 24px), 280px';
