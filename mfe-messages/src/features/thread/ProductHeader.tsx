/** The thread's product: picture, name (a link to its page while it exists), price and status. */
import type { ConversationDetail } from '@marketplace/shared/types';
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { theme } from '@marketplace/ui/theme';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-width: 0;
  img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: ${theme.radius};
    object-fit: cover;
    background: ${theme.colors.background};
  }
  div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  a,
  strong {
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.span`
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

export const PRODUCT_STATUS_LABELS: Record<ConversationDetail['product']['status'], string> = {
  available: 'Available',
  booked: 'Booked',
  sold: 'Sold',
  removed: 'Removed',
};

const price = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
});

export function ProductHeader({ product }: { product: ConversationDetail['product'] }) {
  const removed = product.status === 'removed';
  return (
    <Header>
      <ResponsiveImage src={product.picture} alt={product.name} width={56} height={56} priority="eager" />
      <div>
        {removed ? (
          <strong>{product.name}</strong>
        ) : (
          <Link to={`/item/${encodeURIComponent(product._id)}`}>{product.name}</Link>
        )}
        <Facts>
          {price.format(product.price)} · {PRODUCT_STATUS_LABELS[product.status] ?? product.status}
        </Facts>
      </div>
    </Header>
  );
}
