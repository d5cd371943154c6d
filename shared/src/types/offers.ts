/** Offers and pickup windows, derived from their TypeBox schemas. Type-only imports. */
import type { Static } from '@sinclair/typebox';
import type {
  ChoosePickupBody as ChoosePickupBodySchema,
  CreatedOffer as CreatedOfferSchema,
  OfferRow as OfferRowSchema,
  OfferStatus as OfferStatusSchema,
  OffersPage as OffersPageSchema,
  PickupPlan as PickupPlanSchema,
  PickupWindow as PickupWindowSchema,
  ProposePickupBody as ProposePickupBodySchema,
} from '../schemas/offers';

/** `pending` (the seller's turn), `countered` (the buyer's turn), then `accepted`, `declined` or `expired`. */
export type OfferStatus = Static<typeof OfferStatusSchema>;
export type CreatedOffer = Static<typeof CreatedOfferSchema>;
/** A row of GET /offers: `sent` by the caller, or `received` on one of their listings. */
export type OfferRow = Static<typeof OfferRowSchema>;
export type OffersPage = Static<typeof OffersPageSchema>;
/** A pickup window in UTC (ISO 8601). */
export type PickupWindow = Static<typeof PickupWindowSchema>;
export type PickupPlan = Static<typeof PickupPlanSchema>;
export type ProposePickupRequest = Static<typeof ProposePickupBodySchema>;
export type ChoosePickupRequest = Static<typeof ChoosePickupBodySchema>;
