/** The category's products, page by page (suspends until the first page is in). */
import type { CategoryId } from '@marketplace/shared/types';
import type { ProductFilters } from '../../lib/query-keys';
import { useCategoryProducts } from './api/get-category-products';
import { ProductGrid } from './ProductGrid';

interface Props {
  categoryId: CategoryId;
  filters: ProductFilters;
}

export function ProductList({ categoryId, filters }: Props) {
  const query = useCategoryProducts(categoryId, filters);
  return (
    <ProductGrid
      query={query}
      emptyMessage={filters.q ? `No products match "${filters.q}".` : 'No products in this category yet.'}
    />
  );
}
