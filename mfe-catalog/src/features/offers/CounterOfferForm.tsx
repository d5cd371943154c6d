/**
 * 'Counter' on a received offer: the seller's one counter-offer, between the buyer's offer and the asking price.
 * Errors (its own check, or the API's) stay in the form; a sent counter closes it with a toast.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { OfferRow } from '@marketplace/shared/types';
import { HintedField } from '@marketplace/ui/hinted-field';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { DialogFormActions } from '../../components/DialogFormActions';
import { formatPrice } from '../../lib/format';
import { useAnswerOffer } from './api/answer-offer';
import { checkCounter } from './counter-rules';

export function CounterOfferForm({ offer, onDone }: { offer: OfferRow; onDone: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswerOffer();

  useEffect(() => {
    input.current?.focus();
  }, []);

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.isPending) return;
    const checked = checkCounter(text, offer);
    if ('error' in checked) return refuse(checked.error);
    setError(null);
    answer.mutate(
      { offerId: offer._id, kind: 'counter', amount: checked.amount },
      {
        onSuccess: () => {
          toast.success(`Counter-offer of ${formatPrice(checked.amount)} sent to ${offer.buyerName}`);
          onDone();
        },
        onError: (failure) => refuse(apiErrorMessage(failure)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <HintedField
        label="Your counter-offer"
        controlWidth="12rem"
        error={error}
        hint={`${offer.buyerName} offered ${formatPrice(offer.amount)}; you ask ${formatPrice(offer.productPrice)}. Counter once, between the two.`}
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
        pending={answer.isPending}
        submitLabel="Send counter-offer"
        pendingLabel="Sending..."
      />
    </form>
  );
}
