/** GET /bookings?email=: the signed-in buyer's bookings. */

import { apiClient } from '@marketplace/shared/api-client';
import { bookingKeys } from '@marketplace/shared/query-keys';
import type { BookingRow } from '@marketplace/shared/types';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

export async function getMyBookings(email: string): Promise<BookingRow[]> {
  const response = await apiClient.get<BookingRow[]>('/bookings', { params: { email } });
  return response.data;
}

export function getMyBookingsQueryOptions(email: string) {
  return queryOptions({ queryKey: bookingKeys.buyer(email), queryFn: () => getMyBookings(email) });
}

export function useMyBookings(email: string) {
  return useSuspenseQuery(getMyBookingsQueryOptions(email));
}
