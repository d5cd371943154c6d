/**
 * Runtime copies of shared/src/constants values the API needs (the API compiles with tsc and imports only
 * types from @marketplace/shared). Keep in step with shared/src/constants/constants.ts.
 */
import type { Category, ProductCondition, ProductSort, SearchSort } from '@marketplace/shared/types';

export const CATEGORIES: readonly Category[] = [
  { categoryId: 1, name: 'BedRoom Furniture' },
  { categoryId: 2, name: 'Kitchen Furniture' },
  { categoryId: 3, name: 'Dining Room Furniture' },
];

export const PRODUCT_CONDITIONS: readonly ProductCondition[] = ['excellent', 'good', 'fair'];
export const PRODUCT_SORTS: readonly ProductSort[] = ['date-desc', 'date-asc', 'price-asc', 'price-desc'];
export const SEARCH_SORTS: readonly SearchSort[] = ['relevance', 'date-desc', 'price-asc', 'price-desc'];

export const PRODUCT_PAGE_SIZE = 12;
export const PRODUCT_PAGE_SIZE_MAX = 50;
export const ADVERTISED_MAX = 12;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
