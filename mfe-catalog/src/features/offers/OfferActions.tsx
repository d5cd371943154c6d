/**
 * What the viewer may do with one offer: the seller answers a pending one (Accept, Decline, Counter), the buyer
 * a countered one (Accept, Decline); an accepted offer links to the order it became. Decline asks first.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import { BUYER_ORDERS_PATH, SELLER_BOOKINGS_PATH } from '@marketplace/shared/constants';
import type { OfferRow } from '@marketplace/shared/types';
import { Button } from '@marketplace/ui/button';
import { ConfirmDialog } from '@marketplace/ui/confirm-dialog';
import { RowActions } from '@marketplace/ui/responsive-table';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { DialogWithLazyForm, lazyForm } from '../../components/DialogWithLazyForm';
import { formatPrice } from '../../lib/format';
import { useAnswerOffer } from './api/answer-offer';

const CounterOfferForm = lazyForm(() =>
  import('./CounterOfferForm').then((module) => module.CounterOfferForm),
).Form;

/** Whose turn it is: the seller's while pending, the buyer's once countered. */
export const isViewersTurn = (offer: OfferRow) =>
  (offer.direction === 'received' && offer.status === 'pending') ||
  (offer.direction === 'sent' && offer.status === 'countered');

function orderLink(offer: OfferRow) {
  if (offer.direction === 'sent') return BUYER_ORDERS_PATH;
  return `${SELLER_BOOKINGS_PATH}${offer.bookingId ? `#booking-${encodeURIComponent(offer.bookingId)}` : ''}`;
}

export function OfferActions({ offer }: { offer: OfferRow }) {
  const answer = useAnswerOffer();
  const [dialog, setDialog] = useState<'decline' | 'counter' | null>(null);
  const agreed = offer.direction === 'sent' ? (offer.counterAmount ?? offer.amount) : offer.amount;
  const of = <VisuallyHidden> the offer on {offer.productName}</VisuallyHidden>;

  if (offer.status === 'accepted') {
    return (
      <Link to={orderLink(offer)}>
        {offer.direction === 'sent' ? 'See it in My Orders' : 'See it in Booking Requests'}
        <VisuallyHidden> ({offer.productName})</VisuallyHidden>
      </Link>
    );
  }
  if (!isViewersTurn(offer)) return null;

  const send = (kind: 'accept' | 'decline') =>
    answer.mutate(
      { offerId: offer._id, kind },
      {
        onSuccess: () =>
          toast.success(
            kind === 'accept'
              ? `Offer accepted at ${formatPrice(agreed)}: ${offer.direction === 'sent' ? 'see it in My Orders' : 'see it in Booking Requests'}`
              : 'Offer declined',
          ),
        onError: (error) => toast.error(apiErrorMessage(error)),
      },
    );

  return (
    <>
      <RowActions>
        <Button type="button" disabled={answer.isPending} onClick={() => send('accept')}>
          Accept{of}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={answer.isPending}
          onClick={() => setDialog('decline')}
        >
          Decline{of}
        </Button>
        {offer.direction === 'received' ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={answer.isPending}
            onClick={() => setDialog('counter')}
          >
            Counter{of}
          </Button>
        ) : null}
      </RowActions>
      <ConfirmDialog
        open={dialog === 'decline'}
        title="Decline this offer?"
        message={`The ${offer.direction === 'sent' ? 'seller' : 'buyer'} is told, and the offer of ${formatPrice(agreed)} on ${offer.productName} closes.`}
        confirmLabel="Decline"
        onConfirm={() => {
          setDialog(null);
          send('decline');
        }}
        onCancel={() => setDialog(null)}
      />
      <DialogWithLazyForm
        open={dialog === 'counter'}
        title={`Counter the offer on ${offer.productName}`}
        onClose={() => setDialog(null)}
        loadingLabel="Loading the counter-offer form..."
      >
        <CounterOfferForm offer={offer} onDone={() => setDialog(null)} />
      </DialogWithLazyForm>
    </>
  );
}
