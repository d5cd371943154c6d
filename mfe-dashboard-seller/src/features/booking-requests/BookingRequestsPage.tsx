/**
 * 'Booking Requests' (/dashboard/bookings): bookings on the seller's products at their price (the agreed one,
 * when it came from an offer), with Accept and Decline while pending, and once accepted the pickup (BookingPickup)
 * and Mark as sold. A row named by the URL (`#<bookingId>` from a notification, or
 * `?product=<productId>` from Manage Product) is highlighted and scrolled to.
 */

import { apiErrorMessage } from '@marketplace/shared/api-client';
import { BOOKING_STATUS_LABELS, profilePath } from '@marketplace/shared/constants';
import { bookingKeys, productKeys } from '@marketplace/shared/query-keys';
import type { BookingStatus, ReceivedBooking } from '@marketplace/shared/types';
import { BookingReviews } from '@marketplace/ui/booking-reviews';
import { Button } from '@marketplace/ui/button';
import { ConfirmDialog } from '@marketplace/ui/confirm-dialog';
import { DataState } from '@marketplace/ui/data-state';
import { PageSection } from '@marketplace/ui/page-section';
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { Badge, ResponsiveTable, RowActions } from '@marketplace/ui/responsive-table';
import { theme } from '@marketplace/ui/theme';
import { useRefreshOnNotification } from '@marketplace/ui/use-refresh-on-notification';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { useReceivedBookings } from './api/get-received-bookings';
import { useMarkProductSold } from './api/mark-product-sold';
import { useUpdateBookingStatus } from './api/update-booking-status';
import { BookingPickup } from './BookingPickup';

/** The row named by the URL stands out. */
const Page = styled(PageSection)`
  tr[aria-current='true'] {
    background: #fff7e6;
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Product = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  span {
    overflow-wrap: anywhere;
  }
  div {
    display: flex;
    flex-direction: column;
  }
`;

const TONES: Record<BookingStatus, 'success' | 'muted' | 'accent'> = {
  pending: 'accent',
  accepted: 'success',
  sold: 'success',
  declined: 'muted',
  cancelled: 'muted',
  removed: 'muted',
  expired: 'muted',
};

type Confirmation = { action: 'decline' | 'sold'; booking: ReceivedBooking };

