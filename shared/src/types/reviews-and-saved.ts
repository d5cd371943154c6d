/** Reviews, saved products and saved searches, derived from their TypeBox schemas. Type-only imports. */
import type { Static } from '@sinclair/typebox';
import type {
  BookingReviews as BookingReviewsSchema,
  ReviewBody as ReviewBodySchema,
  ReviewRole as ReviewRoleSchema,
  Review as ReviewSchema,
  SellerStorefront as SellerStorefrontSchema,
  UserProfile as UserProfileSchema,
  UserReviews as UserReviewsSchema,
} from '../schemas/reviews';
import type {
  SavedProduct as SavedProductSchema,
  SavedProductStatus as SavedProductStatusSchema,
  SavedSearchBody as SavedSearchBodySchema,
  SavedSearch as SavedSearchSchema,
} from '../schemas/saved';

export type ReviewBody = Static<typeof ReviewBodySchema>;
/** GET /bookings/{id}/reviews: whether the caller has sent theirs, and both once published. */
export type BookingReviews = Static<typeof BookingReviewsSchema>;
export type ReviewRole = Static<typeof ReviewRoleSchema>;
export type Review = Static<typeof ReviewSchema>;
/** GET /users/{id}/reviews: published reviews about the user, newest first, with their average and count. */
export type UserReviews = Static<typeof UserReviewsSchema>;
/** GET /sellers/{id}/profile. */
export type UserProfile = Static<typeof UserProfileSchema>;
/** GET /sellers/{id}/storefront: the profile and the first listings, for the seller page's document. */
export type SellerStorefront = Static<typeof SellerStorefrontSchema>;
export type SavedProductStatus = Static<typeof SavedProductStatusSchema>;
export type SavedProduct = Static<typeof SavedProductSchema>;
export type SavedSearchBody = Static<typeof SavedSearchBodySchema>;
export type SavedSearch = Static<typeof SavedSearchSchema>;
