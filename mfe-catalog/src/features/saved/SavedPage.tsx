/**
 * /dashboard/saved: the signed-in user's saved products with their current status ('Listing removed' once
 * deleted) and Remove, then their saved searches with their words and filters, a link that runs each, and Delete.
 */
import { apiErrorMessage } from '@marketplace/shared/api-client';
import { CATEGORIES, PRODUCT_CONDITION_LABELS } from '@marketplace/shared/constants';
import { savedKeys } from '@marketplace/shared/query-keys';
import type { SavedProduct, SavedSearch } from '@marketplace/shared/types';
import { Button } from '@marketplace/ui/button';
import { ResponsiveImage } from '@marketplace/ui/responsive-image';
import { Badge } from '@marketplace/ui/responsive-table';
import { theme } from '@marketplace/ui/theme';
import { useRefreshOnNotification } from '@marketplace/ui/use-refresh-on-notification';
import { VisuallyHidden } from '@marketplace/ui/visually-hidden';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { QueryBoundary } from '../../components/QueryBoundary';
import { formatPrice } from '../../lib/format';
import { useSavedProducts } from '../../lib/saved-products/get-saved-products';
import { useRemoveSavedProduct } from '../../lib/saved-products/remove-saved-product';
import { useDeleteSavedSearch } from './api/delete-saved-search';
import { useSavedSearches } from './api/get-saved-searches';

const Heading = styled.h1`
  margin: 0 0 ${theme.space(4)};
  font-size: clamp(1.4rem, 4vw, 1.8rem);
`;

const Rows = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${theme.space(6)};
  display: grid;
  gap: ${theme.space(3)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(3)};
    padding: ${theme.space(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
  }
  img {
    border-radius: ${theme.radius};
    object-fit: cover;
  }
  a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  div {
    flex: 1 1 12rem;
    overflow-wrap: anywhere;
  }
`;

const STATUS: Record<SavedProduct['status'], { label: string; tone: 'success' | 'accent' | 'muted' }> = {
  available: { label: 'Available', tone: 'success' },
  booked: { label: 'Booked', tone: 'accent' },
  sold: { label: 'Sold', tone: 'muted' },
  removed: { label: 'Listing removed', tone: 'muted' },
};

/** The search page's URL for a saved search (its /search?q=&categoryId=&... parameters). */
export function searchPath(search: SavedSearch): string {
  const params = new URLSearchParams({ q: search.q });
  if (search.categoryId !== undefined) params.set('categoryId', String(search.categoryId));
  if (search.minPrice !== undefined) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== undefined) params.set('maxPrice', String(search.maxPrice));
  if (search.location) params.set('location', search.location);
  if (search.condition) params.set('condition', search.condition);
  return `/search?${params.toString()}`;
}

/** 'Bedroom · $50 to $300 · Good · Dhaka' (the filters a saved search keeps). */
export function filtersText(search: SavedSearch): string {
  const parts: string[] = [];
  const category = CATEGORIES.find((item) => item.categoryId === search.categoryId);
  if (category) parts.push(category.name);
  if (search.minPrice !== undefined && search.maxPrice !== undefined) {
    parts.push(`${formatPrice(search.minPrice)} to ${formatPrice(search.maxPrice)}`);
  } else if (search.minPrice !== undefined) parts.push(`from ${formatPrice(search.minPrice)}`);
  else if (search.maxPrice !== undefined) parts.push(`up to ${formatPrice(search.maxPrice)}`);
  if (search.condition) parts.push(PRODUCT_CONDITION_LABELS[search.condition]);
  if (search.location) parts.push(search.location);
  return parts.join(' · ');
}

export default function SavedPage() {
  useRefreshOnNotification([savedKeys.all]);
  return (
    <section>
      <Heading>Saved items</Heading>
      <QueryBoundary errorTitle="Could not load your saved items." loadingLabel="Loading your saved items...">
        <SavedProducts />
      </QueryBoundary>
      <h2>Saved searches</h2>
      <QueryBoundary errorTitle="Could not load your saved searches." loadingLabel="Loading your searches...">
        <SavedSearches />
      </QueryBoundary>
    </section>
  );
}

function SavedProducts() {
  const { data: products } = useSavedProducts();
  const remove = useRemoveSavedProduct();
  if (products.length === 0) return <p>Nothing saved yet</p>;
  return (
    <Rows aria-label="Saved products">
      {products.map((product) => (
        <li key={product.productId}>
          <ResponsiveImage src={product.picture} alt={product.name} width={64} height={48} />
          <div>
            {product.status === 'removed' ? (
              <span>{product.name}</span>
            ) : (
              <Link to={`/item/${encodeURIComponent(product.productId)}`}>{product.name}</Link>
            )}{' '}
            {formatPrice(product.price)}{' '}
            <Badge $tone={STATUS[product.status].tone}>{STATUS[product.status].label}</Badge>
          </div>
          <Button
            type="button"
            $variant="secondary"
            disabled={remove.isPending && remove.variables === product.productId}
            onClick={() =>
              remove.mutate(product.productId, { onError: (error) => toast.error(apiErrorMessage(error)) })
            }
          >
            Remove<VisuallyHidden> {product.name}</VisuallyHidden>
          </Button>
        </li>
      ))}
    </Rows>
  );
}

function SavedSearches() {
  const { data: searches } = useSavedSearches();
  const remove = useDeleteSavedSearch();
  if (searches.length === 0) return <p>No saved searches yet: save one from the search page.</p>;
  return (
    <Rows aria-label="Saved searches">
      {searches.map((search) => (
        <li key={search._id}>
          <div>
            <Link to={searchPath(search)}>“{search.q}”</Link>
            {filtersText(search) ? <span> {filtersText(search)}</span> : null}
          </div>
          <Button
            type="button"
            $variant="secondary"
            disabled={remove.isPending && remove.variables === search._id}
            onClick={() =>
              remove.mutate(search._id, { onError: (error) => toast.error(apiErrorMessage(error)) })
            }
          >
            Delete<VisuallyHidden> the search “{search.q}”</VisuallyHidden>
          </Button>
        </li>
      ))}
    </Rows>
  );
}
