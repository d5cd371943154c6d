/**
 * The pickup part of an accepted booking on Booking Requests: the buyer's proposed windows, each with 'Choose',
 * and 'Ask for other times'; once chosen, the window and 'Add to calendar'. The API's refusal shows here.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import type { ChoosePickupRequest, ReceivedBooking } from '@marketplace/shared/types';
import { AddToCalendar } from '@marketplace/ui/add-to-calendar';
import { Button } from '@marketplace/ui/button';
import { formatPickupWindow, PickupTimes } from '@marketplace/ui/pickup-times';
import { theme } from '@marketplace/ui/theme';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { useChoosePickup } from './api/choose-pickup';

const Failure = styled.p`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.colors.danger};
  font-weight: 600;
`;

export function BookingPickup({ booking }: { booking: ReceivedBooking }) {
  const choose = useChoosePickup();
  const [error, setError] = useState<string | null>(null);
  const proposed = booking.pickup?.proposed.length ?? 0;

  const send = (choice: ChoosePickupRequest, done: string) => {
    setError(null);
    choose.mutate(
      { bookingId: booking._id, choice },
      { onSuccess: () => toast.success(done), onError: (failure) => setError(apiErrorMessage(failure)) },
    );
  };

  return (
    <div>
      <PickupTimes
        plan={booking.pickup}
        emptyText="Waiting for the buyer to propose pickup times."
        windowAction={(window) => (
          <Button
            type="button"
            $size="small"
            disabled={choose.isPending}
            onClick={() => send({ start: window.start }, 'Pickup time chosen')}
          >
            Choose<VisuallyHidden> {formatPickupWindow(window)}</VisuallyHidden>
          </Button>
        )}
      />
      {booking.pickup?.chosen ? (
        <AddToCalendar bookingId={booking._id} productName={booking.productName} />
      ) : null}
      {!booking.pickup?.chosen && proposed > 0 ? (
        <Button
          type="button"
          $variant="secondary"
          $size="small"
          disabled={choose.isPending}
          onClick={() => send({ askForOthers: true }, 'The buyer is asked for other times')}
        >
          Ask for other times<VisuallyHidden> for {booking.productName}</VisuallyHidden>
        </Button>
      ) : null}
      {error ? <Failure role="alert">{error}</Failure> : null}
    </div>
  );
}
