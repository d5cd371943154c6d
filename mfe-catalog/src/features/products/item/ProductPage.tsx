/** /item/:productId (public): one product with every photo and fact, and the actions its card offers. */
import { PRODUCT_CONDITION_LABELS } from '@marketplace/shared/constants';
import type { Product } from '@marketplace/shared/types';
import { useAuthState } from '@marketplace/shared/use-auth-state';
import { Button } from '@marketplace/ui/button';
import { theme } from '@marketplace/ui/theme';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer } from '../../../components/PageContainer';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { SaveButton } from '../../../components/SaveButton';
import { formatPrice } from '../../../lib/format';
import { isOwnListing } from '../../../lib/own-listing';
import { usePressIntent } from '../../../lib/use-press-intent';
import { AskSellerDialog, preloadAskSellerForm } from '../AskSellerDialog';
import { BookingModal, preloadBookingForm } from '../BookingModal';
import { MakeOfferDialog, preloadMakeOfferForm } from '../MakeOfferDialog';
import { VerifiedBadge } from '../ProductCard';
import { preloadReportForm, ReportDialog } from '../ReportDialog';
import { SellerLink } from '../sellers/SellerLink';
import { useItem } from './api/get-item';
import { ProductGallery } from './ProductGallery';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${theme.space(8)};
  align-items: start;
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space(5)};
  }
`;

const Info = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2.2rem);
    overflow-wrap: anywhere;
  }
`;

