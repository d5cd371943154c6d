/** The reviews of a sold order: the buyer reviews the seller (the kit's SaleReviews). */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import { SaleReviews } from '@marketplace/ui/sale-reviews';
import { toast } from 'react-toastify';
import { useSaleReviews } from './api/get-sale-reviews';
import { useSendReview } from './api/send-review';

export function OrderReviews({ bookingId, sellerName }: { bookingId: string; sellerName: string }) {
  const { data } = useSaleReviews(bookingId);
  const send = useSendReview();
  return (
    <SaleReviews
      subjectName={sellerName || 'the seller'}
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