function useHighlight(bookings: ReceivedBooking[]) {
  const { hash, search } = useLocation();
  const bookingId = decodeURIComponent(hash.replace(/^#(booking-)?/, ''));
  const productId = new URLSearchParams(search).get('product');
  const isHighlighted = (booking: ReceivedBooking) =>
    (bookingId !== '' && booking._id === bookingId) ||
    (productId !== null &&
      booking.productId === productId &&
      (booking.status === 'pending' || booking.status === 'accepted'));
  const target = bookings.find(isHighlighted)?._id;
  useEffect(() => {
    if (target) document.getElementById(`booking-${target}`)?.scrollIntoView?.({ block: 'center' });
  }, [target]);
  return isHighlighted;
}

function BookingTable({ bookings }: { bookings: ReceivedBooking[] }) {
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const updateStatus = useUpdateBookingStatus();
  const markSold = useMarkProductSold();
  const isHighlighted = useHighlight(bookings);
  const closeDialog = useCallback(() => setConfirming(null), []);

  const accept = (booking: ReceivedBooking) =>
    updateStatus.mutate(
      { id: booking._id, status: 'accepted' },
      {
        onSuccess: () => toast.success('Booking accepted'),
        onError: (error) => toast.error(apiErrorMessage(error)),
      },
    );

  const confirm = () => {
    if (!confirming) return;
    const { action, booking } = confirming;
    setConfirming(null);
    if (action === 'decline') {
      updateStatus.mutate(
        { id: booking._id, status: 'declined' },
        {
          onSuccess: () => toast.success('Booking declined'),
          onError: (error) => toast.error(apiErrorMessage(error)),
        },
      );
    } else {
      markSold.mutate(booking.productId, {
        onSuccess: () => toast.success('Marked as sold'),
        onError: (error) => toast.error(apiErrorMessage(error)),
      });
    }
  };

  const busy = (booking: ReceivedBooking) =>
    (updateStatus.isPending && updateStatus.variables?.id === booking._id) ||
    (markSold.isPending && markSold.variables === booking.productId);

  return (
    <>
      <ResponsiveTable>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Buyer</th>
            <th scope="col">Phone</th>
            <th scope="col">Meeting place</th>
            <th scope="col">Booked on</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr
              key={booking._id}
              id={`booking-${booking._id}`}
              aria-current={isHighlighted(booking) ? 'true' : undefined}
            >
              <td data-label="Product">
                <Product>
                  <ResponsiveImage src={booking.img} alt={booking.productName} width={64} height={64} />
                  <div>
                    <span>{booking.productName}</span>
                    <span>
                      {booking.agreedPrice === undefined
                        ? `$${booking.price}`
                        : `$${booking.agreedPrice} agreed (asked $${booking.price})`}
                    </span>
                  </div>
                </Product>
              </td>
              <td data-label="Buyer">
                <div>
                  {booking.buyerId ? (
                    <Link to={profilePath(booking.buyerId)}>{booking.name}</Link>
                  ) : (
                    booking.name
                  )}
                </div>
                {/* A deleted buyer's record keeps no email or phone: no empty links then. */}
                {booking.email && <a href={`mailto:${booking.email}`}>{booking.email}</a>}
              </td>
              <td data-label="Phone">
                {booking.phone && <a href={`tel:${booking.phone}`}>{booking.phone}</a>}
              </td>
              <td data-label="Meeting place">{booking.meetLocation}</td>
              <td data-label="Booked on">{booking.bookingDate}</td>
              <td data-label="Status">
                <Badge $tone={TONES[booking.status] ?? 'muted'}>
                  {BOOKING_STATUS_LABELS[booking.status] ?? booking.status}
                </Badge>
                {booking.status === 'accepted' ? <BookingPickup booking={booking} /> : null}
              </td>
              <td data-label="Actions">
                <RowActions>
                  {booking.conversationId ? (
                    <Link to={`/dashboard/messages/${encodeURIComponent(booking.conversationId)}`}>
                      Message
                      <VisuallyHidden>
                        {' '}
                        {booking.name} about {booking.productName}
                      </VisuallyHidden>
                    </Link>
                  ) : null}
                  {booking.status === 'pending' ? (
                    <>
                      <Button type="button" disabled={busy(booking)} onClick={() => accept(booking)}>
                        Accept<VisuallyHidden> the booking of {booking.productName}</VisuallyHidden>
                      </Button>
                      <Button
                        type="button"
                        $variant="secondary"
                        disabled={busy(booking)}
                        onClick={() => setConfirming({ action: 'decline', booking })}
                      >
                        Decline<VisuallyHidden> the booking of {booking.productName}</VisuallyHidden>
                      </Button>
                    </>
                  ) : null}
                  {booking.status === 'accepted' ? (
                    <Button
                      type="button"
                      disabled={busy(booking)}
                      onClick={() => setConfirming({ action: 'sold', booking })}
                    >
                      Mark as sold<VisuallyHidden> {booking.productName}</VisuallyHidden>
                    </Button>
                  ) : null}
                </RowActions>
                {booking.status === 'sold' ? (
                  <BookingReviews bookingId={booking._id} subjectName={booking.name || 'the buyer'} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </ResponsiveTable>
      <ConfirmDialog
        open={confirming?.action === 'decline'}
        title="Decline this booking?"
        message={
          confirming
            ? `If you decline ${confirming.booking.name}'s booking of ${confirming.booking.productName}, the product becomes available to everyone again.`
            : ''
        }
        confirmLabel="Decline"
        onConfirm={confirm}
        onCancel={closeDialog}
      />
      <ConfirmDialog
        open={confirming?.action === 'sold'}
        title="Mark as sold?"
        message={
          confirming
            ? `${confirming.booking.productName} will show as sold to ${confirming.booking.name} and leave the category lists. It cannot be undone.`
            : ''
        }
        confirmLabel="Mark as sold"
        onConfirm={confirm}
        onCancel={closeDialog}
      />
    </>
  );
}

export default function BookingRequestsPage() {
  const bookings = useReceivedBookings();
  useRefreshOnNotification([bookingKeys.received(), productKeys.all]);
  return (
    <Page>
      <h1>Booking Requests</h1>
      <DataState
        query={bookings}
        what="your booking requests"
        isEmpty={(rows) => rows.length === 0}
        empty={<p>No booking requests yet</p>}
      >
        {(rows) => <BookingTable bookings={rows} />}
      </DataState>
    </Page>
  );
}
