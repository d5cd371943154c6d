/** The dashboard's index: the signed-in buyer's bookings. */

import { useAuthState } from '@marketplace/shared/use-auth-state';
import { theme } from '@marketplace/ui/theme';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryBoundary } from '../../components/QueryBoundary';
import { formatPrice } from '../../lib/format';
import { useMyBookings } from './api/get-my-bookings';

const Heading = styled.h1`
  margin: 0 0 ${theme.space(4)};
  font-size: clamp(1.4rem, 4vw, 1.8rem);
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
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
  @media (max-width: 480px) {
    th,
    td {
      padding: ${theme.space(2)};
    }
    .booked-on {
      display: none;
    }
  }
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

function OrdersTable({ email }: { email: string }) {
  const { data: bookings } = useMyBookings(email);
  if (bookings.length === 0) {
    return (
      <Empty>
        <p>You have not booked anything yet</p>
        <Link to="/">Browse furniture</Link>
      </Empty>
    );
  }
  return (
    <Table>
      <caption style={{ textAlign: 'left', paddingBottom: theme.space(2) }}>
        {bookings.length} {bookings.length === 1 ? 'booking' : 'bookings'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Picture</th>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col" className="booked-on">
            Booked on
          </th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking._id}>
            <td>
              <img src={booking.img} alt={booking.productName} width={64} height={48} loading="lazy" />
            </td>
            <td>
              <Link to={`/item/${encodeURIComponent(booking.productId)}`}>{booking.productName}</Link>
            </td>
            <td>{formatPrice(booking.price)}</td>
            <td className="booked-on">{booking.bookingDate}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
