/** The search's filters as they live in the URL (/search?q=&categoryId=&minPrice=&...): read leniently, written minimal. */
import { CATEGORIES, LOCATIONS, PRODUCT_CONDITIONS } from '@marketplace/shared/constants';
import type { CategoryId, ProductCondition, SearchQuery, SearchSort } from '@marketplace/shared/types';

export type SearchFilters = Required<Pick<SearchQuery, 'q' | 'sort'>> &
  Pick<SearchQuery, 'categoryId' | 'minPrice' | 'maxPrice' | 'location' | 'condition'>;

export const SEARCH_SORTS: readonly { value: SearchSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'date-desc', label: 'Newest first' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];
export const DEFAULT_SEARCH_SORT: SearchSort = 'relevance';
export const MAX_QUERY_LENGTH = 100;

/** A price as typed: a finite number of 0 or more, else nothing. */
export function parsePrice(value: string | null | undefined): number | undefined {
  if (value == null || value.trim() === '') return undefined;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : undefined;
}

export function parseSearchParams(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    sort: DEFAULT_SEARCH_SORT,
  };
  const sort = params.get('sort');
  if (SEARCH_SORTS.some((option) => option.value === sort)) filters.sort = sort as SearchSort;
  const category = CATEGORIES.find((item) => String(item.categoryId) === params.get('categoryId'));
  if (category) filters.categoryId = category.categoryId as CategoryId;
  const minPrice = parsePrice(params.get('minPrice'));
  if (minPrice !== undefined) filters.minPrice = minPrice;
  const maxPrice = parsePrice(params.get('maxPrice'));
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  const location = params.get('location');
  if (location && LOCATIONS.includes(location)) filters.location = location;
  const condition = params.get('condition');
  if (PRODUCT_CONDITIONS.includes(condition as ProductCondition))
    filters.condition = condition as ProductCondition;
  return filters;
}

/** The URL's query string for `filters`, leaving out what is at its default. */
export function toSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.categoryId !== undefined) params.set('categoryId', String(filters.categoryId));
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.location) params.set('location', filters.location);
  if (filters.condition) params.set('condition', filters.condition);
  if (filters.sort !== DEFAULT_SEARCH_SORT) params.set('sort', filters.sort);
  return params;
}
