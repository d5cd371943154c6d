/** GET /bookings/received: bookings on the signed-in seller's own products, newest first. */
import { apiClient } from '@marketplace/shared/api-client';
import type { ReceivedBooking } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getReceivedBookings(): Promise<ReceivedBooking[]> {
  const { data } = await apiClient.get<ReceivedBooking[]>('/bookings/received');
  return data;
}

/** Under the 'bookings' key, so a notification (which invalidates 'bookings') refreshes this list. */
export const receivedBookingsQueryKey = ['bookings', 'received'] as const;

export function getReceivedBookingsQueryOptions() {
  return queryOptions({ queryKey: receivedBookingsQueryKey, queryFn: getReceivedBookings });
}

export function useReceivedBookings() {
  return useQuery(getReceivedBookingsQueryOptions());
}