const Price = styled.p`
  margin: 0;
  font-size: 1.6rem;
  font-weight: 800;
  color: ${theme.colors.primary};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: 0;
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Description = styled.section`
  h2 {
    font-size: 1.15rem;
    margin: 0 0 ${theme.space(2)};
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  > button {
    flex: 1 1 160px;
  }
`;

const StatusBadge = styled.span<{ $tone: 'sold' | 'booked' | 'own' }>`
  display: inline-block;
  border-radius: 999px;
  padding: ${theme.space(1)} ${theme.space(3)};
  font-weight: 700;
  background: ${(p) => (p.$tone === 'sold' ? '#fee4e2' : p.$tone === 'booked' ? '#fef0c7' : '#e0f2fe')};
  color: ${(p) => (p.$tone === 'sold' ? '#912018' : p.$tone === 'booked' ? '#7a2e0e' : '#0b4a6f')};
`;

const Gone = styled.div`
  text-align: center;
  padding: ${theme.space(12)} 0;
  h1 {
    margin: 0 0 ${theme.space(4)};
  }
`;

/**
 * Compared as text: `Product`'s status has no 'sold', since public lists never carry sold products; the product
 * page reads one product by id, which may be sold.
 */
export function isSold(product: Pick<Product, 'status'>): boolean {
  return (product.status as string) === 'sold';
}

export function formatDimensions({ width, depth, height }: NonNullable<Product['dimensions']>): string {
  return `${width} x ${depth} x ${height} cm`;
}

/** The page's title while it is open, given back when the visitor leaves. */
function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}

function ProductDetails({ productId }: { productId: string }) {
  const { data: product } = useItem(productId);
  return product ? <ProductView product={product} /> : <NoLongerAvailable />;
}

/** The hash a signed-out 'Ask the seller' comes back with from /login: the dialog opens again. */
const ASK_THE_SELLER_HASH = '#ask-the-seller';

function ProductView({ product }: { product: Product }) {
  const { user, token } = useAuthState();
  const navigate = useNavigate();
  const location = useLocation();
  const [booking, setBooking] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [asking, setAsking] = useState(false);
  const [offering, setOffering] = useState(false);
  useDocumentTitle(`${product.name} | Furniture Market`);

  const own = isOwnListing(product, token);
  const sold = isSold(product);
  // Signed out, Buy Now leads to /login: no form to load.
  const buyNowIntent = usePressIntent(user ? preloadBookingForm : undefined);
  const reportIntent = usePressIntent(preloadReportForm);
  const askIntent = usePressIntent(user ? preloadAskSellerForm : undefined);
  const offerIntent = usePressIntent(preloadMakeOfferForm);
  const booked = product.status === 'booked';
  const pictures = product.pictures?.length ? product.pictures : [product.picture];
  const buyNow = () => {
    // The login page sends the visitor back to `from` once signed in.
    if (!user) navigate('/login', { state: { from: location } });
    else setBooking(true);
  };
  const canAsk = !own && !sold;
  const askTheSeller = () => {
    if (!user) navigate('/login', { state: { from: { ...location, hash: ASK_THE_SELLER_HASH } } });
    else setAsking(true);
  };
  const cameBackToAsk = location.hash === ASK_THE_SELLER_HASH && Boolean(user) && canAsk;
  useEffect(() => {
    if (!cameBackToAsk) return;
    setAsking(true);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [cameBackToAsk, navigate, location.pathname, location.search]);

  return (
    <Layout>
      <ProductGallery name={product.name} pictures={pictures} />
      <Info>
        <h1>{product.name}</h1>
        <Price aria-hidden="true">{formatPrice(product.resalePrice)}</Price>
        {sold ? <StatusBadge $tone="sold">Sold</StatusBadge> : null}
        {!sold && booked ? <StatusBadge $tone="booked">Booked</StatusBadge> : null}
        <Facts>
          <dt>Sell price</dt>
          <dd>{formatPrice(product.resalePrice)}</dd>
          <dt>Original price</dt>
          <dd>{formatPrice(product.originalPrice)}</dd>
          <dt>Condition</dt>
          <dd>{PRODUCT_CONDITION_LABELS[product.condition] ?? product.condition}</dd>
          <dt>Use time</dt>
          <dd>{product.yearsOfUse}</dd>
          {product.dimensions ? (
            <>
              <dt>Dimensions</dt>
              <dd>
                <abbr title="width x depth x height">W x D x H</abbr>: {formatDimensions(product.dimensions)}
              </dd>
            </>
          ) : null}
          <dt>Location</dt>
          <dd>{product.location}</dd>
          <dt>Posted</dt>
          <dd>{product.postedTime}</dd>
          <dt>Seller</dt>
          <dd>
            <SellerLink sellerId={product.sellerId} sellerName={product.sellerName} />
            {product.sellerVerified ? <VerifiedBadge /> : null}
          </dd>
        </Facts>
        {own ? (
          <p>
            <StatusBadge $tone="own">Your listing</StatusBadge>
          </p>
        ) : (
          <Actions>
            {sold ? null : (
              <Button type="button" disabled={booked} onClick={buyNow} {...buyNowIntent}>
                Buy Now
              </Button>
            )}
            {user && product.status === 'available' ? (
              <Button type="button" $variant="secondary" onClick={() => setOffering(true)} {...offerIntent}>
                Make an offer
              </Button>
            ) : null}
            {sold ? null : <SaveButton productId={product._id} name={product.name} />}
            {canAsk ? (
              <Button type="button" $variant="secondary" onClick={askTheSeller} {...askIntent}>
                Ask the seller
              </Button>
            ) : null}
            {user?.email ? (
              <Button type="button" $variant="secondary" onClick={() => setReporting(true)} {...reportIntent}>
                Report
              </Button>
            ) : null}
          </Actions>
        )}
        {product.description ? (
          <Description aria-labelledby="product-description">
            <h2 id="product-description">Description</h2>
            <p>{product.description}</p>
          </Description>
        ) : null}
      </Info>
      {booking ? <BookingModal product={product} open onClose={() => setBooking(false)} /> : null}
      {offering ? <MakeOfferDialog product={product} open onClose={() => setOffering(false)} /> : null}
      {asking ? <AskSellerDialog product={product} open onClose={() => setAsking(false)} /> : null}
      {reporting ? <ReportDialog product={product} open onClose={() => setReporting(false)} /> : null}
    </Layout>
  );
}

function NoLongerAvailable() {
  useDocumentTitle('Product not available | Furniture Market');
  return (
    <Gone>
      <h1>This product is no longer available</h1>
      <p>
        It may have been sold or removed. <Link to="/">Go to the home page</Link>
      </p>
    </Gone>
  );
}

export default function ProductPage() {
  const { productId = '' } = useParams();
  return (
    <PageContainer>
      <QueryBoundary
        key={productId}
        errorTitle="Could not load the product."
        loadingLabel="Loading the product..."
      >
        <ProductDetails productId={productId} />
      </QueryBoundary>
    </PageContainer>
  );
}
