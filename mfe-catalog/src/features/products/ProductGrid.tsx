/**
 * Product cards page by page, as every list of products shows them (a category, search results): the count,
 * Load more, and the booking and report dialogs the cards open.
 */

import type { Product } from '@marketplace/shared/types';
import { useAuthState } from '@marketplace/shared/use-auth-state';
import { theme } from '@marketplace/ui/theme';
import type { InfiniteData, UseSuspenseInfiniteQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadMore } from '../../components/LoadMore';
import { isOwnListing } from '../../lib/own-listing';
import type { ProductPage } from './api/get-category-products';
import { BookingModal, preloadBookingForm } from './BookingModal';
import { ProductCard } from './ProductCard';
import { picturePriorityAt } from './picture-priority';
import { preloadReportForm, ReportDialog } from './ReportDialog';

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

const Empty = styled.p`
  padding: ${theme.space(6)} 0;
  color: ${theme.colors.muted};
`;

interface Props {
  query: UseSuspenseInfiniteQueryResult<InfiniteData<ProductPage, unknown>>;
  /** What the list says when it has no product at all. */
  emptyMessage: string;
}

export function ProductGrid({ query, emptyMessage }: Props) {
  const { user, token } = useAuthState();
  const { data, hasNextPage } = query;
  const [booking, setBooking] = useState<Product | null>(null);
  const [reporting, setReporting] = useState<Product | null>(null);
  const products = data.pages.flatMap((page) => page.items);

  if (products.length === 0) return <Empty role="status">{emptyMessage}</Empty>;

  const mayReport = (product: Product) => Boolean(user?.email) && !isOwnListing(product, token);
  return (
    <>
      <p role="status" aria-live="polite">
        Showing {products.length} {products.length === 1 ? 'product' : 'products'}
        {hasNextPage ? ' (more available)' : ''}
      </p>
      <Grid>
        {products.map((product, index) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              isOwn={isOwnListing(product, token)}
              onBuyNow={setBooking}
              onBuyNowIntent={preloadBookingForm}
              onReport={mayReport(product) ? setReporting : undefined}
              onReportIntent={preloadReportForm}
              picturePriority={picturePriorityAt(index)}
            />
          </li>
        ))}
      </Grid>
      <LoadMore query={query} things="products" />
      {booking ? <BookingModal product={booking} open onClose={() => setBooking(null)} /> : null}
      {reporting ? <ReportDialog product={reporting} open onClose={() => setReporting(null)} /> : null}
    </>
  );
}
