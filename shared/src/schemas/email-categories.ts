/**
 * The kinds of email, with no TypeBox and no imports: the API's schemas build on them, and the front ends read
 * them through @marketplace/shared/constants, as they do product-values.ts.
 */

/** The kinds of email a person can switch on or off, in the page's order, each with its switch's label. */
export const EMAIL_CATEGORIES = [
  'bookingUpdates',
  'messages',
  'priceDrops',
  'savedSearchMatches',
  'reviews',
] as const;
export const EMAIL_CATEGORY_LABELS: Record<(typeof EMAIL_CATEGORIES)[number], string> = {
  bookingUpdates: 'Booking updates',
  messages: 'Messages',
  priceDrops: 'Price drops',
  savedSearchMatches: 'Saved search matches',
  reviews: 'Reviews',
};
