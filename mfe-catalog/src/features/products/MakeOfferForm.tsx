/**
 * The form inside MakeOfferDialog: 'Your offer' starts empty, with the asking price and the half-price floor
 * beside it. Errors from the API (an open offer already, the item taken) are shown in the dialog; a sent offer
 * closes it with a toast pointing to the Offers page.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { Product } from '@marketplace/shared/types';
import { toast } from 'react-toastify';
import { AmountForm } from '../../components/AmountForm';
import { formatPrice } from '../../lib/format';
import { useMakeOffer } from './api/make-offer';
import { checkOffer, offerFloor } from './offer-rules';

export function MakeOfferForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const makeOffer = useMakeOffer();
  const send = async (amount: number) => {
    try {
      await makeOffer.mutateAsync({ productId: product._id, amount });
    } catch (failure) {
      return apiErrorMessage(failure);
    }
    toast.success(`Offer of ${formatPrice(amount)} sent: follow it on your Offers page`);
    onDone();
    return null;
  };
  return (
    <AmountForm
      label="Your offer"
      hint={
        <>
          Asking price {formatPrice(product.resalePrice)}. Offers start at half the asking price (
          {formatPrice(offerFloor(product.resalePrice))}); the seller can accept, decline or counter within 48
          hours.
        </>
      }
      check={(text) => checkOffer(text, product.resalePrice)}
      send={send}
      pending={makeOffer.isPending}
      submitLabel="Send offer"
      onCancel={onDone}
    />
  );
}
