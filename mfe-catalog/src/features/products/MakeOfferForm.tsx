/**
 * The form inside MakeOfferDialog: 'Your offer' starts empty, with the asking price and the half-price floor
 * beside it. Errors from the API (an open offer already, the item taken) are shown in the dialog; a sent offer
 * closes it with a toast pointing to the Offers page.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { Product } from '@marketplace/shared/types';
import { HintedField } from '@marketplace/ui/hinted-field';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { DialogFormActions } from '../../components/DialogFormActions';
import { formatPrice } from '../../lib/format';
import { useMakeOffer } from './api/make-offer';
import { checkOffer, offerFloor } from './offer-rules';

export function MakeOfferForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMakeOffer();

  useEffect(() => {
    input.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = checkOffer(text, product.resalePrice);
    if ('error' in checked) {
      setError(checked.error);
      input.current?.focus();
      return;
    }
    setError(null);
    send.mutate(
      { productId: product._id, amount: checked.amount },
      {
        onSuccess: () => {
          toast.success(`Offer of ${formatPrice(checked.amount)} sent: follow it on your Offers page`);
          onDone();
        },
        onError: (failure) => {
          setError(apiErrorMessage(failure));
          input.current?.focus();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <HintedField
        label="Your offer"
        controlWidth="12rem"
        error={error}
        hint={
          <>
            Asking price {formatPrice(product.resalePrice)}. Offers start at half the asking price (
            {formatPrice(offerFloor(product.resalePrice))}); the seller can accept, decline or counter within
            48 hours.
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </HintedField>
      <DialogFormActions
        onCancel={onDone}
        pending={send.isPending}
        submitLabel="Send offer"
        pendingLabel="Sending..."
      />
    </form>
  );
}
