/** One product of a category list: every field the buyer needs to decide, and the actions on it. */

import { profilePath } from '@marketplace/shared/constants';
import type { Product } from '@marketplace/shared/types';
import { Button } from '@marketplace/ui/button';
import { type ImagePriority, ResponsiveImage } from '@marketplace/ui/responsive-image';
import { theme } from '@marketplace/ui/theme';
import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SaveButton } from '../../components/SaveButton';
import { formatPrice } from '../../lib/format';
import { usePressIntent } from '../../lib/use-press-intent';
import { PRODUCT_CARD_SIZES } from './product-card-sizes';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${theme.colors.background};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
  flex: 1;
  h2 {
    font-size: 1.15rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
  h2 a {
    color: inherit;
  }
  h2 a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0;
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const SellPrice = styled.dd`
  font-weight: 700;
  color: ${theme.colors.primary};
`;

const BookedBadge = styled.span`
  align-self: flex-start;
  background: #fef0c7;
  color: #7a2e0e;
  border-radius: 999px;
  padding: 0 ${theme.space(2)};
  font-weight: 600;
  font-size: 0.85rem;
`;

const Verified = styled.span`
  display: inline-flex;
  vertical-align: middle;
  margin-left: ${theme.space(1)};
  color: ${theme.colors.focus};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: auto;
  padding-top: ${theme.space(2)};
  > :first-child {
    flex: 1;
  }
`;

export function VerifiedBadge() {
  return (
    <Verified role="img" aria-label="Verified seller" title="Verified seller">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path
          d="M7 12.5l3.2 3.2L17.5 8.5"
          stroke="#fff"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
    </Verified>
  );
}

const OwnListing = styled.p`
  margin: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius};
  font-weight: 600;
  text-align: center;
  color: ${theme.colors.muted};
`;

interface Props {
  product: Product;
  /** The signed-in seller's own product: it shows 'Your listing' instead of Buy Now. */
  isOwn?: boolean;
  onBuyNow: (product: Product) => void;
  /** The pointer or focus rests on Buy Now (usePressIntent): a click may follow, so its dialog's code can load. */
  onBuyNowIntent?: () => void;
  /** Absent when the viewer may not report this product (e.g. it is their own). */
  onReport?: (product: Product) => void;
  /** As onBuyNowIntent, for Report. */
  onReportIntent?: () => void;
  /**
   * How its picture loads: 'lazy' below the first screen; 'eager' in it (requested at once, not when laid out);
   * 'high' for the first card, whose picture is the page's largest paint on a phone, also first in the queue.
   */
  picturePriority?: ImagePriority;
}

// Memoised: opening a dialog from a card re-renders the list, and the cards need not follow in that frame.
export const ProductCard = memo(function ProductCard({
  product,
  isOwn = false,
  onBuyNow,
  onBuyNowIntent,
  onReport,
  onReportIntent,
  picturePriority = 'lazy',
}: Props) {
  const titleId = useId();
  const buyNowIntent = usePressIntent(onBuyNowIntent);
  const reportIntent = usePressIntent(onReportIntent);
  const booked = product.status === 'booked';
  return (
    <Card aria-labelledby={titleId}>
      <ResponsiveImage
        src={product.picture}
        alt={product.name}
        width={400}
        height={300}
        sizes={PRODUCT_CARD_SIZES}
        priority={picturePriority}
      />
      <Body>
        <h2 id={titleId}>
          <Link to={`/item/${encodeURIComponent(product._id)}`}>{product.name}</Link>
        </h2>
        {booked ? <BookedBadge>Booked</BookedBadge> : null}
        <Facts>
          <dt>Use time</dt>
          <dd>{product.yearsOfUse}</dd>
          <dt>Original price</dt>
          <dd>{formatPrice(product.originalPrice)}</dd>
          <dt>Sell price</dt>
          <SellPrice>{formatPrice(product.resalePrice)}</SellPrice>
          <dt>Posted</dt>
          <dd>{product.postedTime}</dd>
          <dt>Seller</dt>
          <dd>
            {product.sellerId ? (
              <Link to={profilePath(product.sellerId)}>{product.sellerName}</Link>
            ) : (
              product.sellerName
            )}
            {product.sellerVerified ? <VerifiedBadge /> : null}
          </dd>
          <dt>Location</dt>
          <dd>{product.location}</dd>
        </Facts>
        <Actions>
          {isOwn ? (
            <OwnListing>Your listing</OwnListing>
          ) : (
            <Button type="button" disabled={booked} onClick={() => onBuyNow(product)} {...buyNowIntent}>
              Buy Now
            </Button>
          )}
          {isOwn ? null : <SaveButton productId={product._id} name={product.name} />}
          {onReport ? (
            <Button type="button" $variant="secondary" onClick={() => onReport(product)} {...reportIntent}>
              Report
            </Button>
          ) : null}
        </Actions>
      </Body>
    </Card>
  );
});
