/**
 * The seller's name as a link to their profile, with their rating beside it ('4.7 (12 reviews)', 'No reviews
 * yet') once it is in: read after the page's own data, so it never holds the product page back.
 */
import { profilePath } from '@marketplace/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { getSellerProfileQueryOptions } from './api/get-seller-profile';
import { ratingSummary } from './rating-summary';

export function SellerLink({ sellerId, sellerName }: { sellerId?: string; sellerName: string }) {
  const { data: profile } = useQuery({
    ...getSellerProfileQueryOptions(sellerId ?? ''),
    enabled: Boolean(sellerId),
  });
  if (!sellerId) return <>{sellerName}</>;
  return (
    <>
      <Link to={profilePath(sellerId)}>{sellerName}</Link>
      {profile ? <span> · {ratingSummary(profile.average, profile.count)}</span> : null}
    </>
  );
}
