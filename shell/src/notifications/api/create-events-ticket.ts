/** POST /events/ticket: a short-lived ticket that opens the caller's event stream (EventSource sends no headers). */
import { apiClient } from '@marketplace/shared/api-client';
import type { EventsTicketResponse } from '@marketplace/shared/types';

export async function createEventsTicket(): Promise<string> {
  const { data } = await apiClient.post<EventsTicketResponse>('/events/ticket');
  return data.ticket;
}
