/**
 * One box of offers (sent or received), newest first, a page at a time: the product, the other party, the
 * offer and the counter, the status and until when it is open, and the viewer's answers.
 */
import type { OfferRow, OfferStatus } from '@marketplace/shared/types';
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { Badge, ResponsiveTable } from '@marketplace/ui/responsive-table';
import { theme } from '@marketplace/ui/theme';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadMore } from '../../components/LoadMore';
import { formatPrice } from '../../lib/format';
import { type OfferBox, useOffers } from './api/get-offers';
import { isViewersTurn, OfferActions } from './OfferActions';

const Table = styled(ResponsiveTable)`
  caption {
    text-align: left;
    padding-bottom: ${theme.space(2)};
  }
  td small {
    display: block;
    color: ${theme.colors.muted};
  }
`;

const STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Waiting for the seller',
  countered: 'Countered: waiting for the buyer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

const untilFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const isOpen = (offer: OfferRow) => offer.status === 'pending' || offer.status === 'countered';

const EMPTY: Record<OfferBox, string> = {
  received: 'No offers on your listings yet',
  sent: "You have not made any offers yet: look for 'Make an offer' on a product's page",
};

export function OfferTable({ box }: { box: OfferBox }) {
  const query = useOffers(box);
  const offers = query.data.pages.flatMap((page) => page.offers);
  if (offers.length === 0) return <p>{EMPTY[box]}</p>;
  const party = box === 'received' ? 'Buyer' : 'Seller';
  return (
    <>
      <Table>
        <caption>
          {offers.length} {offers.length === 1 ? 'offer' : 'offers'}
          {query.hasNextPage ? ' shown' : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Picture</th>
            <th scope="col">Product</th>
            <th scope="col">{party}</th>
            <th scope="col">Offer</th>
            <th scope="col">Counter-offer</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer._id}>
              <td data-label="Picture">
                <ResponsiveImage src={offer.productPicture} alt={offer.productName} width={64} height={64} />
              </td>
              <td data-label="Product">
                <Link to={`/item/${encodeURIComponent(offer.productId)}`}>{offer.productName}</Link>
                <small>Asking {formatPrice(offer.productPrice)}</small>
              </td>
              <td data-label={party}>{box === 'received' ? offer.buyerName : offer.sellerName}</td>
              <td data-label="Offer">{formatPrice(offer.amount)}</td>
              <td data-label="Counter-offer">
                {offer.counterAmount === null ? '-' : formatPrice(offer.counterAmount)}
              </td>
              <td data-label="Status">
                <div>
                  <Badge
                    $tone={
                      isViewersTurn(offer) ? 'accent' : offer.status === 'accepted' ? 'success' : 'muted'
                    }
                  >
                    {STATUS_LABELS[offer.status]}
                  </Badge>
                  {isOpen(offer) ? (
                    <small>Open until {untilFormat.format(new Date(offer.expiresAt))}</small>
                  ) : null}
                </div>
              </td>
              <td data-label="Actions">
                <OfferActions offer={offer} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <LoadMore query={query} things="offers" />
    </>
  );
}
