/**
 * 'Offers' (/dashboard/offers), for every signed-in role: a seller sees the offers received on their listings,
 * a buyer the offers they sent (an admin both). Follows the other party's moves live: each step of an offer
 * sends a notification, on which the lists read again.
 */
import { bookingKeys, offerKeys } from '@marketplace/shared/query-keys';
import { useAuthState } from '@marketplace/shared/use-auth-state';
import { PageSection } from '@marketplace/ui/page-section';
import { theme } from '@marketplace/ui/theme';
import { useRefreshOnNotification } from '@marketplace/ui/use-refresh-on-notification';
import styled from 'styled-components';
import { QueryBoundary } from '../../components/QueryBoundary';
import type { OfferBox } from './api/get-offers';
import { OfferTable } from './OfferTable';

const Box = styled.section`
  margin-bottom: ${theme.space(8)};
  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${theme.space(3)};
  }
`;

const TITLES: Record<OfferBox, string> = { received: 'Offers on your listings', sent: 'Your offers' };

export default function OffersPage() {
  const { role } = useAuthState();
  useRefreshOnNotification([offerKeys.all, bookingKeys.all]);
  const boxes: OfferBox[] =
    role === 'seller' ? ['received'] : role === 'buyer' ? ['sent'] : ['received', 'sent'];
  return (
    <PageSection>
      <h1>Offers</h1>
      {boxes.map((box) => (
        <Box key={box} aria-labelledby={`offers-${box}`}>
          <h2 id={`offers-${box}`}>{TITLES[box]}</h2>
          <QueryBoundary errorTitle="Could not load your offers." loadingLabel="Loading your offers...">
            <OfferTable box={box} />
          </QueryBoundary>
        </Box>
      ))}
    </PageSection>
  );
}
