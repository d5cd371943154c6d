/** Reviews after a sale: POST /bookings/{id}/review and GET /users/{id}/reviews. */
import { Type } from '@sinclair/typebox';
import { StringEnum, Uuid } from './common';
import { Product } from './products';

export const REVIEW_TEXT_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 20;
export const REVIEWS_PAGE_SIZE_MAX = 50;

export const ReviewBody = Type.Object(
  {
    rating: Type.Integer({ minimum: 1, maximum: 5, description: 'Stars, 1 to 5' }),
    text: Type.Optional(Type.String({ maxLength: REVIEW_TEXT_MAX })),
  },
  { additionalProperties: false },
);

/** The author's side of the sale. */
export const ReviewRole = StringEnum(['buyer', 'seller'] as const);

export const Review = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  /** '' when the author wrote none. */
  text: Type.String(),
  authorName: Type.String(),
  authorId: Type.Optional(
    Type.String({
      description: "The author's profile (/sellers/{id}); absent once their account is removed",
    }),
  ),
  role: ReviewRole,
  createdAt: Type.String({ format: 'date-time' }),
});

export const UserIdParams = Type.Object({ id: Uuid });

export const UserReviewsQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: REVIEWS_PAGE_SIZE_MAX, default: REVIEWS_PAGE_SIZE }),
  cursor: Type.Optional(
    Type.String({ maxLength: 512, description: 'The X-Next-Cursor of the previous page' }),
  ),
});

export const UserReviews = Type.Object({
  /** Of every published review about the user, one decimal; null without any. */
  average: Type.Union([Type.Number(), Type.Null()]),
  count: Type.Integer(),
  reviews: Type.Array(Review),
});

/** GET /bookings/{id}/reviews: for the sale's two parties. */
export const BookingReviews = Type.Object({
  /** The caller has written their review. */
  sent: Type.Boolean(),
  /** Both reviews once published (none before). */
  reviews: Type.Array(Review),
});

/** GET /sellers/{id}/profile: what a seller's public page shows besides the reviews and listings. */
export const UserProfile = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  img: Type.String(),
  verified: Type.Boolean(),
  /** When the account was made (ISO 8601): 'Member since {month year}'. */
  memberSince: Type.String({ format: 'date-time' }),
  average: Type.Union([Type.Number(), Type.Null()]),
  count: Type.Integer(),
});

/** Listings in GET /sellers/{id}/storefront: two rows of four cards, a desktop's first screen. */
export const STOREFRONT_LISTINGS = 8;

/**
 * GET /sellers/{id}/storefront: the profile and the first listings of GET /sellers/{id}/products (same order and
 * fields), what the seller page's first screen shows, in one read.
 */
export const SellerStorefront = Type.Object({
  profile: UserProfile,
  listings: Type.Array(Product, { maxItems: STOREFRONT_LISTINGS }),
});
