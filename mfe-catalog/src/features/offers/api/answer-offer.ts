/** POST /offers/{id}/accept, /decline and /counter {amount}: the seller's or the buyer's answer to an offer. */
import { apiClient } from '@marketplace/shared/api-client';
import { bookingKeys, offerKeys, productKeys } from '@marketplace/shared/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type OfferAnswer = { offerId: string } & (
  | { kind: 'accept' }
  | { kind: 'decline' }
  | { kind: 'counter'; amount: number }
);

export interface OfferAnswerResult {
  acknowledged: boolean;
  modifiedCount: number;
  bookingId?: string;
}

export async function answerOffer(answer: OfferAnswer): Promise<OfferAnswerResult> {
  const url = `/offers/${encodeURIComponent(answer.offerId)}/${answer.kind}`;
  const response = await apiClient.post<OfferAnswerResult>(
    url,
    answer.kind === 'counter' ? { amount: answer.amount } : undefined,
  );
  return response.data;
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    // An accept books the product and declines the other offers; after a 409 the rows are out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}
