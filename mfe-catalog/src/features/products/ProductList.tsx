/** The category's products, page by page (suspends until the first page is in). */
import type { CategoryListFilters } from '@marketplace/shared/query-keys';
import type { CategoryId } from '@marketplace/shared/types';
import { useCategoryProducts } from './api/get-category-products';
import { ProductGrid } from './ProductGrid';

interface Props {
  categoryId: CategoryId;
  filters: CategoryListFilters;
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
