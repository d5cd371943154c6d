/** /products/:categoryId: a category's products with search, sort and paging. */
import { CATEGORIES } from '@marketplace/shared/constants';
import type { CategoryListFilters as Filters } from '@marketplace/shared/query-keys';
import { theme } from '@marketplace/ui/theme';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer } from '../../components/PageContainer';
import { QueryBoundary } from '../../components/QueryBoundary';
import { ProductFilters } from './ProductFilters';
import { ProductList } from './ProductList';
import { DEFAULT_SORT, parseSort } from './product-sort';

const Title = styled.h1`
  margin: 0 0 ${theme.space(4)};
  font-size: clamp(1.5rem, 4vw, 2rem);
`;

export default function CategoryProductsPage() {
  const { categoryId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = CATEGORIES.find((item) => String(item.categoryId) === categoryId);

  if (!category) {
    return (
      <PageContainer>
        <Title>Category not found</Title>
        <p>
          There is no furniture category &quot;{categoryId}&quot;. Choose one of{' '}
          {CATEGORIES.map((item, index) => (
            <span key={item.categoryId}>
              {index > 0 ? ', ' : ''}
              <Link to={`/products/${item.categoryId}`}>{item.name}</Link>
            </span>
          ))}
          , or go back to the <Link to="/">home page</Link>.
        </p>
      </PageContainer>
    );
  }

  const filters: Filters = {
    q: searchParams.get('q')?.trim() ?? '',
    sort: parseSort(searchParams.get('sort')),
  };
  const changeFilters = (next: Filters) => {
    const params = new URLSearchParams();
    if (next.q) params.set('q', next.q);
    if (next.sort !== DEFAULT_SORT) params.set('sort', next.sort);
    setSearchParams(params, { replace: true });
  };

  return (
    <PageContainer>
      <Title>{category.name}</Title>
      <ProductFilters filters={filters} onChange={changeFilters} />
      <QueryBoundary
        key={`${category.categoryId}|${filters.q}|${filters.sort}`}
        errorTitle="Could not load the products."
        loadingLabel="Loading products..."
      >
        <ProductList categoryId={category.categoryId} filters={filters} />
      </QueryBoundary>
    </PageContainer>
  );
}
