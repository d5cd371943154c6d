/** /search (public): products of every category matching the words and filters in the URL. */
import { theme } from '@marketplace/ui/theme';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer } from '../../../components/PageContainer';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { ProductGrid } from '../ProductGrid';
import { useSearchProducts } from './api/search-products';
import { SaveSearchButton } from './SaveSearchButton';
import { SearchFilters } from './SearchFilters';
import { type SearchFilters as Filters, parseSearchParams, toSearchParams } from './search-params';

const Title = styled.h1`
  margin: 0 0 ${theme.space(4)};
  font-size: clamp(1.5rem, 4vw, 2rem);
  overflow-wrap: anywhere;
`;

export const NO_MATCH_MESSAGE = 'No products match your search';

function SearchResults({ filters }: { filters: Filters }) {
  const query = useSearchProducts(filters);
  return <ProductGrid query={query} emptyMessage={NO_MATCH_MESSAGE} />;
}

export default function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseSearchParams(searchParams);
  const title = filters.q ? `Search results for "${filters.q}"` : 'Search';

  useEffect(() => {
    const before = document.title;
    document.title = `${title} | Furniture Market`;
    return () => {
      document.title = before;
    };
  }, [title]);

  // Each applied change is a history entry, so Back returns to the previous search.
  const changeFilters = (next: Filters) => setSearchParams(toSearchParams(next));

  return (
    <PageContainer>
      <Title>{title}</Title>
      <SearchFilters filters={filters} onChange={changeFilters} />
      <SaveSearchButton filters={filters} />
      <QueryBoundary
        key={toSearchParams(filters).toString()}
        errorTitle="Could not search the products."
        loadingLabel="Searching..."
      >
        <SearchResults filters={filters} />
      </QueryBoundary>
    </PageContainer>
  );
}
