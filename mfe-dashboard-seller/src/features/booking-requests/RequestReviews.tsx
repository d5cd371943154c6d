/** The reviews of a sold booking: the seller reviews the buyer (the kit's SaleReviews). */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import { SaleReviews } from '@marketplace/ui/sale-reviews';
import { toast } from 'react-toastify';
import { useSaleReviews } from './api/get-sale-reviews';
import { useSendReview } from './api/send-review';

export function RequestReviews({ bookingId, buyerName }: { bookingId: string; buyerName: string }) {
  const { data } = useSaleReviews(bookingId);
  const send = useSendReview();
  return (
    <SaleReviews
      subjectName={buyerName || 'the buyer'}
      state={data}
      onSubmit={async (review) => {
        try {
          await send.mutateAsync({ bookingId, review });
        } catch (error) {
          throw new Error(apiErrorMessage(error));
        }
        toast.success('Thank you for your review');
      }}
    />
  );
}
