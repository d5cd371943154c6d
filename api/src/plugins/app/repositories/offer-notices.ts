/**
 * What each step of an offer tells its two people, in one place: the system line in the product's conversation
 * between them, and the bell notification of the other side (both sides when the site itself made the step).
 * Runs inside the transaction that makes the step; the caller announces the effects once it commits.
 */
import { BUYER_ORDERS_PATH, OFFERS_PATH, SELLER_BOOKINGS_PATH } from '@marketplace/shared/constants';
import type { NotificationKind } from '@marketplace/shared/types';
import type { SqlExecutor } from '../../../db/driver';
import type { BookingEffects } from './booking-releases';
import { appendLine, type ConversationRef, openConversation } from './conversation-lines';
import { insertNotifications, type NotificationDraft } from './notifications-repository';

/** An offer and its two people, as a step needs them. */
export interface OfferParties {
  offerId: string;
  productId: string;
  productName: string;
  buyerId: string;
  buyerName: string;
  sellerId: string;
  sellerName: string;
  amount: number;
  counterAmount: number | null;
}

/**
 * `made`, `countered`, `accepted`, `declined`: by one of the two (`actorId`). `outbid`: declined because the
 * seller took another offer or booking. `expired`: nobody answered in time.
 */
export type OfferStep = 'made' | 'countered' | 'accepted' | 'declined' | 'outbid' | 'expired';

/** A price as the site writes it: whole dollars without cents. */
export function money(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

interface Notice {
  line: string;
  kind: NotificationKind;
  /** The side's bell text, for each side told. */
  buyer?: string;
  seller?: string;
}

function noticeOf(offer: OfferParties, step: OfferStep, actorIsBuyer: boolean): Notice {
  const agreed = money(offer.counterAmount ?? offer.amount);
  const actorName = actorIsBuyer ? offer.buyerName : offer.sellerName;
  switch (step) {
    case 'made':
      return {
        line: `${offer.buyerName} offered ${money(offer.amount)}`,
        kind: 'offer-received',
        seller: `${offer.buyerName} offered ${money(offer.amount)} for ${offer.productName}`,
      };
    case 'countered':
      return {
        line: `${offer.sellerName} countered with ${money(offer.counterAmount ?? offer.amount)}`,
        kind: 'offer-countered',
        buyer: `${offer.sellerName} countered your offer on ${offer.productName} with ${agreed}`,
      };
    case 'accepted': {
      const text = `${actorName} accepted the offer of ${agreed} for ${offer.productName}`;
      return {
        line: `${actorName} accepted the offer of ${agreed}`,
        kind: 'offer-accepted',
        ...(actorIsBuyer ? { seller: text } : { buyer: text }),
      };
    }
    case 'declined': {
      const text = `${actorName} declined the offer of ${agreed} for ${offer.productName}`;
      return {
        line: `${actorName} declined the offer of ${agreed}`,
        kind: 'offer-declined',
        ...(actorIsBuyer ? { seller: text } : { buyer: text }),
      };
    }
    case 'outbid':
      return {
        line: 'The offer was declined: the seller accepted another buyer',
        kind: 'offer-declined',
        buyer: `Your offer on ${offer.productName} was declined: the seller accepted another buyer`,
      };
    case 'expired':
      return {
        line: 'The offer expired unanswered',
        kind: 'offer-expired',
        buyer: `Your offer of ${agreed} on ${offer.productName} expired unanswered`,
        seller: `The offer of ${agreed} by ${offer.buyerName} on ${offer.productName} expired unanswered`,
      };
  }
}

/**
 * Writes the steps' lines and notifications. An accepted step links each side to its order page (`bookingId`:
 * the booking the offer became); the others to the Offers page.
 */
export async function tellOfferSteps(
  tx: SqlExecutor,
  steps: readonly { offer: OfferParties; step: OfferStep; actorId: string | null; bookingId?: string }[],
): Promise<BookingEffects> {
  const conversations: ConversationRef[] = [];
  const drafts: NotificationDraft[] = [];
  for (const { offer, step, actorId, bookingId } of steps) {
    const notice = noticeOf(offer, step, actorId === offer.buyerId);
    const conversation = await openConversation(tx, offer.productId, offer.buyerId);
    if (conversation) {
      await appendLine(tx, conversation.id, { senderId: actorId, kind: 'system', text: notice.line });
      conversations.push({
        id: conversation.id,
        buyerId: conversation.buyer_id,
        sellerId: conversation.seller_id,
      });
    }
    const accepted = step === 'accepted' && bookingId !== undefined;
    if (notice.buyer) {
      drafts.push({
        userId: offer.buyerId,
        kind: notice.kind,
        text: notice.buyer,
        link: accepted ? BUYER_ORDERS_PATH : OFFERS_PATH,
        bookingId: bookingId ?? null,
        productId: offer.productId,
      });
    }
    if (notice.seller) {
      drafts.push({
        userId: offer.sellerId,
        kind: notice.kind,
        text: notice.seller,
        link: accepted ? SELLER_BOOKINGS_PATH : OFFERS_PATH,
        bookingId: bookingId ?? null,
        productId: offer.productId,
      });
    }
  }
  return { conversations, notifications: await insertNotifications(tx, drafts) };
}
