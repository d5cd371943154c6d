/**
 * Items sellers chose to advertise, still available; the row is absent when there are none. The signed-in
 * seller's own items say 'Your listing'; the others carry the heart, beside the card's link (a button cannot sit
 * inside a link), over the picture's corner.
 */
import { useAuthState } from '@marketplace/shared/use-auth-state';
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { theme } from '@marketplace/ui/theme';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SaveButton } from '../../components/SaveButton';
import { formatPrice } from '../../lib/format';
import { isOwnListing } from '../../lib/own-listing';
import { useAdvertisedProducts } from './api/get-advertised-products';

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${theme.space(2)};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(220px, 260px);
  gap: ${theme.space(4)};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  li {
    position: relative;
    scroll-snap-align: start;
  }
  a {
    display: block;
    height: 100%;
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    overflow: hidden;
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${theme.colors.background};
  }
  div {
    padding: ${theme.space(3)};
  }
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
`;

const HeartCorner = styled.span`
  position: absolute;
  top: ${theme.space(2)};
  right: ${theme.space(2)};
`;

const Price = styled.span`
  color: ${theme.colors.primary};
  font-weight: 700;
`;

const OwnListing = styled.em`
  display: block;
  margin-top: ${theme.space(1)};
  font-style: normal;
  font-weight: 600;
  color: ${theme.colors.muted};
`;

export function AdvertisedRow() {
  const { data: products } = useAdvertisedProducts();
  const { token } = useAuthState();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="advertised-heading">
      <h2 id="advertised-heading">Advertised</h2>
      <Row>
        {products.map((product) => (
          <li key={product._id}>
            <Link to={`/item/${encodeURIComponent(product._id)}`}>
              <ResponsiveImage src={product.picture} alt={product.name} width={260} height={195} />
              <div>
                <strong>{product.name}</strong>
                <Price>{formatPrice(product.resalePrice)}</Price> · {product.location}
                {isOwnListing(product, token) ? <OwnListing>Your listing</OwnListing> : null}
              </div>
            </Link>
            {isOwnListing(product, token) ? null : (
              <HeartCorner>
                <SaveButton productId={product._id} name={product.name} />
              </HeartCorner>
            )}
          </li>
        ))}
      </Row>
    </section>
  );
}
