/** Query keys of this remote in one place, so a mutation in one feature can invalidate another's lists. */
import type { CategoryId, ProductSort, SearchQuery } from '@marketplace/shared/types';

export interface ProductFilters {
  q: string;
  sort: ProductSort;
}

export const queryKeys = {
  /** Prefix of every product list (category pages and the advertised row). */
  products: ['catalog', 'products'] as const,
  advertised: ['catalog', 'products', 'advertised'] as const,
  categoryProducts: (categoryId: CategoryId, filters: ProductFilters) =>
    ['catalog', 'products', 'category', categoryId, filters] as const,
  /** One product's page: under the products prefix, so a booking or an edit refreshes it too. */
  item: (productId: string) => ['catalog', 'products', 'item', productId] as const,
  search: (filters: Omit<SearchQuery, 'cursor' | 'limit'>) =>
    ['catalog', 'products', 'search', filters] as const,
  /** Prefix of every My Orders list. */
  bookings: ['catalog', 'bookings'] as const,
  myBookings: (email: string) => ['catalog', 'bookings', email] as const,
};
