/**
 * 'Counter' on a received offer: the seller's one counter-offer, between the buyer's offer and the asking price.
 * Errors (its own check, or the API's) stay in the form; a sent counter closes it with a toast.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { OfferRow } from '@marketplace/shared/types';
import { toast } from 'react-toastify';
import { AmountForm } from '../../components/AmountForm';
import { formatPrice } from '../../lib/format';
import { useAnswerOffer } from './api/answer-offer';
import { checkCounter } from './counter-rules';

export function CounterOfferForm({ offer, onDone }: { offer: OfferRow; onDone: () => void }) {
  const answer = useAnswerOffer();
  const send = async (amount: number) => {
    try {
      await answer.mutateAsync({ offerId: offer._id, kind: 'counter', amount });
    } catch (failure) {
      return apiErrorMessage(failure);
    }
    toast.success(`Counter-offer of ${formatPrice(amount)} sent to ${offer.buyerName}`);
    onDone();
    return null;
  };
  return (
    <AmountForm
      label="Your counter-offer"
      hint={`${offer.buyerName} offered ${formatPrice(offer.amount)}; you ask ${formatPrice(offer.productPrice)}. Counter once, between the two.`}
      check={(text) => checkCounter(text, offer)}
      send={send}
      pending={answer.isPending}
      submitLabel="Send counter-offer"
      onCancel={onDone}
    />
  );
}
