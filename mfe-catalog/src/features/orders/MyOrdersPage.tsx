/**
 * The dashboard's index: the signed-in buyer's bookings with their status, the seller's contact once accepted
 * or sold, and Cancel booking while pending or accepted. Refreshes itself when a notification arrives.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import { BOOKING_STATUS_LABELS } from '@marketplace/shared/constants';
import { bookingKeys, productKeys } from '@marketplace/shared/query-keys';
import { useAuthState } from '@marketplace/shared/use-auth-state';
import { Button } from '@marketplace/ui/button';
import { Dialog } from '@marketplace/ui/dialog';
import { RowActions } from '@marketplace/ui/responsive-table';
import { theme } from '@marketplace/ui/theme';
import { useRefreshOnNotification } from '@marketplace/ui/use-refresh-on-notification';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { QueryBoundary } from '../../components/QueryBoundary';
import { formatPrice } from '../../lib/format';
import { useCancelBooking } from './api/cancel-booking';
import { type MyOrderRow, useMyBookings } from './api/get-my-bookings';

const Heading = styled.h1`
  margin: 0 0 ${theme.space(4)};
  font-size: clamp(1.4rem, 4vw, 1.8rem);
`;

/** A table that becomes one card per booking below 640 px, each cell named by its `data-label`. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  caption {
    text-align: left;
    padding-bottom: ${theme.space(2)};
  }
  th,
  td {
    text-align: left;
    padding: ${theme.space(2)} ${theme.space(3)};
    border-bottom: 1px solid ${theme.colors.border};
    vertical-align: middle;
  }
  td {
    overflow-wrap: anywhere;
  }
  img {
    display: block;
    width: 64px;
    height: 48px;
    object-fit: cover;
    border-radius: 4px;
  }
  a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (max-width: 640px) {
    border: none;
    background: transparent;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tr {
      display: block;
      margin-bottom: ${theme.space(4)};
      padding: ${theme.space(2)} ${theme.space(3)};
      background: ${theme.colors.surface};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radius};
    }
    td {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: ${theme.space(2)};
      padding: ${theme.space(2)} 0;
    }
    td:last-child {
      border-bottom: none;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${theme.colors.muted};
    }
  }
`;

const Status = styled.strong<{ $open: boolean }>`
  display: inline-block;
  padding: 0 ${theme.space(2)};
  border-radius: 999px;
  font-size: 0.9rem;
  background: ${(p) => (p.$open ? '#fef0c7' : theme.colors.background)};
  color: ${(p) => (p.$open ? '#7a2e0e' : theme.colors.text)};
`;

const Contact = styled.p`
  margin: ${theme.space(1)} 0 0;
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

const DialogMessage = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
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
  const keepRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

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
                <img src={booking.img} alt={booking.productName} width={64} height={48} loading="lazy" />
              </td>
              <td data-label="Product">{booking.productName}</td>
              <td data-label="Price">{formatPrice(booking.price)}</td>
              <td data-label="Booked on">{booking.bookingDate}</td>
              <td data-label="Status">
                <div>
                  {booking.status ? (
                    <Status $open={mayCancel(booking)}>
                      {BOOKING_STATUS_LABELS[booking.status] ?? booking.status}
                    </Status>
                  ) : null}
                  {showsContact(booking) ? (
                    <Contact>
                      Contact the seller: {booking.sellerName},{' '}
                      <a href={`mailto:${booking.sellerEmail}`}>{booking.sellerEmail}</a>
                    </Contact>
                  ) : null}
                </div>
              </td>
              <td data-label="Actions">
                {mayCancel(booking) ? (
                  <RowActions>
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={cancel.isPending && cancel.variables === booking._id}
                      onClick={() => setToCancel(booking)}
                    >
                      Cancel booking<VisuallyHidden> of {booking.productName}</VisuallyHidden>
                    </Button>
                  </RowActions>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Dialog
        title="Cancel this booking?"
        open={toCancel !== null}
        onClose={() => setToCancel(null)}
        hideCloseButton
        describedBy={messageId}
        initialFocus={keepRef}
        width="440px"
      >
        <DialogMessage id={messageId}>
          If you cancel your booking of {toCancel?.productName}, the seller is told and anyone can book it
          again.
        </DialogMessage>
        <DialogActions>
          <Button type="button" $variant="secondary" ref={keepRef} onClick={() => setToCancel(null)}>
            Keep booking
          </Button>
          <Button type="button" $variant="danger" onClick={confirmCancel}>
            Cancel booking
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
