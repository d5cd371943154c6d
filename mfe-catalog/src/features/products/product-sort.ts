/** The category list's sort orders, as its filter bar offers them and its URL (?sort=) names them. */
import type { ProductSort } from '@marketplace/shared/types';

export const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: 'date-desc', label: 'Newest first' },
  { value: 'date-asc', label: 'Oldest first' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];
export const DEFAULT_SORT: ProductSort = 'date-desc';

export function parseSort(value: string | null): ProductSort {
  return SORT_OPTIONS.some((option) => option.value === value) ? (value as ProductSort) : DEFAULT_SORT;
}
