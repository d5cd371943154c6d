/**
 * The dashboard's index: the signed-in buyer's bookings with their status and price (the agreed one, when it
 * came from an offer), the seller's contact and the pickup once accepted or sold, and Cancel booking while
 * pending or accepted. Refreshes itself when a notification arrives.
 */

import { apiErrorMessage } from '@marketplace/shared/api-client';
import { BOOKING_STATUS_LABELS } from '@marketplace/shared/constants';
import { bookingKeys, productKeys } from '@marketplace/shared/query-keys';
import { useAuthState } from '@marketplace/shared/use-auth-state';
import { BookingReviews } from '@marketplace/ui/booking-reviews';
import { Button } from '@marketplace/ui/button';
import { ConfirmDialog } from '@marketplace/ui/confirm-dialog';
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { Badge, ResponsiveTable, RowActions } from '@marketplace/ui/responsive-table';
import { theme } from '@marketplace/ui/theme';
import { useRefreshOnNotification } from '@marketplace/ui/use-refresh-on-notification';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { QueryBoundary } from '../../components/QueryBoundary';
import { formatPrice } from '../../lib/format';
import { useCancelBooking } from './api/cancel-booking';
import { type MyOrderRow, useMyBookings } from './api/get-my-bookings';
import { OrderPickup } from './OrderPickup';

const Heading = styled.h1`
  margin: 0 0 ${theme.space(4)};
  font-size: clamp(1.4rem, 4vw, 1.8rem);
`;

/** The kit's table (one card per booking below 640 px), with the row count's caption and the seller's mail link. */
const Table = styled(ResponsiveTable)`
  caption {
    text-align: left;
    padding-bottom: ${theme.space(2)};
  }
  a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Contact = styled.p`
  margin: ${theme.space(1)} 0 0;
`;

const Asked = styled.small`
  display: block;
  color: ${theme.colors.muted};
`;

const Empty = styled.div`
  padding: ${theme.space(6)};
  background: ${theme.colors.surface};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius};
  text-align: center;
  p {
    margin: 0 0 ${theme.space(3)};
  }
`;

export default function MyOrdersPage() {
  const { user } = useAuthState();
  useRefreshOnNotification([bookingKeys.all, productKeys.all]);
  return (
    <section>
      <Heading>My Orders</Heading>
      {user?.email ? (
        <QueryBoundary errorTitle="Could not load your orders." loadingLabel="Loading your orders...">
          <OrdersTable email={user.email} />
        </QueryBoundary>
      ) : (
        <p>
          <Link to="/login">Log in</Link> to see your orders.
        </p>
      )}
    </section>
  );
}

const mayCancel = (booking: MyOrderRow) => booking.status === 'pending' || booking.status === 'accepted';
const showsContact = (booking: MyOrderRow) =>
  (booking.status === 'accepted' || booking.status === 'sold') && Boolean(booking.sellerEmail);

function OrdersTable({ email }: { email: string }) {
  const { data: bookings } = useMyBookings(email);
  const cancel = useCancelBooking();
  const [toCancel, setToCancel] = useState<MyOrderRow | null>(null);

  if (bookings.length === 0) {
    return (
      <Empty>
        <p>You have not booked anything yet</p>
        <Link to="/">Browse furniture</Link>
      </Empty>
    );
  }

  const confirmCancel = () => {
    if (!toCancel) return;
    const { _id } = toCancel;
    setToCancel(null);
    cancel.mutate(_id, {
      onSuccess: () => toast.success('Booking cancelled'),
      onError: (error) => toast.error(apiErrorMessage(error)),
    });
  };

  return (
    <>
      <Table>
        <caption>
          {bookings.length} {bookings.length === 1 ? 'booking' : 'bookings'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Picture</th>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Booked on</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking._id}>
              <td data-label="Picture">
                <ResponsiveImage src={booking.img} alt={booking.productName} width={64} height={48} />
              </td>
              <td data-label="Product">
                <Link to={`/item/${encodeURIComponent(booking.productId)}`}>{booking.productName}</Link>
              </td>
              <td data-label="Price">
                {booking.agreedPrice === undefined ? (
                  formatPrice(booking.price)
                ) : (
                  <div>
                    <span>{formatPrice(booking.agreedPrice)}</span>
                    <Asked>Agreed price; asked {formatPrice(booking.price)}</Asked>
                  </div>
                )}
              </td>
              <td data-label="Booked on">{booking.bookingDate}</td>
              <td data-label="Status">
                <div>
                  {booking.status ? (
                    <Badge $tone={mayCancel(booking) ? 'accent' : 'muted'}>
                      {BOOKING_STATUS_LABELS[booking.status] ?? booking.status}
                    </Badge>
                  ) : null}
                  {showsContact(booking) ? (
                    <Contact>
                      Contact the seller: {booking.sellerName},{' '}
                      <a href={`mailto:${booking.sellerEmail}`}>{booking.sellerEmail}</a>
                    </Contact>
                  ) : null}
                  {booking.status === 'accepted' ? <OrderPickup order={booking} /> : null}
                </div>
              </td>
              <td data-label="Actions">
                {booking.conversationId || mayCancel(booking) ? (
                  <RowActions>
                    {booking.conversationId ? (
                      <Link to={`/dashboard/messages/${encodeURIComponent(booking.conversationId)}`}>
                        Message
                        <VisuallyHidden>
                          {' '}
                          {booking.sellerName} about {booking.productName}
                        </VisuallyHidden>
                      </Link>
                    ) : null}
                    {mayCancel(booking) ? (
                      <Button
                        type="button"
                        $variant="secondary"
                        disabled={cancel.isPending && cancel.variables === booking._id}
                        onClick={() => setToCancel(booking)}
                      >
                        Cancel booking<VisuallyHidden> of {booking.productName}</VisuallyHidden>
                      </Button>
                    ) : null}
                  </RowActions>
                ) : null}
                {booking.status === 'sold' ? (
                  <BookingReviews bookingId={booking._id} subjectName={booking.sellerName || 'the seller'} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <ConfirmDialog
        open={toCancel !== null}
        title="Cancel this booking?"
        message={`If you cancel your booking of ${toCancel?.productName ?? ''}, the seller is told and anyone can book it again.`}
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
      />
    </>
  );
}
