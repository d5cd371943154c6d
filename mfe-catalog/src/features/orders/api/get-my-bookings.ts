/** GET /bookings?email=: the signed-in buyer's bookings. */

import { apiClient } from '@marketplace/shared/api-client';
import { bookingKeys } from '@marketplace/shared/query-keys';
import type { Booking } from '@marketplace/shared/types';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/**
 * What My Orders reads of a row of GET /bookings?email= (a BuyerBooking: `sellerEmail` once accepted or sold,
 * `conversationId` the buyer's conversation with the seller about the product, `agreedPrice` when it came from
 * an offer, `pickup` its proposed and chosen windows).
 */
export type MyOrderRow = Pick<
  Booking,
  | '_id'
  | 'img'
  | 'productName'
  | 'price'
  | 'bookingDate'
  | 'productId'
  | 'status'
  | 'sellerName'
  | 'sellerEmail'
  | 'conversationId'
  | 'agreedPrice'
  | 'pickup'
>;

export async function getMyBookings(email: string): Promise<MyOrderRow[]> {
  const response = await apiClient.get<MyOrderRow[]>('/bookings', { params: { email } });
  return response.data;
}

export function getMyBookingsQueryOptions(email: string) {
  return queryOptions({ queryKey: bookingKeys.buyer(email), queryFn: () => getMyBookings(email) });
}

export function useMyBookings(email: string) {
  return useSuspenseQuery(getMyBookingsQueryOptions(email));
}
