/**
 * Whose turn an offer is: the seller answers a pending offer (accept, decline, counter), the buyer a countered
 * one (accept, decline). Anyone else is refused (403), as is the side whose turn it is not; an offer no longer
 * open is a 409 for its two people.
 */
import type { BookingEffects } from './booking-releases';
import { isOpen, type OfferState } from './offer-rows';

export type OfferAnswer =
  | ({ kind: 'answered'; bookingId?: string } & BookingEffects)
  | { kind: 'not-found' }
  | { kind: 'forbidden'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; message: string };

export const NOT_OPEN = 'This offer is no longer open';

export type OfferAction = 'accept' | 'decline' | 'counter';

/** The refusal of `userId`'s action on the offer, or null when it is theirs to make now. */
export function refuseAnswer(
  offer: OfferState | null,
  userId: string,
  action: OfferAction,
): Exclude<OfferAnswer, { kind: 'answered' }> | null {
  if (!offer) return { kind: 'not-found' };
  const isSeller = offer.sellerId === userId;
  const isBuyer = offer.buyerId === userId;
  if (!isSeller && !isBuyer)
    return { kind: 'forbidden', message: 'You cannot answer an offer made to someone else' };
  if (action === 'counter' && !isSeller) {
    return { kind: 'forbidden', message: 'Only the seller can counter an offer' };
  }
  if (!isOpen(offer)) return { kind: 'conflict', message: NOT_OPEN };
  if (action === 'counter' && offer.status === 'countered') {
    return { kind: 'conflict', message: 'You have already countered this offer' };
  }
  if (offer.status === 'pending' && !isSeller) {
    return { kind: 'forbidden', message: 'Only the seller can answer this offer' };
  }
  if (offer.status === 'countered' && !isBuyer) {
    return { kind: 'forbidden', message: 'Only the buyer can answer a counter-offer' };
  }
  return null;
}
