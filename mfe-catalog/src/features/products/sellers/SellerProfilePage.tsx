/**
 * /sellers/{sellerId} (public): a seller's name, picture, verified badge, member since, rating ('4.7 (12
 * reviews)' or 'No reviews yet'), their listings in the category pages' cards, then their published reviews.
 * The header and the listings come first, as the page's document draws them before any script runs
 * (src/documents/seller-document.ts): the page takes that first screen over without anything moving.
 */
import { profilePath } from '@marketplace/shared/constants';
import type { Product } from '@marketplace/shared/types';
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { StarLine } from '@marketplace/ui/sale-reviews';
import { theme } from '@marketplace/ui/theme';
import { usePrefetchInfiniteQuery, usePrefetchQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadMore } from '../../../components/LoadMore';
import { PageContainer } from '../../../components/PageContainer';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { ProductCard, VerifiedBadge } from '../ProductCard';
import { picturePriorityAt } from '../picture-priority';
import { getSellerProductsQueryOptions, useSellerProducts } from './api/get-seller-products';
import { useSellerProfile } from './api/get-seller-profile';
import { getUserReviewsQueryOptions, useUserReviews } from './api/get-user-reviews';
import { memberSince } from './member-since';
import { ratingSummary } from './rating-summary';

/** Still exported from the exposed page: the page's published contract names it. */
export { ratingSummary };

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(6)};
  img {
    border-radius: 50%;
    object-fit: cover;
  }
  h1 {
    margin: 0;
    font-size: clamp(1.4rem, 4vw, 1.8rem);
    overflow-wrap: anywhere;
  }
  p {
    margin: ${theme.space(1)} 0 0;
  }
`;

const Reviews = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${theme.space(6)};
  display: grid;
  gap: ${theme.space(3)};
  li {
    padding: ${theme.space(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    overflow-wrap: anywhere;
  }
  p {
    margin: ${theme.space(1)} 0 0;
  }
`;

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${theme.space(4)};
  li {
    display: flex;
  }
  li > * {
    flex: 1;
  }
`;

export default function SellerProfilePage() {
  const { sellerId = '' } = useParams();
  // The reviews and the listings are read beside the profile, not after it: they show only once it has come.
  usePrefetchInfiniteQuery(getUserReviewsQueryOptions(sellerId));
  usePrefetchQuery(getSellerProductsQueryOptions(sellerId));
  return (
    <PageContainer>
      <QueryBoundary errorTitle="Could not load this seller." loadingLabel="Loading the seller...">
        <SellerProfile sellerId={sellerId} />
      </QueryBoundary>
    </PageContainer>
  );
}

function SellerProfile({ sellerId }: { sellerId: string }) {
  const { data: profile } = useSellerProfile(sellerId);
  if (!profile) return <h1>Seller not found</h1>;
  return (
    <>
      <Header>
        {profile.img ? (
          <ResponsiveImage src={profile.img} alt={profile.name} width={96} height={96} priority="eager" />
        ) : null}
        <div>
          <h1>
            {profile.name}
            {profile.verified ? <VerifiedBadge /> : null}
          </h1>
          <p>{memberSince(profile.memberSince)}</p>
          <p>{ratingSummary(profile.average, profile.count)}</p>
        </div>
      </Header>
      <h2>Listings</h2>
      <SellerListings sellerId={sellerId} />
      <h2>Reviews</h2>
      <SellerReviews sellerId={sellerId} />
    </>
  );
}

function SellerReviews({ sellerId }: { sellerId: string }) {
  const query = useUserReviews(sellerId);
  const reviews = query.data.pages.flatMap(({ page }) => page.reviews);
  if (reviews.length === 0) return <p>No reviews yet</p>;
  return (
    <>
      <Reviews aria-label="Reviews">
        {reviews.map((review) => (
          <li key={`${review.createdAt}-${review.authorName}`}>
            <StarLine rating={review.rating} />{' '}
            {review.authorId ? (
              <Link to={profilePath(review.authorId)}>{review.authorName}</Link>
            ) : (
              review.authorName
            )}{' '}
            ({review.role === 'buyer' ? 'bought from them' : 'sold to them'})
            {review.text ? <p>{review.text}</p> : null}
          </li>
        ))}
      </Reviews>
      <LoadMore query={query} things="reviews" />
    </>
  );
}

function SellerListings({ sellerId }: { sellerId: string }) {
  const { data: products } = useSellerProducts(sellerId);
  const navigate = useNavigate();
  if (products.length === 0) return <p>No listings right now</p>;
  // Buy Now opens the product's page, where the booking starts.
  const open = (product: Product) => navigate(`/item/${encodeURIComponent(product._id)}`);
  return (
    <Grid>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} onBuyNow={open} picturePriority={picturePriorityAt(index)} />
        </li>
      ))}
    </Grid>
  );
}
