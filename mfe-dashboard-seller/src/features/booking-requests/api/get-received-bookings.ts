/** GET /bookings/received: bookings on the signed-in seller's own products, newest first. */
import { apiClient } from '@marketplace/shared/api-client';
// Under bookingKeys.all, so a notification (which invalidates every booking list) refreshes this one.
import { bookingKeys } from '@marketplace/shared/query-keys';
import type { ReceivedBooking } from '@marketplace/shared/types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export async function getReceivedBookings(): Promise<ReceivedBooking[]> {
  const { data } = await apiClient.get<ReceivedBooking[]>('/bookings/received');
  return data;
}

export function getReceivedBookingsQueryOptions() {
  return queryOptions({ queryKey: bookingKeys.received(), queryFn: getReceivedBookings });
}

export function useReceivedBookings() {
  return useQuery(getReceivedBookingsQueryOptions());
}
